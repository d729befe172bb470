import type { Database } from '../db/index.js';
import type { JobEngine } from './engine.js';
import { ZDay } from './schedules.js';

const DAY = 86_400_000;

/** Jobs of the platform itself; features register theirs the same way (see docs/architecture.md). */
export function registerCoreJobs(jobs: JobEngine, db: Database): void {
  // Finished jobs are kept a while for support (done: 7 days, failed: 30), then their keys are freed;
  // kept Idempotency-Key answers after their day.
  jobs.define({
    name: 'jobs.prune',
    schema: ZDay,
    handler: async (_payload, { now }) => {
      await db
        .deleteFrom('jobs')
        .where((eb) =>
          eb.or([
            eb.and([
              eb('status', '=', 'done'),
              eb('finished_at', '<', new Date(now.getTime() - 7 * DAY).toISOString()),
            ]),
            eb.and([
              eb('status', '=', 'failed'),
              eb('finished_at', '<', new Date(now.getTime() - 30 * DAY).toISOString()),
            ]),
          ]),
        )
        .execute();
      // Idempotency-Key answers are kept 24 hours (http/idempotency.ts).
      await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', new Date(now.getTime() - DAY).toISOString())
        .execute();
    },
  });
  jobs.schedule('jobs.prune', { daily: '03:30' });
}
