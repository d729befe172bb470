import type { Database } from '../../db/index.js';
import type { JobEngine } from '../../jobs/engine.js';
import { ZMinuteTick } from '../../jobs/schedules.js';
import type { Realtime } from '../../realtime/realtime.js';
import { notifyRevealedMemos } from './memo-notify.js';
import { expireDueMemos, publishDueMemos } from './memo-publish.js';

/**
 * Memo schedules, checked every minute: scheduled memos whose start_at has come are published,
 * published memos whose reveal_at has come are announced to their recipients (both services push
 * the tray items once committed), and memos past their end_at expire. All are idempotent, so a
 * retried or doubled tick changes nothing more.
 */
export function registerMemoJobs(jobs: JobEngine, deps: { db: Database; realtime: Realtime }): void {
  jobs.define({
    name: 'memos.publish-due',
    schema: ZMinuteTick,
    handler: async (_tick, { now }) => {
      await publishDueMemos({ ...deps, now });
      await notifyRevealedMemos({ ...deps, now });
    },
  });
  jobs.schedule('memos.publish-due', { every: 'minute' });
  jobs.define({
    name: 'memos.expire-due',
    schema: ZMinuteTick,
    handler: async (_tick, { now }) => {
      await expireDueMemos({ db: deps.db, now });
    },
  });
  jobs.schedule('memos.expire-due', { every: 'minute' });
}
