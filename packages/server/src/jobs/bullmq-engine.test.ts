import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bullMqEngines, uniquePrefix, waitFor } from '../../test/bullmq.js';
import { buildTestApp } from '../../test/harness.js';
import { loadConfig } from '../config.js';
import { jobIdOf, schedulePattern } from './bullmq-engine.js';

/**
 * The jobs on BullMQ, on a real Redis (TEST_REDIS_URL, else 127.0.0.1:6379) with a key prefix per
 * test: the same definitions as the embedded runner, retries backing off, the concurrency limit,
 * schedules as job schedulers (repeatable jobs), keys deduping.
 */

const { db } = await buildTestApp();
const engine = bullMqEngines(db);
const ZCount = z.object({ n: z.number().int() });

/** An engine with one job that records its runs; attempts below `failUntilAttempt` throw. */
function withJob(
  opts: { failUntilAttempt?: number; maxAttempts?: number; concurrency?: number; sleepMs?: number } = {},
) {
  const jobs = engine({
    backoff: { baseMs: 150, maxMs: 1000 },
    ...(opts.concurrency ? { concurrency: opts.concurrency } : {}),
  });
  const ran: { n: number; attempt: number; at: number }[] = [];
  const tries: number[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const job = jobs.define({
    name: 'test.record',
    schema: ZCount,
    ...(opts.maxAttempts ? { maxAttempts: opts.maxAttempts } : {}),
    handler: async ({ n }, ctx) => {
      tries.push(Date.now());
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        if (opts.sleepMs) await new Promise((r) => setTimeout(r, opts.sleepMs));
        if (ctx.attempt < (opts.failUntilAttempt ?? 0)) throw new Error(`attempt ${ctx.attempt} failed`);
        ran.push({ n, attempt: ctx.attempt, at: Date.now() });
      } finally {
        running--;
      }
    },
  });
  return { jobs, job, ran, tries, mostAtOnce: () => mostAtOnce };
}

describe('jobs on BullMQ', () => {
  it('runs enqueued jobs with their checked payload; a key dedupes while the job is kept', async () => {
    const { jobs, job, ran } = withJob();
    await expect(job.enqueue({ n: 'one' } as unknown as { n: number })).rejects.toThrow();
    await expect(jobs.enqueue('no.such.job', {})).rejects.toThrow("No job named 'no.such.job'");
    const keyed = await job.enqueue({ n: 1 }, { key: 'memo:1:publish' });
    expect(keyed).toBe(jobIdOf('memo:1:publish'));
    expect(await job.enqueue({ n: 9 }, { key: 'memo:1:publish' })).toBe(keyed);
    await job.enqueue({ n: 2 });
    await jobs.start();
    await waitFor(() => ran.length === 2, 10_000, 'two runs');
    // Done and kept: the key still dedupes.
    expect(await job.enqueue({ n: 3 }, { key: 'memo:1:publish' })).toBe(keyed);
    await waitFor(async () => (await jobs.counts()).completed === 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(ran.map((r) => r.n).sort()).toEqual([1, 2]);
    expect(await jobs.counts()).toMatchObject({ waiting: 0, active: 0, failed: 0, completed: 2 });
  });

  it('a failing job is retried with exponential backoff, then fails for good after its attempts', async () => {
    const { jobs, job, ran, tries } = withJob({ failUntilAttempt: 3 });
    await job.enqueue({ n: 7 });
    await jobs.start();
    await waitFor(() => ran.length === 1, 10_000, 'the third attempt');
    expect(ran[0]).toMatchObject({ n: 7, attempt: 3 });
    const [t1 = 0, t2 = 0, t3 = 0] = tries;
    // 150 ms, then 300 ms (base · 2^(n−1)).
    expect(t2 - t1).toBeGreaterThanOrEqual(140);
    expect(t3 - t2).toBeGreaterThanOrEqual(290);

    const never = withJob({ failUntilAttempt: 99, maxAttempts: 2 });
    const id = String(await never.job.enqueue({ n: 1 }));
    await never.jobs.start();
    await waitFor(
      async () => (await never.jobs.queue.getJob(id))?.finishedOn !== undefined,
      10_000,
      'the end',
    );
    const failed = await never.jobs.queue.getJob(id);
    expect(await failed?.getState()).toBe('failed');
    expect(failed?.attemptsMade).toBe(2);
    expect(failed?.failedReason).toBe('attempt 2 failed');
    expect(never.tries).toHaveLength(2);
  });

  it('a payload its schema rejects fails at once, without retries', async () => {
    const { jobs, tries } = withJob();
    // Written straight to the queue, past enqueue's check (an older release's payload, say).
    const bad = await jobs.queue.add('test.record', { n: 'seven' }, { attempts: 5 });
    await jobs.start();
    await waitFor(async () => (await bad.getState()) === 'failed', 10_000, 'the failure');
    const row = await jobs.queue.getJob(bad.id ?? '');
    expect(row?.attemptsMade).toBe(1);
    expect(tries).toEqual([]);
  });

  it('runs at most `concurrency` jobs at once', async () => {
    const { jobs, job, ran, mostAtOnce } = withJob({ concurrency: 2, sleepMs: 400 });
    for (let n = 0; n < 6; n++) await job.enqueue({ n });
    await jobs.start();
    await waitFor(() => ran.length === 6, 10_000, 'six runs');
    expect(mostAtOnce()).toBe(2);
  });

  it('replace moves a job that has not started; cancel drops one', async () => {
    const { jobs, job, ran } = withJob();
    const later = new Date(Date.now() + 3_600_000);
    await job.enqueue({ n: 1 }, { key: 'a', runAt: later });
    await job.enqueue({ n: 2 }, { key: 'a', runAt: new Date(), replace: true });
    await job.enqueue({ n: 3 }, { key: 'b', runAt: later });
    expect(await jobs.cancel('b')).toBe(true);
    expect(await jobs.cancel('b')).toBe(false);
    await jobs.start();
    await waitFor(() => ran.length === 1, 10_000, 'the replaced job');
    expect(ran.map((r) => r.n)).toEqual([2]);
    expect(await jobs.counts()).toMatchObject({ delayed: 0, waiting: 0 });
  });

  it('schedules fire through job schedulers (repeatable jobs), once per moment however many engines start', async () => {
    const prefix = uniquePrefix();
    const ticks: string[] = [];
    const twoEngines = [engine({ prefix }), engine({ prefix })];
    for (const jobs of twoEngines) {
      jobs.define({
        name: 'test.tick',
        schema: z.object({ at: z.string() }),
        handler: async ({ at }) => {
          ticks.push(at);
        },
      });
      jobs.schedule('test.tick', { every: 'minute' });
    }
    for (const jobs of twoEngines) await jobs.start();
    await waitFor(() => ticks.length >= 1, 10_000, 'the first tick');
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    expect(Math.abs(Date.parse(ticks[0] ?? '') - minute.getTime())).toBeLessThanOrEqual(60_000);
    const schedulers = await twoEngines[0]?.queue.getJobSchedulers();
    expect(schedulers?.map((s) => [s.key, s.pattern])).toEqual([['schedule.test.tick', '* * * * *']]);
    // Both engines fired at start: the minute's key let one job through.
    await new Promise((r) => setTimeout(r, 500));
    expect(new Set(ticks).size).toBe(ticks.length);
  });

  it('maps schedules to UTC patterns', () => {
    expect(schedulePattern({ every: 'minute' })).toBe('* * * * *');
    expect(schedulePattern({ every: 'hour' })).toBe('0 * * * *');
    expect(schedulePattern({ daily: '03:30' })).toBe('30 3 * * *');
    expect(schedulePattern({ daily: '08:00', perCompany: true })).toBe('* * * * *');
  });
});

describe('choosing the engine', () => {
  it('BullMQ with REDIS_URL unless JOBS_ENGINE says embedded; the test clock keeps the embedded runner', () => {
    const base = { NODE_ENV: 'test' as const };
    expect(loadConfig(base).jobs.engine).toBe('embedded');
    expect(loadConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379' }).jobs.engine).toBe('bullmq');
    expect(
      loadConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379', JOBS_ENGINE: 'embedded' }).jobs.engine,
    ).toBe('embedded');
    expect(loadConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379', TEST_CLOCK: '1' }).jobs.engine).toBe(
      'embedded',
    );
    expect(() => loadConfig({ ...base, JOBS_ENGINE: 'bullmq' })).toThrow(
      /JOBS_ENGINE: bullmq needs REDIS_URL/,
    );
    expect(() =>
      loadConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379', JOBS_ENGINE: 'bullmq', TEST_CLOCK: '1' }),
    ).toThrow(/JOBS_ENGINE/);
    expect(loadConfig({ ...base, JOBS_CONCURRENCY: '8' }).jobs.concurrency).toBe(8);
  });
});
