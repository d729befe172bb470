import type { Storage } from '../../adapters/storage.js';
import type { Database } from '../../db/index.js';
import type { JobEngine } from '../../jobs/engine.js';
import { ZHourTick } from '../../jobs/schedules.js';
import { removeStoredFiles } from './form-files.js';

/**
 * Files uploaded with forms/uploadFile that no saved response took (the phone went away, the
 * response was never sent) are kept for a grace period, so a response being filled in can still
 * name them, then the hourly job deletes their rows and stored bytes (decisions.md, Media polish).
 * The row goes first, only while it is still free: a response saved at that moment either took
 * the file before (then it stays) or is refused as naming an unknown file.
 */

export const FORM_FILE_GRACE_MS = 24 * 3_600_000;
const BATCH = 500;

type Log = (err: unknown, key: string) => void;

/** Deletes the free files uploaded before `now` − grace; answers how many went. */
export async function removeUnclaimedFormFiles(opts: {
  db: Database;
  storage: Storage;
  now: Date;
  onStorageError: Log;
}): Promise<number> {
  const cutoff = new Date(opts.now.getTime() - FORM_FILE_GRACE_MS).toISOString();
  let removed = 0;
  for (;;) {
    const ids = (
      await opts.db
        .selectFrom('form_response_files')
        .select('id')
        .where('form_response_id', 'is', null)
        .where('created_at', '<', cutoff)
        .orderBy('id')
        .limit(BATCH)
        .execute()
    ).map((r) => r.id);
    if (!ids.length) return removed;
    const gone = await opts.db
      .deleteFrom('form_response_files')
      .where('id', 'in', ids)
      .where('form_response_id', 'is', null)
      .returning(['storage_key', 'thumb_key'])
      .execute();
    await removeStoredFiles(
      opts.storage,
      gone.flatMap((r) => [r.storage_key, r.thumb_key]),
      opts.onStorageError,
    );
    removed += gone.length;
    if (ids.length < BATCH) return removed;
  }
}

export function registerFormJobs(jobs: JobEngine, deps: { db: Database; storage: Storage }): void {
  jobs.define({
    name: 'forms.remove-unclaimed-files',
    schema: ZHourTick,
    handler: async (_tick, { now }) => {
      await removeUnclaimedFormFiles({
        db: deps.db,
        storage: deps.storage,
        now,
        onStorageError: (err, key) =>
          jobs.logger()?.warn({ err, key }, 'an unclaimed form file was not removed'),
      });
    },
  });
  jobs.schedule('forms.remove-unclaimed-files', { every: 'hour' });
}
