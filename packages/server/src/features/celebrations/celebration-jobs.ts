import type { Database } from '../../db/index.js';
import type { JobEngine } from '../../jobs/engine.js';
import { ZHourTick } from '../../jobs/schedules.js';
import { createDueCelebrations } from './auto-celebrations.js';

/**
 * Every hour, tomorrow's birthdays and work anniversaries become scheduled celebrations (each in
 * its employee's own time zone, so every zone's "tomorrow" is seen the day before). Idempotent:
 * a retried or doubled run makes nothing twice. The memo minute job publishes them at 09:00.
 */
export function registerCelebrationJobs(jobs: JobEngine, deps: { db: Database }): void {
  jobs.define({
    name: 'celebrations.create-due',
    schema: ZHourTick,
    handler: async (_tick, { now }) => {
      await createDueCelebrations({ db: deps.db, now });
    },
  });
  jobs.schedule('celebrations.create-due', { every: 'hour' });
}
