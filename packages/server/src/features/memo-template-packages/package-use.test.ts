import { PACKAGE_TEXT, type TPackage, type TTemplateSend } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany, QUESTIONS } from '../../../test/memos.js';
import { packageCalls } from '../../../test/packages.js';
import { buildLocation } from '../../../test/people.js';
import { newTemplate, templateCalls } from '../../../test/templates.js';
import { localDateTime } from '../../jobs/schedules.js';
import { publishDueMemos } from '../memos/memo-publish.js';

const { app, db, deps } = await buildTestApp();

/**
 * "New hire, first week": welcome on day 0 at 09:00, food safety on day 1 at 14:30, a survey on
 * day 3 at 08:00. North is in America/Chicago, South in America/Phoenix (no daylight saving).
 */
async function team() {
  const c = await buildMemoCompany(db);
  await db
    .updateTable('locations')
    .set({ timezone: 'America/Phoenix' })
    .where('id', '=', c.south.id)
    .execute();
  const p = packageCalls(app, c.companyId);
  const welcome = await newTemplate(app, c.companyId, c.manager.token, { title: 'Welcome' });
  const safety = await newTemplate(app, c.companyId, c.manager.token, { title: 'Food safety' });
  const survey = await newTemplate(app, c.companyId, c.manager.token, {
    kind: 'survey',
    title: 'First week survey',
    options: QUESTIONS,
  });
  const created = await p.post('create', c.manager.token, {
    name: 'New hire, first week',
    steps: [
      { template_id: welcome.id, day_offset: 0 },
      { template_id: safety.id, day_offset: 1, time: '14:30' },
      { template_id: survey.id, day_offset: 3, time: '08:00' },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const use = (token: string, extra: Record<string, unknown>, headers?: Record<string, string>) =>
    p.post<TTemplateSend>('use', token, { id: created.body.data.content.id, ...extra }, headers);
  return { ...c, p, pkg: created.body.data.content, use };
}

const memosOf = (sendId: number) =>
  db
    .selectFrom('memos')
    .select(['id', 'title', 'status', 'start_at'])
    .where('template_send_id', '=', sendId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();

const startOf = (v: unknown) => new Date(String(v)).toISOString();

describe('using a template package', () => {
  it("schedules each step at its offset and time in the new hire's zone, across a daylight-saving change", async () => {
    const c = await team();
    // 2030-03-08 is a Friday; Chicago springs forward on Sunday 2030-03-10.
    const res = await c.use(c.manager.token, {
      start_date: '2030-03-08',
      recipient_ids: [c.north1.employee.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const send = res.body.data.content;
    expect(send).toMatchObject({
      name: 'New hire, first week · 2030-03-08',
      status: 'published',
      recipient_ids: [c.north1.employee.id],
      memo_count: 3,
      creator: { id: c.manager.employee.id },
    });
    const memos = await memosOf(send.id);
    expect(memos.map((m) => [m.title, m.status, startOf(m.start_at)])).toEqual([
      ['Welcome', 'scheduled', '2030-03-08T15:00:00.000Z'],
      ['Food safety', 'scheduled', '2030-03-09T20:30:00.000Z'],
      ['First week survey', 'scheduled', '2030-03-11T13:00:00.000Z'],
    ]);
    // One zone: each memo keeps the chosen targeting.
    const targets = await db
      .selectFrom('memo_recipients')
      .select(['memo_id', 'employee_id'])
      .where(
        'memo_id',
        'in',
        memos.map((m) => m.id),
      )
      .execute();
    expect(targets).toHaveLength(3);
    expect(new Set(targets.map((t) => t.employee_id))).toEqual(new Set([c.north1.employee.id]));
    const used = (await c.p.get<TPackage>('get', c.manager.token, { id: c.pkg.id })).body.data.content;
    expect(used.use_count).toBe(1);
    expect(used.last_used_at).not.toBeNull();

    // The minute job at the first step's start sends the welcome, to the new hire only.
    await publishDueMemos({ db, realtime: deps.realtime, now: new Date('2030-03-08T15:00:00.000Z') });
    const after = await memosOf(send.id);
    expect(after.map((m) => m.status)).toEqual(['published', 'scheduled', 'scheduled']);
    const rows = await db
      .selectFrom('memo_responses')
      .select(['memo_id', 'employee_id'])
      .where(
        'memo_id',
        'in',
        memos.map((m) => m.id),
      )
      .execute();
    expect(rows).toEqual([{ memo_id: memos[0]?.id, employee_id: c.north1.employee.id }]);
  });

  it('makes one memo per step and time zone when the recipients live in several', async () => {
    const c = await team();
    const res = await c.use(c.adminToken, {
      start_date: '2030-03-08',
      name: 'Spring hires',
      location_ids: [c.north.id],
      recipient_ids: [c.south1.employee.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const send = res.body.data.content;
    expect(send).toMatchObject({ name: 'Spring hires', memo_count: 6, location_ids: [c.north.id] });
    const memos = await memosOf(send.id);
    // Zones in name order: America/Chicago, then America/Phoenix (UTC−7 all year).
    expect(memos.map((m) => [m.title, startOf(m.start_at)])).toEqual([
      ['Welcome', '2030-03-08T15:00:00.000Z'],
      ['Welcome', '2030-03-08T16:00:00.000Z'],
      ['Food safety', '2030-03-09T20:30:00.000Z'],
      ['Food safety', '2030-03-09T21:30:00.000Z'],
      ['First week survey', '2030-03-11T13:00:00.000Z'],
      ['First week survey', '2030-03-11T15:00:00.000Z'],
    ]);
    const named = await db
      .selectFrom('memo_recipients')
      .select(['memo_id', 'employee_id'])
      .where('memo_id', 'in', [memos[0]?.id ?? 0, memos[1]?.id ?? 0])
      .orderBy('memo_id')
      .orderBy('employee_id')
      .execute();
    const north = [c.manager.employee.id, c.north1.employee.id, c.north2.employee.id].sort((a, b) => a - b);
    expect(named).toEqual([
      ...north.map((employee_id) => ({ memo_id: memos[0]?.id, employee_id })),
      { memo_id: memos[1]?.id, employee_id: c.south1.employee.id },
    ]);
    const places = await db
      .selectFrom('memo_locations')
      .select('memo_id')
      .where(
        'memo_id',
        'in',
        memos.map((m) => m.id),
      )
      .execute();
    expect(places).toEqual([]);
  });

  it('sends a step whose time has passed at once, and refuses what cannot be used', async () => {
    const c = await team();
    const today = localDateTime(new Date(), 'America/Chicago').date;
    // A package whose first step is at midnight today: it goes out now.
    const early = (
      await c.p.post('create', c.manager.token, {
        name: 'Today',
        steps: [
          { template_id: c.pkg.steps[0]?.template.id, day_offset: 0, time: '00:00' },
          { template_id: c.pkg.steps[1]?.template.id, day_offset: 2 },
        ],
      })
    ).body.data.content;
    const now = await c.p.post<TTemplateSend>('use', c.manager.token, {
      id: early.id,
      start_date: today,
      recipient_ids: [c.north2.employee.id],
    });
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    const memos = await memosOf(now.body.data.content.id);
    expect(memos.map((m) => [m.status, m.start_at === null])).toEqual([
      ['published', true],
      ['scheduled', false],
    ]);
    const rows = await db
      .selectFrom('memo_responses')
      .select('employee_id')
      .where('memo_id', '=', memos[0]?.id ?? 0)
      .execute();
    expect(rows).toEqual([{ employee_id: c.north2.employee.id }]);

    const sendsBefore = await db
      .selectFrom('memo_template_sends')
      .select('id')
      .where('company_id', '=', c.companyId)
      .execute();
    const refuse = async (token: string, body: Record<string, unknown>, status: number, field?: string) => {
      const res = await c.use(token, body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (field) expect(Object.keys(res.body.errors ?? {})).toContain(field);
    };
    await refuse(
      c.manager.token,
      { start_date: '2020-01-01', recipient_ids: [c.north1.employee.id] },
      422,
      'start_date',
    );
    await refuse(
      c.manager.token,
      { start_date: '2030-13-45', recipient_ids: [c.north1.employee.id] },
      422,
      'start_date',
    );
    await refuse(c.manager.token, { start_date: '2030-03-08' }, 422, 'location_ids');
    // South1 is not the North manager's: outside their reach.
    await refuse(c.manager.token, { start_date: '2030-03-08', recipient_ids: [c.south1.employee.id] }, 422);
    const elsewhere = await buildLocation(db, (await buildCompany(db, 'Elsewhere')).company.id);
    await refuse(c.adminToken, { start_date: '2030-03-08', location_ids: [elsewhere.id] }, 404);
    const empty = (await c.p.post('create', c.manager.token, { name: 'Empty' })).body.data.content;
    const res = await c.p.post('use', c.manager.token, {
      id: empty.id,
      start_date: '2030-03-08',
      recipient_ids: [c.north1.employee.id],
    });
    expect(res.status).toBe(422);
    // An archived template in the package: archive it first, then nothing goes.
    await templateCalls(app, c.companyId).put('archive', c.manager.token, {
      id: c.pkg.steps[2]?.template.id,
    });
    const archived = await c.use(c.manager.token, {
      start_date: '2030-03-08',
      recipient_ids: [c.north1.employee.id],
    });
    expect(archived.status).toBe(422);
    expect(archived.body.errors).toEqual({ id: [PACKAGE_TEXT.archivedTemplate] });
    // Nothing was left half made.
    expect(
      await db.selectFrom('memo_template_sends').select('id').where('company_id', '=', c.companyId).execute(),
    ).toEqual(sendsBefore);
  });

  it('answers a retried use with the same Idempotency-Key once, making one send', async () => {
    const c = await team();
    const key = { 'idempotency-key': `use-${c.pkg.id}` };
    const body = { start_date: '2030-03-08', recipient_ids: [c.north1.employee.id] };
    const first = await c.use(c.manager.token, body, key);
    const again = await c.use(c.manager.token, body, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data.content.id).toBe(first.body.data.content.id);
    const sends = await db
      .selectFrom('memo_template_sends')
      .select('id')
      .where('company_id', '=', c.companyId)
      .execute();
    expect(sends).toHaveLength(1);
  });
});
