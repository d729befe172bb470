import {
  CELEBRATION_TEXT,
  type TCelebrationsPage,
  type TMemo,
  type TMemoDetail,
  type TMemosPage,
} from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { newCelebration } from '../../../test/celebrations.js';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany, newMemo } from '../../../test/memos.js';
import { buildEmployee, linkEmployee } from '../../../test/people.js';

const { app, db } = await buildTestApp();
const C = await buildMemoCompany(db);
const base = { company_id: C.companyId };
const zero = { Congrats: 0, Cheers: 0, 'High Five': 0, 'Thank You': 0 };

// South1's direct manager is the (North) manager: one of their people, outside their locations.
await linkEmployee(db, C.companyId, C.south1.employee.id, { managerIds: [C.manager.employee.id] });
const inactive = await buildEmployee(db, C.companyId, { name: 'Gone Person', isActive: false });
const other = await buildCompany(db, 'Other Co');
const stranger = await buildMember(db, other.company.id);

const post = (token: string, url: string, body: Record<string, unknown>) =>
  call<TMemo>(app, 'POST', url, { token, body: { ...base, ...body } });
const get = <T>(token: string, url: string, query: Record<string, unknown> = {}) =>
  call<T>(app, 'GET', url, {
    token,
    query: Object.fromEntries(Object.entries({ ...base, ...query }).map(([k, v]) => [k, String(v)])),
  });

describe('company/celebration/new', () => {
  it('401 without a token, 403 for an employee, 422 without a celebrated employee', async () => {
    const body = { ...base, title: 'x', celebrated_employee_id: C.north1.employee.id };
    expect((await call(app, 'POST', '/api/company/celebration/new', { body })).status).toBe(401);
    expect((await post(C.north2.token, '/api/company/celebration/new', body)).status).toBe(403);
    const none = await post(C.adminToken, '/api/company/celebration/new', { title: 'x' });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ celebrated_employee_id: [CELEBRATION_TEXT.employeeRequired] });
  });

  it("422 (the same text) for an inactive employee, another company's, and one a manager does not manage", async () => {
    for (const [token, id] of [
      [C.adminToken, inactive.id],
      [C.adminToken, stranger.employee.id],
      [C.manager.token, C.manager.employee.id],
      [C.manager.token, C.admin.id + 10_000_000],
    ] as const) {
      const res = await post(token, '/api/company/celebration/new', {
        title: 'x',
        celebrated_employee_id: id,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ celebrated_employee_id: [CELEBRATION_TEXT.employeeRequired] });
      expect(JSON.stringify(res.body)).not.toContain('Other Co');
    }
  });

  it("with no targets goes to the celebrated employee's locations and to them; questions and type are ignored", async () => {
    const memo = await newCelebration(app, C.adminToken, {
      ...base,
      celebrated_employee_id: C.south1.employee.id,
      celebration_type: 'birthday',
      type: 'standard',
      options: [{ question: 'Q?', options_key: 'yes-no', options: ['Yes', 'No'] }],
      start_at: '2027-01-01T05:00:00.000Z',
    });
    expect(memo).toMatchObject({
      kind: 'celebration',
      status: 'draft',
      type: 'nonflaggable',
      options: [],
      location_ids: [C.south.id],
      recipient_ids: [C.south1.employee.id],
      celebration_options: zero,
      can_archive: false,
    });
    // 05:00 UTC on 1 January is still 31 December in Chicago (South's zone).
    expect(memo.celebration).toEqual({
      employee: { id: C.south1.employee.id, name: C.south1.employee.name },
      type: 'birthday',
      date: '2026-12-31',
      years: null,
      automatic: false,
    });
  });

  it("a manager's default reaches the celebrated person's locations they may send to, and the person", async () => {
    const atNorth = await newCelebration(app, C.manager.token, {
      ...base,
      celebrated_employee_id: C.north1.employee.id,
    });
    expect([atNorth.location_ids, atNorth.recipient_ids]).toEqual([[C.north.id], [C.north1.employee.id]]);
    const report = await newCelebration(app, C.manager.token, {
      ...base,
      celebrated_employee_id: C.south1.employee.id,
      celebration_date: '2027-02-03',
    });
    expect([report.location_ids, report.recipient_ids]).toEqual([[], [C.south1.employee.id]]);
    expect(report.celebration?.date).toBe('2027-02-03');
  });

  it('publishes at once with publish: true; recipients get a CELEBRATION notification in their language', async () => {
    await db
      .updateTable('employees')
      .set({ default_locale: 'es' })
      .where('id', '=', C.north2.employee.id)
      .execute();
    const memo = await newCelebration(app, C.adminToken, {
      ...base,
      title: 'Happy birthday, Ana!',
      celebrated_employee_id: C.north1.employee.id,
      publish: true,
    });
    expect(memo).toMatchObject({ status: 'published', recipient_count: 3 });
    const sent = await db
      .selectFrom('notifications')
      .select(['user_id', 'title', 'type'])
      .where('type_id', '=', memo.id)
      .orderBy('user_id')
      .execute();
    expect(sent).toEqual(
      [
        { user_id: C.manager.user.id, title: 'New celebration', type: 'CELEBRATION' },
        { user_id: C.north1.user.id, title: 'New celebration', type: 'CELEBRATION' },
        { user_id: C.north2.user.id, title: 'Nueva celebración', type: 'CELEBRATION' },
      ].sort((a, b) => a.user_id - b.user_id),
    );
    const detail = await get<TMemoDetail>(C.adminToken, '/api/memos/get', { id: memo.id });
    expect(detail.status).toBe(200);
    expect(detail.body.data.content.stats).toMatchObject({ recipient_count: 3, read: 0, survey_results: [] });
    expect(detail.body.data.content.celebration?.employee.id).toBe(C.north1.employee.id);
  });
});

describe('company/celebrations and company/celebration', () => {
  it("lists celebrations only: an admin the company's, a manager theirs and their people's; filters by type", async () => {
    // A company of its own, so the counts are this test's alone. South1 reports to its manager.
    const D = await buildMemoCompany(db);
    const own = { company_id: D.companyId };
    await linkEmployee(db, D.companyId, D.south1.employee.id, { managerIds: [D.manager.employee.id] });
    const unmanaged = await buildEmployee(db, D.companyId, { name: 'Far Away', locationIds: [D.south.id] });
    const adminSelf = await db
      .selectFrom('employees')
      .select('id')
      .where('user_id', '=', D.admin.id)
      .where('company_id', '=', D.companyId)
      .executeTakeFirstOrThrow();
    await newMemo(app, D.adminToken, 'message', { ...own, title: 'A message' });
    const made = async (token: string, celebrated: number, extra: Record<string, unknown> = {}) =>
      (await newCelebration(app, token, { ...own, celebrated_employee_id: celebrated, ...extra })).id;
    const ofNorth1 = await made(D.adminToken, D.north1.employee.id, { celebration_type: 'birthday' });
    const ofSouth1 = await made(D.adminToken, D.south1.employee.id);
    const byManager = await made(D.manager.token, D.north2.employee.id);
    const ofAdmin = await made(D.adminToken, adminSelf.id);
    const ofUnmanaged = await made(D.adminToken, unmanaged.id);
    const list = (token: string, query: Record<string, string> = {}) =>
      call<TCelebrationsPage>(app, 'GET', '/api/company/celebrations', {
        token,
        query: { company_id: String(D.companyId), ...query },
      });
    const all = await list(D.adminToken);
    expect(all.status).toBe(200);
    const page = all.body.data.content;
    expect(page.celebrations.every((m) => m.kind === 'celebration')).toBe(true);
    expect(page.celebrations.map((m) => m.id).sort()).toEqual(
      [ofNorth1, ofSouth1, byManager, ofAdmin, ofUnmanaged].sort(),
    );
    expect(page.total).toBe(5);
    expect(page.filters).toMatchObject({ kind: 'celebration', celebration_type: null });
    const birthdays = await list(D.adminToken, { celebration_type: 'birthday' });
    expect(birthdays.body.data.content.celebrations.map((m) => m.id)).toEqual([ofNorth1]);
    // The manager: the one they made and the admin's of north1 and south1 (their people), not the
    // admin's own nor that of someone they do not manage.
    const mine = await list(D.manager.token);
    expect(mine.body.data.content.total).toBe(3);
    expect(mine.body.data.content.celebrations.map((m) => m.id).sort()).toEqual(
      [ofNorth1, ofSouth1, byManager].sort(),
    );
    const one = (token: string, id: number, path = 'company/celebration') =>
      call(app, 'GET', `/api/${path}`, { token, query: { company_id: String(D.companyId), id: String(id) } });
    expect((await one(D.manager.token, ofAdmin)).status).toBe(404);
    expect((await one(D.adminToken, ofAdmin)).status).toBe(200);
    expect((await one(D.adminToken, ofAdmin, 'company/message')).status).toBe(404);
    // Sent (memos/list) lists every kind; the picker (memos/all) stays messages and surveys.
    const memos = await call<TMemosPage>(app, 'POST', '/api/memos/list', { token: D.adminToken, body: own });
    expect(memos.body.data.content.memos.map((m) => m.kind).sort()).toEqual([
      ...Array(5).fill('celebration'),
      'message',
    ]);
    const picker = await call<{ kind: string }[]>(app, 'POST', '/api/memos/all', {
      token: D.adminToken,
      body: own,
    });
    expect(picker.body.data.content.map((m) => m.kind)).toEqual(['message']);
  });

  it('saves edits: a date sent as null and empty targets fall back to the defaults; questions are ignored', async () => {
    const memo = await newCelebration(app, C.adminToken, {
      ...base,
      celebrated_employee_id: C.north2.employee.id,
      location_ids: [C.south.id],
      start_at: '2027-03-01T12:00:00.000Z',
      celebration_date: '2027-01-01',
    });
    const res = await post(C.adminToken, '/api/company/celebration', {
      id: memo.id,
      title: 'Five years!',
      celebration_type: 'anniversary',
      celebration_date: null,
      location_ids: [],
      options: [{ question: 'Q?', options_key: 'yes-no', options: ['Yes', 'No'] }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.content).toMatchObject({
      title: 'Five years!',
      options: [],
      location_ids: [C.north.id],
      recipient_ids: [C.north2.employee.id],
      celebration: { type: 'anniversary', date: '2027-03-01', employee: { id: C.north2.employee.id } },
    });
    const moved = await post(C.manager.token, '/api/company/celebration', {
      id: memo.id,
      celebrated_employee_id: C.manager.employee.id,
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({ celebrated_employee_id: [CELEBRATION_TEXT.employeeRequired] });
    // A manager may publish it (one of their people): it waits for its start.
    const scheduled = await post(C.manager.token, '/api/company/celebration', { id: memo.id, publish: true });
    expect(scheduled.body.data.content).toMatchObject({
      status: 'scheduled',
      publisher: { id: C.manager.employee.id },
    });
  });

  it('is edited and deleted through its own calls: memos/update and memos/delete answer 404', async () => {
    const draft = await newCelebration(app, C.adminToken, {
      ...base,
      celebrated_employee_id: C.north2.employee.id,
    });
    const update = await call(app, 'PUT', '/api/memos/update', {
      token: C.adminToken,
      body: { ...base, id: draft.id, title: 'Changed elsewhere' },
    });
    expect(update.status).toBe(404);
    const del = await call(app, 'DELETE', '/api/memos/delete', {
      token: C.adminToken,
      body: { ...base, id: draft.id },
    });
    expect(del.status).toBe(404);
    // memos/get still shows it (the detail reads celebrations through it).
    const detail = await get<TMemoDetail>(C.adminToken, '/api/memos/get', { id: draft.id });
    expect(detail.body.data.content).toMatchObject({ title: draft.title, deleted_at: null });
  });

  it('expires a published one (a draft cannot), deletes (celebration_deleted), then it is gone', async () => {
    const draft = await newCelebration(app, C.manager.token, {
      ...base,
      celebrated_employee_id: C.north2.employee.id,
    });
    expect((await post(C.manager.token, '/api/company/celebration/expire', { id: draft.id })).status).toBe(
      422,
    );
    await post(C.manager.token, '/api/company/celebration', { id: draft.id, publish: true });
    const expired = await post(C.manager.token, '/api/company/celebration/expire', { id: draft.id });
    expect(expired.body.data.content).toMatchObject({ status: 'expired', can_expire: false });
    const del = await call(app, 'DELETE', '/api/company/celebration', {
      token: C.manager.token,
      body: { ...base, id: draft.id },
    });
    expect(del.body.data.successes).toEqual(['celebration_deleted']);
    expect((await get(C.manager.token, '/api/company/celebration', { id: draft.id })).status).toBe(404);
    expect((await post(C.north1.token, '/api/company/celebration/expire', { id: draft.id })).status).toBe(
      403,
    );
  });
});
