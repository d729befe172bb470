import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildCompany } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';
import { nowIso } from '../db/index.js';
import { JobRunner } from './runner.js';

const { db } = await buildTestApp();

const T0 = new Date('2026-03-02T14:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const ZCount = z.object({ n: z.number().int() });
let seq = 0;
const uniqueName = (what: string) => `test.${what}.${++seq}`;

/** A runner with one job that records what it ran; `fail(n)` makes attempts below n throw. */
function runnerWithJob(opts: { name?: string; failUntilAttempt?: number; maxAttempts?: number } = {}) {
  const name = opts.name ?? uniqueName('job');
  const ran: { n: number; attempt: number; jobId: number }[] = [];
  const runner = new JobRunner(db, { clock: () => T0 });
  const job = runner.define({
    name,
    schema: ZCount,
    ...(opts.maxAttempts ? { maxAttempts: opts.maxAttempts } : {}),
    handler: async ({ n }, ctx) => {
      if (ctx.attempt < (opts.failUntilAttempt ?? 0)) throw new Error(`attempt ${ctx.attempt} failed`);
      ran.push({ n, attempt: ctx.attempt, jobId: Number(ctx.jobId) });
    },
  });
  return { runner, job, ran, name };
}

const jobRow = (id: number) =>
  db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('jobs: enqueue and run', () => {
  it('runs a due job once with its checked payload, and not before its time', async () => {
    const { runner, job, ran } = runnerWithJob();
    const now = await job.enqueue({ n: 1 });
    const later = await job.enqueue({ n: 2 }, { runAt: at(60_000) });
    expect(await runner.runDue(T0)).toEqual({ done: 1, failed: 0 });
    expect(ran.map((r) => r.n)).toEqual([1]);
    expect(await runner.runDue(at(59_999))).toEqual({ done: 0, failed: 0 });
    expect(await runner.runDue(at(60_000))).toEqual({ done: 1, failed: 0 });
    expect(ran.map((r) => r.n)).toEqual([1, 2]);
    expect(await jobRow(now)).toMatchObject({
      status: 'done',
      attempts: 1,
      locked_by: null,
      last_error: null,
    });
    expect((await jobRow(later)).status).toBe('done');
  });

  it('refuses a payload its schema rejects, and an unknown job', async () => {
    const { job, runner } = runnerWithJob();
    await expect(job.enqueue({ n: 'one' } as unknown as { n: number })).rejects.toThrow();
    await expect(runner.enqueue('no.such.job', {})).rejects.toThrow("No job named 'no.such.job'");
  });

  it('dedupes by key: one job per key, even after it ran; replace moves one that has not started', async () => {
    const { runner, job, ran } = runnerWithJob();
    const key = `memo:${++seq}:publish`;
    const first = await job.enqueue({ n: 1 }, { key, runAt: at(10_000) });
    expect(await job.enqueue({ n: 2 }, { key })).toBe(first);
    expect(await job.enqueue({ n: 3 }, { key, runAt: at(5_000), replace: true })).toBe(first);
    expect(await runner.runDue(at(5_000))).toEqual({ done: 1, failed: 0 });
    expect(ran.map((r) => r.n)).toEqual([3]);
    expect(await job.enqueue({ n: 4 }, { key, replace: true })).toBe(first);
    expect(await runner.runDue(at(20_000))).toEqual({ done: 0, failed: 0 });
    expect(ran.map((r) => r.n)).toEqual([3]);
  });

  it('cancel drops a job that has not started', async () => {
    const { runner, job, ran } = runnerWithJob();
    const key = `cancel:${++seq}`;
    await job.enqueue({ n: 1 }, { key, runAt: at(1000) });
    expect(await runner.cancel(key)).toBe(true);
    expect(await runner.cancel(key)).toBe(false);
    await runner.runDue(at(2000));
    expect(ran).toEqual([]);
  });
});

describe('jobs: failures', () => {
  it('retries with exponential backoff, then succeeds', async () => {
    const { runner, job, ran } = runnerWithJob({ failUntilAttempt: 3 });
    const id = await job.enqueue({ n: 7 });
    expect(await runner.runDue(T0)).toEqual({ done: 0, failed: 1 });
    expect(await jobRow(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'attempt 1 failed',
      run_at: at(10_000).toISOString(),
    });
    expect(await runner.runDue(at(9_999))).toEqual({ done: 0, failed: 0 });
    expect(await runner.runDue(at(10_000))).toEqual({ done: 0, failed: 1 });
    expect((await jobRow(id)).run_at).toBe(at(30_000).toISOString());
    expect(await runner.runDue(at(30_000))).toEqual({ done: 1, failed: 0 });
    expect(ran).toEqual([{ n: 7, attempt: 3, jobId: id }]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 3 });
  });

  it('gives up after its last attempt and keeps the error', async () => {
    const { runner, job } = runnerWithJob({ failUntilAttempt: 99, maxAttempts: 2 });
    const id = await job.enqueue({ n: 1 });
    await runner.runDue(T0);
    await runner.runDue(at(10_000));
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 2, last_error: 'attempt 2 failed' });
    expect(await runner.runDue(at(3_600_000))).toEqual({ done: 0, failed: 0 });
  });

  it('a stored payload its schema rejects fails at once, without retries', async () => {
    const { runner, job, ran } = runnerWithJob();
    const id = await job.enqueue({ n: 1 });
    await db.updateTable('jobs').set({ payload: '{"n":"one"}' }).where('id', '=', id).execute();
    expect(await runner.runDue(T0)).toEqual({ done: 0, failed: 1 });
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(ran).toEqual([]);
  });

  it('a job whose runner died (lease ran out) is taken over by another runner', async () => {
    const { job, name } = runnerWithJob();
    const id = await job.enqueue({ n: 5 });
    await db
      .updateTable('jobs')
      .set({
        status: 'running',
        locked_by: 'dead-host:1',
        locked_until: at(300_000).toISOString(),
        attempts: 1,
      })
      .where('id', '=', id)
      .execute();
    const other = runnerWithJob({ name });
    expect(await other.runner.runDue(at(299_999))).toEqual({ done: 0, failed: 0 });
    expect(await other.runner.runDue(at(300_001))).toEqual({ done: 1, failed: 0 });
    expect(other.ran).toEqual([{ n: 5, attempt: 2, jobId: id }]);
  });
});

describe('jobs: restarts and several instances', () => {
  it('survives a restart: a new runner on the same database runs what the old one queued', async () => {
    const before = runnerWithJob();
    await before.job.enqueue({ n: 9 }, { runAt: at(3_600_000) });
    await before.runner.stop();
    const after = runnerWithJob({ name: before.name });
    expect(await after.runner.runDue(at(3_600_000))).toEqual({ done: 1, failed: 0 });
    expect(after.ran.map((r) => r.n)).toEqual([9]);
    expect(before.ran).toEqual([]);
  });

  it('two runners racing over the same queue never run a job twice', async () => {
    const a = runnerWithJob();
    const b = runnerWithJob({ name: a.name });
    const ids = [];
    for (let n = 0; n < 40; n++) ids.push(await a.job.enqueue({ n }));
    const [ra, rb] = await Promise.all([a.runner.runDue(T0), b.runner.runDue(T0)]);
    expect(ra.done + rb.done).toBe(40);
    const runs = [...a.ran, ...b.ran].map((r) => r.jobId).sort((x, y) => x - y);
    expect(runs).toEqual(ids.sort((x, y) => x - y));
  });

  it('a started runner polls and runs due jobs by itself, and stops cleanly', async () => {
    const name = uniqueName('polled');
    const runner = new JobRunner(db, { pollMs: 20 });
    const seen: number[] = [];
    const job = runner.define({ name, schema: ZCount, handler: async ({ n }) => void seen.push(n) });
    runner.start();
    await job.enqueue({ n: 1 }, { runAt: nowIso() });
    await expect.poll(() => seen, { timeout: 3000 }).toEqual([1]);
    await runner.stop();
  });
});

describe('jobs: schedules', () => {
  it('every minute: one job per minute however often and by however many runners it is checked', async () => {
    const name = uniqueName('tick');
    const ticks: string[] = [];
    const make = () => {
      const runner = new JobRunner(db, { clock: () => T0 });
      runner.define({
        name,
        schema: z.object({ at: z.string() }),
        handler: async ({ at }) => void ticks.push(at),
      });
      runner.schedule(name, { every: 'minute' });
      return runner;
    };
    const [one, two] = [make(), make()];
    await one.runDue(at(1_000));
    await two.runDue(at(30_000));
    await one.runDue(at(59_999));
    await two.runDue(at(60_000));
    expect(ticks).toEqual([T0.toISOString(), at(60_000).toISOString()]);
  });

  it('every hour: one job per hour, its payload the hour', async () => {
    const name = uniqueName('hourly');
    const ticks: string[] = [];
    const runner = new JobRunner(db, { clock: () => T0 });
    runner.define({
      name,
      schema: z.object({ at: z.string() }),
      handler: async ({ at }) => void ticks.push(at),
    });
    runner.schedule(name, { every: 'hour' });
    await runner.runDue(at(60_000));
    await runner.runDue(at(59 * 60_000));
    await runner.runDue(at(3_600_000));
    expect(ticks).toEqual([T0.toISOString(), at(3_600_000).toISOString()]);
  });

  it("daily per company: once a day, at the company's local time (its first location's zone)", async () => {
    const denver = await buildCompany(db, 'Denver Diner');
    await db
      .insertInto('locations')
      .values({
        company_id: denver.company.id,
        name: 'Main',
        timezone: 'America/Denver',
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    const chicago = await buildCompany(db, 'Chicago Cafe');
    const name = uniqueName('daily');
    const runs: { companyId: number; date: string; timeZone: string }[] = [];
    const runner = new JobRunner(db);
    runner.define({
      name,
      schema: z.object({ companyId: z.number(), date: z.string(), timeZone: z.string() }),
      handler: async (p) => void runs.push(p),
    });
    runner.schedule(name, { daily: '08:00', perCompany: true });
    const mine = () =>
      runs.filter((r) => r.companyId === denver.company.id || r.companyId === chicago.company.id);
    // 2026-03-02 13:59 UTC is 07:59 in Chicago (CST) and 06:59 in Denver (MST).
    await runner.runDue(new Date('2026-03-02T13:59:00Z'));
    expect(mine()).toEqual([]);
    await runner.runDue(new Date('2026-03-02T14:00:00Z'));
    expect(mine()).toEqual([
      { companyId: chicago.company.id, date: '2026-03-02', timeZone: 'America/Chicago' },
    ]);
    await runner.runDue(new Date('2026-03-02T15:00:00Z'));
    await runner.runDue(new Date('2026-03-02T23:00:00Z'));
    expect(mine()).toEqual([
      { companyId: chicago.company.id, date: '2026-03-02', timeZone: 'America/Chicago' },
      { companyId: denver.company.id, date: '2026-03-02', timeZone: 'America/Denver' },
    ]);
    await runner.runDue(new Date('2026-03-03T14:00:00Z'));
    expect(mine().map((r) => `${r.companyId}@${r.date}`)).toContain(`${chicago.company.id}@2026-03-03`);
    expect(mine()).toHaveLength(3);
  });

  it('refuses a daily time that is not HH:MM', () => {
    const runner = new JobRunner(db);
    const name = uniqueName('bad');
    runner.define({ name, schema: z.object({ date: z.string() }), handler: async () => undefined });
    expect(() => runner.schedule(name, { daily: '8am' })).toThrow('HH:MM');
    expect(() => runner.schedule('undefined.job', { every: 'minute' })).toThrow(
      "No job named 'undefined.job'",
    );
  });
});
