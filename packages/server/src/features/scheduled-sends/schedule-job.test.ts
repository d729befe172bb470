import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany } from '../../../test/memos.js';
import { newSchedule } from '../../../test/schedules.js';
import { newTemplate } from '../../../test/templates.js';
import { JobRunner } from '../../jobs/runner.js';
import { runDueSchedules } from './schedule-runs.js';
import { registerScheduledSendJobs } from './scheduled-sends.jobs.js';

/**
 * The every-minute job with a driven clock: occurrences across the daylight-saving changes of
 * 2027 (America/Chicago moves, America/Phoenix does not), and exactly once under two runners.
 */

const { app, db, deps } = await buildTestApp();
const HOUR = 3_600_000;

async function team(title: string) {
  const c = await buildMemoCompany(db);
  const template = await newTemplate(app, c.companyId, c.manager.token, { title });
  const schedule = (extra: Record<string, unknown>) =>
    newSchedule(app, c.companyId, c.manager.token, {
      sendable_kind: 'template',
      sendable_id: template.id,
      location_ids: [c.north.id],
      ...extra,
    });
  return { ...c, template, schedule };
}

const runsOf = (scheduleId: number) =>
  db
    .selectFrom('scheduled_send_runs')
    .selectAll()
    .where('schedule_id', '=', scheduleId)
    .orderBy('occurrence_at')
    .execute();

/**
 * Drives the runner's clock day by day from `first` to `last` (YYYY-MM-DD), every hour from
 * 13:00 to 17:00 UTC (the hours the occurrences fall in), as ticks would.
 */
async function drive(first: string, last: string) {
  for (let day = Date.parse(`${first}T13:00:00Z`); day <= Date.parse(`${last}T13:00:00Z`); day += 86_400_000)
    for (let t = day; t <= day + 4 * HOUR; t += HOUR) await deps.jobs.runDue(new Date(t));
}

describe('a driven clock across daylight-saving changes', () => {
  // Dozens of ticks of the whole runner: given room on a busy two-core machine.
  it('daily 09:00 stays 09:00 in Chicago (UTC moves an hour) and in Phoenix (UTC stays)', {
    timeout: 90_000,
  }, async () => {
    const t = await team('Line check');
    const chicago = await t.schedule({
      start_date: '2027-03-12',
      time: '09:00',
      repeat: 'daily',
      count: 4,
      time_zone: 'America/Chicago',
    });
    const phoenix = await t.schedule({
      start_date: '2027-03-12',
      time: '09:00',
      repeat: 'daily',
      count: 4,
      time_zone: 'America/Phoenix',
    });
    await drive('2027-03-12', '2027-03-15');
    const sent = async (id: number) =>
      (await runsOf(id)).map((r) => [new Date(r.occurrence_at).toISOString(), r.status]);
    expect(await sent(chicago.id)).toEqual([
      ['2027-03-12T15:00:00.000Z', 'sent'],
      ['2027-03-13T15:00:00.000Z', 'sent'],
      ['2027-03-14T14:00:00.000Z', 'sent'],
      ['2027-03-15T14:00:00.000Z', 'sent'],
    ]);
    expect(await sent(phoenix.id)).toEqual([
      ['2027-03-12T16:00:00.000Z', 'sent'],
      ['2027-03-13T16:00:00.000Z', 'sent'],
      ['2027-03-14T16:00:00.000Z', 'sent'],
      ['2027-03-15T16:00:00.000Z', 'sent'],
    ]);
    // Each went out at the first (hourly) tick at or after its occurrence, with one memo each.
    for (const run of [...(await runsOf(chicago.id)), ...(await runsOf(phoenix.id))]) {
      const [memoId] = JSON.parse(run.memo_ids) as number[];
      const memo = await db
        .selectFrom('memos')
        .select('published_at')
        .where('id', '=', memoId ?? 0)
        .executeTakeFirstOrThrow();
      const late = Date.parse(memo.published_at ?? '') - Date.parse(run.occurrence_at);
      expect(late).toBeGreaterThanOrEqual(0);
      expect(late).toBeLessThan(HOUR);
    }
  });

  it('across the autumn change in Chicago', { timeout: 90_000 }, async () => {
    const t = await team('Inventory');
    const s = await t.schedule({
      start_date: '2027-11-06',
      time: '09:00',
      repeat: 'daily',
      end_date: '2027-11-08',
      time_zone: 'America/Chicago',
    });
    await drive('2027-11-06', '2027-11-08');
    expect((await runsOf(s.id)).map((r) => new Date(r.occurrence_at).toISOString())).toEqual([
      '2027-11-06T14:00:00.000Z',
      '2027-11-07T15:00:00.000Z',
      '2027-11-08T15:00:00.000Z',
    ]);
  });
});

describe('exactly once', () => {
  it('two runners racing on the same minute send each occurrence once', async () => {
    const t = await team('Race');
    const made = [];
    for (let i = 0; i < 12; i++)
      made.push(await t.schedule({ start_date: '2028-01-10', time: '09:00', time_zone: 'America/Chicago' }));
    const due = new Date(Date.parse(made[0]?.next_at ?? '') + 1000);
    // A second instance on the same database, with the same jobs.
    const other = new JobRunner(db);
    registerScheduledSendJobs(other, deps);
    const log = () => undefined;
    await Promise.all([
      deps.jobs.runDue(due),
      other.runDue(due),
      runDueSchedules({ ...deps, log }, due),
      runDueSchedules({ ...deps, log }, due),
    ]);
    for (const s of made) {
      const runs = await runsOf(s.id);
      expect(runs.map((r) => r.status)).toEqual(['sent']);
      expect(JSON.parse(runs[0]?.memo_ids ?? '[]')).toHaveLength(1);
    }
    const memos = await db
      .selectFrom('memos')
      .select(sql<number>`count(*)`.as('n'))
      .where('company_id', '=', t.companyId)
      .where('title', '=', 'Race')
      .executeTakeFirstOrThrow();
    expect(Number(memos.n)).toBe(made.length);
  });
});

describe('a package, scheduled', () => {
  it('starts the package on the occurrence: day 0 goes with it, a later day is scheduled in the zone', async () => {
    const t = await team('Welcome aboard');
    const later = await newTemplate(app, t.companyId, t.manager.token, { title: 'Food safety' });
    const made = await app.inject({
      method: 'POST',
      url: '/api/memo-template-packages/create',
      headers: { authorization: `Bearer ${t.manager.token}` },
      payload: {
        company_id: t.companyId,
        name: 'First week',
        steps: [
          { template_id: t.template.id, day_offset: 0, time: '08:00' },
          { template_id: later.id, day_offset: 1, time: '14:30' },
        ],
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const pkg = made.json<{ data: { content: { id: number } } }>().data.content;
    const schedule = await t.schedule({
      sendable_kind: 'package',
      sendable_id: pkg.id,
      // A day no other test of this file drives: the runner runs each minute's job once, so a
      // minute another test ticks (2027-03-12 15:00 UTC, say) would already be done for it.
      start_date: '2027-04-20',
      time: '09:00',
      time_zone: 'America/Chicago',
    });
    await deps.jobs.runDue(new Date('2027-04-20T14:00:30Z'));
    const [run, ...more] = await runsOf(schedule.id);
    expect(more).toEqual([]);
    expect(run?.status).toBe('sent');
    const memos = await db
      .selectFrom('memos')
      .select(['title', 'start_at', 'status'])
      .where('company_id', '=', t.companyId)
      .where('title', 'in', ['Welcome aboard', 'Food safety'])
      .orderBy('id')
      .execute();
    // 08:00 on day 0 is before the 09:00 occurrence: it goes with it. Day 1 at 14:30 CDT is 19:30 UTC.
    expect(memos.map((m) => [m.title, m.start_at ? new Date(m.start_at).toISOString() : null])).toEqual([
      ['Welcome aboard', null],
      ['Food safety', '2027-04-21T19:30:00.000Z'],
    ]);
  });
});
