import type { Database } from '../db/index.js';
import type { JobCounts } from './engine.js';

/** The embedded runner's jobs by state (the `jobs` table): pending ones not due yet count as delayed. */
export async function tableCounts(db: Database, now: Date): Promise<JobCounts> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      'status',
      eb.case().when('run_at', '>', at).then(1).else(0).end().as('later'),
      eb.fn.countAll<number | string>().as('n'),
    ])
    .groupBy(['status', 'later'])
    .execute();
  const n = (status: string, later?: number) =>
    rows
      .filter((r) => r.status === status && (later === undefined || Number(r.later) === later))
      .reduce((sum, r) => sum + Number(r.n), 0);
  return {
    waiting: n('pending', 0),
    active: n('running'),
    delayed: n('pending', 1),
    failed: n('failed'),
    completed: n('done'),
  };
}
