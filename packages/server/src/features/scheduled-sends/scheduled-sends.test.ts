import type { TScheduledSend, TScheduledSendsPage, TSendablesPage } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany, memoResponseRows } from '../../../test/memos.js';
import { daysFromNow, newSchedule, scheduleCalls } from '../../../test/schedules.js';
import { newTemplate } from '../../../test/templates.js';

const { app, db, deps } = await buildTestApp();

async function team() {
  const c = await buildMemoCompany(db);
  const s = scheduleCalls(app, c.companyId);
  const hours = await newTemplate(app, c.companyId, c.manager.token, { title: 'Holiday hours' });
  return { ...c, s, hours };
}

const memosOf = (companyId: number, title: string) =>
  db
    .selectFrom('memos')
    .select(['id', 'status', 'template_id', 'published_at'])
    .where('company_id', '=', companyId)
    .where('title', '=', title)
    .orderBy('id')
    .execute();

describe('scheduled-sends: the calls', () => {
  it('schedules a template, lists it with its occurrences, edits, moves and deletes it', async () => {
    const t = await team();
    const sendables = await t.s.post<TSendablesPage>('list-sendables', t.manager.token, { terms: 'holiday' });
    expect(sendables.status).toBe(200);
    expect(sendables.body.data.content.sendables).toEqual([
      { kind: 'template', id: t.hours.id, name: 'Holiday hours' },
    ]);
    const date = daysFromNow(3);
    const made = await newSchedule(app, t.companyId, t.manager.token, {
      sendable_kind: 'template',
      sendable_id: t.hours.id,
      location_ids: [t.north.id],
      start_date: date,
      time: '09:00',
      repeat: 'daily',
      count: 3,
    });
    expect(made).toMatchObject({
      sendable: { kind: 'template', id: t.hours.id, name: 'Holiday hours' },
      time_zone: 'America/Chicago',
      repeat: 'daily',
      count: 3,
      run_count: 0,
      can_edit: true,
    });
    const from = new Date(`${date}T00:00:00Z`).toISOString();
    const to = new Date(Date.parse(from) + 10 * 86_400_000).toISOString();
    const list = await t.s.post<TScheduledSendsPage>('list', t.manager.token, { from, to });
    expect(list.body.data.content.scheduled_sends.map((x) => x.occurrences.length)).toEqual([3]);
    expect(list.body.data.content.total).toBe(1);
    // Dragged in the calendar: the start moves, the next occurrence with it.
    const moved = await t.s.put('update', t.manager.token, {
      id: made.id,
      start_date: daysFromNow(5),
      time: '10:30',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.content.next_at).not.toBe(made.next_at);
    expect(moved.body.data.content.time).toBe('10:30');
    const past = await t.s.put('update', t.manager.token, {
      id: made.id,
      start_date: daysFromNow(-5),
      repeat: 'once',
    });
    expect(past.status).toBe(422);
    const weekly = await t.s.put('update', t.manager.token, { id: made.id, repeat: 'weekly', weekdays: [] });
    expect(weekly.status).toBe(422);
    const got = await t.s.get('get', t.manager.token, { id: made.id });
    expect(got.body.data.content.start_date).toBe(daysFromNow(5));
    expect((await t.s.del('delete', t.manager.token, { id: made.id })).status).toBe(200);
    expect((await t.s.get('get', t.manager.token, { id: made.id })).status).toBe(404);
  });

  it('is management only: 403 for an employee; another manager’s schedule is 404; an admin sees it', async () => {
    const t = await team();
    const made = await newSchedule(app, t.companyId, t.manager.token, {
      sendable_kind: 'template',
      sendable_id: t.hours.id,
      location_ids: [t.north.id],
      start_date: daysFromNow(2),
      time: '08:00',
    });
    for (const [method, path] of [
      ['post', 'list'],
      ['post', 'list-sendables'],
      ['get', 'get'],
      ['put', 'update'],
      ['del', 'delete'],
    ] as const)
      expect((await t.s[method](path, t.north1.token, { id: made.id })).status, path).toBe(403);
    const other = await (await import('../../../test/factories.js')).buildMember(db, t.companyId, 'manager');
    expect((await t.s.get('get', other.token, { id: made.id })).status).toBe(404);
    expect((await t.s.get('get', t.adminToken, { id: made.id })).status).toBe(200);
  });

  it('refuses what cannot be scheduled: a rule in the past, a start after its end, weekly without days', async () => {
    const t = await team();
    const base = {
      sendable_kind: 'template',
      sendable_id: t.hours.id,
      location_ids: [t.north.id],
      time: '09:00',
    };
    const cases = [
      { start_date: daysFromNow(-2) },
      { start_date: daysFromNow(2), end_date: daysFromNow(1), repeat: 'daily' },
      { start_date: daysFromNow(2), repeat: 'weekly', weekdays: [] },
      { start_date: daysFromNow(2), location_ids: [] },
    ];
    for (const extra of cases)
      expect((await t.s.post('create', t.manager.token, { ...base, ...extra })).status).toBe(422);
  });
});

describe('the test clock', () => {
  it('is not there on a server without TEST_CLOCK', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/clock', payload: { advance_minutes: 5 } });
    // No such public route: an unknown /api path asks for a sign-in first; the clock stays real.
    expect(res.statusCode).toBe(401);
    expect(Math.abs(deps.jobs.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});

describe('the every-minute job', () => {
  it('publishes a due template once to its recipients and keeps the memo id on the run', async () => {
    const t = await team();
    const made = await newSchedule(app, t.companyId, t.manager.token, {
      sendable_kind: 'template',
      sendable_id: t.hours.id,
      location_ids: [t.north.id],
      start_date: daysFromNow(1),
      time: '09:00',
      time_zone: 'America/Phoenix',
    });
    const due = new Date(made.next_at ?? '');
    await deps.jobs.runDue(new Date(due.getTime() - 60_000));
    expect(await memosOf(t.companyId, 'Holiday hours')).toEqual([]);
    await deps.jobs.runDue(new Date(due.getTime() + 30_000));
    await deps.jobs.runDue(new Date(due.getTime() + 90_000));
    const memos = await memosOf(t.companyId, 'Holiday hours');
    expect(memos).toHaveLength(1);
    expect(memos[0]).toMatchObject({ status: 'published', template_id: t.hours.id });
    const memoId = memos[0]?.id ?? 0;
    expect((await memoResponseRows(db, memoId)).map((r) => r.employee_id).sort()).toEqual(
      [t.manager.employee.id, t.north1.employee.id, t.north2.employee.id].sort((a, b) => a - b),
    );
    const got = await t.s.get('get', t.manager.token, { id: made.id });
    expect(got.body.data.content).toMatchObject({
      next_at: null,
      run_count: 1,
      runs: [{ occurrence_at: due.toISOString(), status: 'sent', memo_ids: [memoId], reason: null }],
    });
  });

  it('a draft send: each occurrence publishes a copy of its memos, and the draft stays a draft', async () => {
    const t = await team();
    const draft = await (await import('../../../test/factories.js')).call<{ id: number }>(
      app,
      'POST',
      '/api/memo-template-sends/create',
      {
        token: t.manager.token,
        body: {
          company_id: t.companyId,
          name: 'Opening week',
          template_ids: [t.hours.id],
          location_ids: [t.north.id],
        },
      },
    );
    expect(draft.status).toBe(200);
    const sendId = draft.body.data.content.id;
    const sendables = await t.s.post<TSendablesPage>('list-sendables', t.manager.token, { kind: 'send' });
    expect(sendables.body.data.content.sendables).toEqual([
      { kind: 'send', id: sendId, name: 'Opening week' },
    ]);
    const made = await newSchedule(app, t.companyId, t.manager.token, {
      sendable_kind: 'send',
      sendable_id: sendId,
      recipient_ids: [t.north1.employee.id],
      start_date: daysFromNow(1),
      time: '07:15',
      repeat: 'daily',
      count: 2,
    });
    const first = Date.parse(made.next_at ?? '');
    await deps.jobs.runDue(new Date(first + 1000));
    await deps.jobs.runDue(new Date(first + 86_400_000 + 1000));
    const memos = await memosOf(t.companyId, 'Holiday hours');
    // The draft's own memo, and one published copy per occurrence.
    expect(memos.map((m) => m.status).sort()).toEqual(['draft', 'published', 'published']);
    const copies = memos.filter((m) => m.status === 'published');
    for (const m of copies)
      expect((await memoResponseRows(db, m.id)).map((r) => r.employee_id)).toEqual([t.north1.employee.id]);
    const send = await db
      .selectFrom('memo_template_sends')
      .select('status')
      .where('id', '=', sendId)
      .executeTakeFirstOrThrow();
    expect(send.status).toBe('draft');
    const got = await t.s.get('get', t.manager.token, { id: made.id });
    expect(got.body.data.content.runs.map((r) => r.memo_ids.length)).toEqual([1, 1]);
  });

  it('a run missed while the server was down goes out within 6 hours, else is recorded as skipped', async () => {
    const t = await team();
    const at = (time: string) =>
      newSchedule(app, t.companyId, t.manager.token, {
        sendable_kind: 'template',
        sendable_id: t.hours.id,
        location_ids: [t.north.id],
        start_date: daysFromNow(4),
        time,
        time_zone: 'America/Chicago',
      });
    const early = await at('03:00');
    const late = await at('08:00');
    // The server comes back at 10:00 Chicago: 08:00 is 2 h late (sent), 03:00 is 7 h late (skipped).
    const back = new Date(Date.parse(late.next_at ?? '') + 2 * 3_600_000);
    await deps.jobs.runDue(back);
    const runsOf = async (s: TScheduledSend) =>
      (await t.s.get('get', t.manager.token, { id: s.id })).body.data.content.runs;
    expect(await runsOf(early)).toMatchObject([
      { status: 'skipped', memo_ids: [], reason: 'Missed while the server was down' },
    ]);
    expect(await runsOf(late)).toMatchObject([{ status: 'sent' }]);
    expect(await memosOf(t.companyId, 'Holiday hours')).toHaveLength(1);
  });
});
