import { sql } from 'kysely';
import type { Database } from '../db/index.js';
import type { JobEngine } from '../jobs/engine.js';

/**
 * Job queue figures for the metrics, per job name. An engine answers them its own way: the
 * embedded runner from its `jobs` table (below); a BullMQ engine from `queue.getJobCounts('wait',
 * 'delayed', 'active', 'failed')` of each queue, which are the same four states.
 */
export interface JobCounts {
  name: string;
  /** Due now and not started. */
  waiting: number;
  /** Due later (a schedule's next run, a retry after its backoff). */
  delayed: number;
  /** Running now. */
  active: number;
  /** Failed for good (retries used up), still on record. */
  failed: number;
}

export type JobCountsSource = () => Promise<JobCounts[]>;

/** The embedded runner's queue (jobs/runner.ts): done jobs are not counted, the rest by state. */
export function embeddedJobCounts(db: Database, clock: () => Date = () => new Date()): JobCountsSource {
  return async () => {
    const now = clock().toISOString();
    const rows = await db
      .selectFrom('jobs')
      .select((eb) => [
        'name',
        sql<string>`case when ${eb.ref('status')} = 'pending' and ${eb.ref('run_at')} > ${now} then 'delayed' else ${eb.ref('status')} end`.as(
          'state',
        ),
        eb.fn.countAll<number>().as('n'),
      ])
      .where('status', 'in', ['pending', 'running', 'failed'])
      .groupBy(['name', 'state'])
      .execute();
    const byName = new Map<string, JobCounts>();
    for (const row of rows) {
      const c = byName.get(row.name) ?? { name: row.name, waiting: 0, delayed: 0, active: 0, failed: 0 };
      const n = Number(row.n);
      if (row.state === 'pending') c.waiting += n;
      else if (row.state === 'delayed') c.delayed += n;
      else if (row.state === 'running') c.active += n;
      else if (row.state === 'failed') c.failed += n;
      byName.set(row.name, c);
    }
    return [...byName.values()];
  };
}

/**
 * The figures of the engine the server runs: the embedded runner's per job name; BullMQ's for its
 * one queue (named `all`: BullMQ counts a queue's jobs by state, not by name).
 */
export function engineJobCounts(db: Database, engine: JobEngine): JobCountsSource {
  if (engine.kind === 'embedded') return embeddedJobCounts(db, () => engine.now());
  return async () => {
    const c = await engine.counts();
    return [{ name: 'all', waiting: c.waiting, delayed: c.delayed, active: c.active, failed: c.failed }];
  };
}
