import {
  CELEBRATION_TEXT,
  type TCelebrationResponse,
  type TEmployeeDetail,
  type TEmployeeMemoRow,
  type TInbox,
  type TMemoResponseBundle,
  type TMemoResponsesPage,
} from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { newCelebration } from '../../../test/celebrations.js';
import { buildCompany, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany, newMemo } from '../../../test/memos.js';
import { buildLocation, linkEmployee } from '../../../test/people.js';

const { app, db } = await buildTestApp();
const zero = { Congrats: 0, Cheers: 0, 'High Five': 0, 'Thank You': 0 };
const day = 86_400_000;

/**
 * A company of the test's own (tests run in any order): south1 reports to the (North) manager.
 * A message to North; north1's celebration goes to North (manager, north1, north2), south1's to
 * South; one of north2's ended a minute ago (the expire job not yet run).
 */
async function world() {
  const C = await buildMemoCompany(db);
  const base = { company_id: C.companyId };
  await linkEmployee(db, C.companyId, C.south1.employee.id, { managerIds: [C.manager.employee.id] });
  const message = await newMemo(app, C.adminToken, 'message', {
    ...base,
    location_ids: [C.north.id],
    publish: true,
  });
  const ofNorth1 = await newCelebration(app, C.adminToken, {
    ...base,
    title: 'Happy birthday, North One!',
    celebrated_employee_id: C.north1.employee.id,
    celebration_type: 'birthday',
    publish: true,
  });
  const ofSouth1 = await newCelebration(app, C.adminToken, {
    ...base,
    celebrated_employee_id: C.south1.employee.id,
    publish: true,
  });
  const ended = await newCelebration(app, C.adminToken, {
    ...base,
    celebrated_employee_id: C.north2.employee.id,
    end_at: new Date(Date.now() + day).toISOString(),
    publish: true,
  });
  await db
    .updateTable('memos')
    .set({ end_at: new Date(Date.now() - 60_000).toISOString() })
    .where('id', '=', ended.id)
    .execute();

  const inbox = (token: string, extra: Record<string, unknown> = {}) =>
    call<TInbox>(app, 'POST', '/api/app/employee-messages', { token, body: { ...base, ...extra } });
  const celebrateAs = (token: string, id: number, option: string) =>
    call<TMemoResponseBundle>(app, 'POST', '/api/employee-celebrate', {
      token,
      body: { ...base, id, option },
    });
  const fromWall = (token: string, id: number, option: string) =>
    call<TCelebrationResponse>(app, 'POST', '/api/memo-responses/celebration', {
      token,
      body: { ...base, id, option },
    });
  const wall = (token: string, query: Record<string, string> = {}) =>
    call<TMemoResponsesPage>(app, 'GET', '/api/memo-responses', {
      token,
      query: { company_id: String(C.companyId), ...query },
    });
  /**
   * The wall's four reactions, oldest first: north2 on north1's (Cheers, then Congrats: one
   * reaction), the manager on north1's (Congrats), then from the wall the manager (High Five) and
   * the admin (Thank You) on south1's.
   */
  const reactAll = async () => {
    for (const [react, token, id, option] of [
      [celebrateAs, C.north2.token, ofNorth1.id, 'Cheers'],
      [celebrateAs, C.north2.token, ofNorth1.id, 'Congrats'],
      [celebrateAs, C.manager.token, ofNorth1.id, 'Congrats'],
      [fromWall, C.manager.token, ofSouth1.id, 'High Five'],
      [fromWall, C.adminToken, ofSouth1.id, 'Thank You'],
    ] as const)
      expect((await react(token, id, option)).status).toBe(200);
  };
  return { C, base, message, ofNorth1, ofSouth1, ended, inbox, celebrateAs, fromWall, wall, reactAll };
}

const response = (memoId: number, employeeId: number) =>
  db
    .selectFrom('memo_responses')
    .selectAll()
    .where('memo_id', '=', memoId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();

describe('app/employee-messages: celebrations apart from the inbox', () => {
  it('answers the live celebrations addressed to the caller beside messages and surveys', async () => {
    const { C, message, ofNorth1, inbox } = await world();
    const res = await inbox(C.north2.token);
    expect(res.status).toBe(200);
    const { memos, celebrations, unread_count, total } = res.body.data.content;
    expect(memos.map((m) => m.id)).toEqual([message.id]);
    expect([total, unread_count]).toEqual([1, 1]);
    expect(celebrations.map((m) => m.id)).toEqual([ofNorth1.id]);
    expect(celebrations[0]).toMatchObject({
      kind: 'celebration',
      title: 'Happy birthday, North One!',
      celebration: { employee: { id: C.north1.employee.id }, type: 'birthday', automatic: false },
      celebration_options: zero,
      my_celebration_option: null,
      is_read: false,
    });
    expect(memos[0]).toMatchObject({
      celebration: null,
      celebration_options: {},
      my_celebration_option: null,
    });
  });

  it("counts unread celebrations in the employee's memo fields", async () => {
    const { C } = await world();
    const me = await call<TEmployeeDetail>(app, 'GET', `/api/app/company/get-employee/${C.companyId}`, {
      token: C.north2.token,
    });
    expect(me.body.data.content).toMatchObject({
      unread_memo_count: 2,
      unread_memo_message_count: 1,
      unread_memo_celebration_count: 1,
      unread_memo_non_celebration_count: 1,
    });
    const kinds = (me.body.data.content.unread_memos_list as TEmployeeMemoRow[]).map((m) => m.kind);
    expect(kinds.sort()).toEqual(['celebration', 'message']);
  });

  it('memo_id opens a celebration: it answers under celebrations, read', async () => {
    const { C, ofSouth1, inbox } = await world();
    const res = await inbox(C.south1.token, { memo_id: ofSouth1.id });
    expect(res.body.data.content.memos).toEqual([]);
    expect(res.body.data.content.celebrations.map((m) => [m.id, m.is_read])).toEqual([[ofSouth1.id, true]]);
  });
});

describe('employee-celebrate and its acknowledge', () => {
  it('celebrates with an option: counts, my option, read; the celebrated employee is told once', async () => {
    const { C, message, ofNorth1, celebrateAs } = await world();
    const res = await celebrateAs(C.north2.token, ofNorth1.id, 'Cheers');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const b = res.body.data.content;
    expect(b.memos.map((m) => m.id)).toEqual([message.id]);
    expect(b.celebrations.map((m) => m.id)).toEqual([ofNorth1.id]);
    expect(b.celebrations[0]).toMatchObject({
      celebration_options: { ...zero, Cheers: 1 },
      my_celebration_option: 'Cheers',
      is_read: true,
    });
    expect(b.celebration_options).toEqual({ ...zero, Cheers: 1 });
    const again = await celebrateAs(C.north2.token, ofNorth1.id, 'Congrats');
    expect(again.body.data.content.celebrations[0]?.celebration_options).toEqual({ ...zero, Congrats: 1 });
    await celebrateAs(C.manager.token, ofNorth1.id, 'Congrats');
    const told = await db
      .selectFrom('notifications')
      .select(['title', 'content', 'type'])
      .where('user_id', '=', C.north1.user.id)
      .where('type', '=', 'CELEBRATED')
      .orderBy('id')
      .execute();
    expect(told).toEqual([
      {
        title: `${C.north2.employee.name} celebrated you`,
        content: 'Cheers: Happy birthday, North One!',
        type: 'CELEBRATED',
      },
      {
        title: `${C.manager.employee.name} celebrated you`,
        content: 'Congrats: Happy birthday, North One!',
        type: 'CELEBRATED',
      },
    ]);
  });

  it('422 for an option not offered, for the celebrated employee, for a memo that is no celebration', async () => {
    const { C, message, ofNorth1, celebrateAs } = await world();
    const bad = await celebrateAs(C.north2.token, ofNorth1.id, 'Boo');
    expect([bad.status, bad.body.errors]).toEqual([422, { option: [CELEBRATION_TEXT.optionNotOffered] }]);
    const own = await celebrateAs(C.north1.token, ofNorth1.id, 'Cheers');
    expect([own.status, own.body.errors]).toEqual([
      422,
      { id: [CELEBRATION_TEXT.celebratedCannotCelebrate] },
    ]);
    const notOne = await celebrateAs(C.north2.token, message.id, 'Cheers');
    expect([notOne.status, notOne.body.errors]).toEqual([422, { id: [CELEBRATION_TEXT.notACelebration] }]);
  });

  it('404 for a celebration not addressed to the caller, an ended one, and another company', async () => {
    const { C, ofNorth1, ended, celebrateAs } = await world();
    expect((await celebrateAs(C.south1.token, ofNorth1.id, 'Cheers')).status).toBe(404);
    expect((await celebrateAs(C.north2.token, ended.id, 'Cheers')).status).toBe(404);
    const other = await buildCompany(db, 'Other Co');
    const res = await call(app, 'POST', '/api/employee-celebrate', {
      token: other.adminToken,
      body: { company_id: other.company.id, id: ofNorth1.id, option: 'Cheers' },
    });
    expect(res.status).toBe(404);
  });

  it('acknowledge: the recipient has seen it (read and acknowledged), even the celebrated one', async () => {
    const { C, base, ofNorth1 } = await world();
    const res = await call<TMemoResponseBundle>(app, 'POST', '/api/employee-celebrate/acknowledge', {
      token: C.north1.token,
      body: { ...base, id: ofNorth1.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content.celebrations[0]?.employee_response.acknowledged_at).not.toBeNull();
    const row = await response(ofNorth1.id, C.north1.employee.id);
    expect([row?.read_at !== null, row?.acknowledged_at !== null]).toEqual([true, true]);
    const notMine = await call(app, 'POST', '/api/employee-celebrate/acknowledge', {
      token: C.south1.token,
      body: { ...base, id: ofNorth1.id },
    });
    expect(notMine.status).toBe(404);
  });
});

describe('memo-responses: the celebration wall', () => {
  it('memo-responses/celebration: management celebrates what it sees without becoming a recipient', async () => {
    const { C, ofSouth1, fromWall } = await world();
    const res = await fromWall(C.manager.token, ofSouth1.id, 'High Five');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.content).toMatchObject({
      memo_id: ofSouth1.id,
      celebration: { employee: { id: C.south1.employee.id } },
      employee: { id: C.manager.employee.id, name: C.manager.employee.name },
      option: 'High Five',
    });
    expect(await response(ofSouth1.id, C.manager.employee.id)).toBeUndefined();
    const byAdmin = await fromWall(C.adminToken, ofSouth1.id, 'Thank You');
    expect(byAdmin.status).toBe(200);
    // An employee may not celebrate what is not addressed to them; an option must be offered.
    const stranger = await fromWall(C.north2.token, ofSouth1.id, 'Cheers');
    expect(stranger.status).toBe(404);
    const bad = await fromWall(C.adminToken, ofSouth1.id, 'Boo');
    expect(bad.status).toBe(422);
  });

  it('answers newest first by role; location_id and ignore_admin filter; per_page=1 gives the newest and total', async () => {
    const { C, ofNorth1, ofSouth1, wall, reactAll } = await world();
    await reactAll();
    const all = await wall(C.adminToken);
    expect(all.status).toBe(200);
    const list = all.body.data.content;
    expect(list.total).toBe(4);
    expect(list.memo_responses.map((r) => r.option)).toEqual([
      'Thank You',
      'High Five',
      'Congrats',
      'Congrats',
    ]);
    expect(list.memo_responses.at(-1)?.employee.id).toBe(C.north2.employee.id);
    const newest = await wall(C.adminToken, { per_page: '1' });
    expect(newest.body.data.content).toMatchObject({ total: 4, total_pages: 4, per_page: 1 });
    expect(newest.body.data.content.memo_responses.map((r) => r.option)).toEqual(['Thank You']);
    const south = await wall(C.adminToken, { location_id: String(C.south.id) });
    expect(south.body.data.content.memo_responses.map((r) => r.memo_id)).toEqual([ofSouth1.id, ofSouth1.id]);
    const noAdmins = await wall(C.adminToken, { ignore_admin: 'true' });
    expect(noAdmins.body.data.content.total).toBe(3);
    // The manager: their people's (north1, south1) — everything here; an employee: what is addressed to them.
    expect((await wall(C.manager.token)).body.data.content.total).toBe(4);
    const mine = await wall(C.north2.token);
    expect(new Set(mine.body.data.content.memo_responses.map((r) => r.memo_id))).toEqual(
      new Set([ofNorth1.id]),
    );
  });

  it("404 for another company's location; deleted celebrations leave the wall", async () => {
    const { C, base, ofSouth1, wall, reactAll } = await world();
    await reactAll();
    const other = await buildCompany(db, 'Elsewhere');
    const place = await buildLocation(db, other.company.id, 'Far');
    expect((await wall(C.adminToken, { location_id: String(place.id) })).status).toBe(404);
    await call(app, 'DELETE', '/api/company/celebration', {
      token: C.adminToken,
      body: { ...base, id: ofSouth1.id },
    });
    expect((await wall(C.adminToken)).body.data.content.total).toBe(2);
  });
});
