import type { Storage } from '../../adapters/storage.js';
import type { Database } from '../../db/index.js';
import type { JobEngine } from '../../jobs/engine.js';
import { ZMinuteTick } from '../../jobs/schedules.js';
import type { TestClock } from '../../jobs/test-clock.js';
import type { Realtime } from '../../realtime/realtime.js';
import { runDueSchedules } from './schedule-runs.js';

/**
 * Every minute: each scheduled send whose occurrence has come is sent once (schedule-runs.ts).
 * A schedule that fails for another reason than the memo rules is left due and tried again on
 * the next tick; the others go on.
 */
export function registerScheduledSendJobs(
  jobs: JobEngine,
  deps: { db: Database; realtime: Realtime; storage: Storage; testClock?: TestClock | null },
): void {
  const { testClock, ...runDeps } = deps;
  jobs.define({
    name: 'scheduled-sends.run-due',
    schema: ZMinuteTick,
    handler: async (_tick, { now }) => {
      const log = jobs.logger();
      await runDueSchedules(
        {
          ...runDeps,
          ...(testClock ? { afterClaim: testClock.afterClaim } : {}),
          log: (err, key) => log?.warn({ err, key }, 'a stored file could not be removed'),
          onError: (err, id) =>
            log?.error({ err, scheduleId: id }, 'a scheduled send failed; retried next minute'),
        },
        now,
      );
    },
  });
  jobs.schedule('scheduled-sends.run-due', { every: 'minute' });
}
