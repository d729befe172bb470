import { MEDIA_MAX_PER_MEMO, MEDIA_TEXT } from '@teamline/shared';
import { sql } from 'kysely';
import type { Storage } from '../../adapters/storage.js';
import { type Database, dialectOf } from '../../db/index.js';
import type { MemoMediaRow, MemoRow } from '../../db/schema.js';
import { invalid } from '../../http/errors.js';
import type { Member } from '../../policies/index.js';
import { cleanFilename, displayName, removeStoredFiles, storeMemoFile } from './media-files.js';
import { detectMediaKind } from './media-types.js';

/**
 * Attaching files to a memo and detaching them (spec §4: messages, surveys and celebrations
 * "have media attached or detached", in any status). The caller found the memo with findMemo,
 * so another company's memo, or one the caller may not manage, has already answered 404.
 */

type Log = (err: unknown, key: string) => void;

const liveCount = async (db: Database, memoId: number) =>
  Number(
    (
      await db
        .selectFrom('memo_media')
        .select(sql<number>`count(*)`.as('n'))
        .where('memo_id', '=', memoId)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function attachMedia(opts: {
  db: Database;
  storage: Storage;
  member: Member;
  memo: MemoRow;
  file: { name: string; buffer: Buffer } | undefined;
  name?: string;
  onStorageError: Log;
}): Promise<MemoMediaRow> {
  const { db, storage, member, memo, file } = opts;
  if (!file?.buffer.length) throw invalid({ file: [MEDIA_TEXT.fileRequired] });
  const kind = await detectMediaKind(file.buffer);
  if (!kind) throw invalid({ file: [MEDIA_TEXT.fileType] });
  // Checked before storing (the usual refusal costs no upload), and again under the memo's lock.
  if ((await liveCount(db, memo.id)) >= MEDIA_MAX_PER_MEMO) throw invalid({ file: [MEDIA_TEXT.tooMany] });
  const stored = await storeMemoFile({
    storage,
    companyId: member.companyId,
    memoId: memo.id,
    bytes: file.buffer,
    kind,
  });
  const originalFilename = cleanFilename(file.name);
  try {
    return await db.transaction().execute(async (trx) => {
      const lock = trx.selectFrom('memos').select('id').where('id', '=', memo.id);
      await (dialectOf(db) === 'postgres' ? lock.forUpdate() : lock).execute();
      if ((await liveCount(trx, memo.id)) >= MEDIA_MAX_PER_MEMO)
        throw invalid({ file: [MEDIA_TEXT.tooMany] });
      return trx
        .insertInto('memo_media')
        .values({
          company_id: member.companyId,
          memo_id: memo.id,
          name: displayName(opts.name, originalFilename),
          original_filename: originalFilename,
          mime: kind.mime,
          size: file.buffer.length,
          type: kind.ext,
          type_category: kind.category,
          storage_key: stored.storageKey,
          thumb_key: stored.thumbKey,
          creator_id: member.employeeId,
          created_at: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (err) {
    await removeStoredFiles(storage, [stored.storageKey, stored.thumbKey], opts.onStorageError);
    throw err;
  }
}

/** Detaches one live file of the memo (422 when it is not attached) and removes its bytes. */
export async function detachMedia(opts: {
  db: Database;
  storage: Storage;
  memo: MemoRow;
  mediaId: number;
  onStorageError: Log;
}): Promise<void> {
  const { db, memo } = opts;
  const row = await db
    .updateTable('memo_media')
    .set({ deleted_at: new Date().toISOString() })
    .where('id', '=', opts.mediaId)
    .where('memo_id', '=', memo.id)
    .where('company_id', '=', memo.company_id)
    .where('deleted_at', 'is', null)
    .returning(['storage_key', 'thumb_key'])
    .executeTakeFirst();
  if (!row) throw invalid({ media_id: [MEDIA_TEXT.notAttached] });
  await removeStoredFiles(opts.storage, [row.storage_key, row.thumb_key], opts.onStorageError);
}
