import type { Database } from '../../db/index.js';
import type { JobEngine } from '../../jobs/engine.js';
import { ZMinuteTick } from '../../jobs/schedules.js';
import type { Realtime } from '../../realtime/realtime.js';
import { openDueCheckins } from './checkins.service.js';

/** Every minute, scheduled check-ins whose due time has come open and notify their employee (once). */
export function registerFollowupJobs(jobs: JobEngine, deps: { db: Database; realtime: Realtime }): void {
  jobs.define({
    name: 'checkins.open-due',
    schema: ZMinuteTick,
    handler: async (_tick, { now }) => {
      await openDueCheckins({ db: deps.db, realtime: deps.realtime, now });
    },
  });
  jobs.schedule('checkins.open-due', { every: 'minute' });
}
