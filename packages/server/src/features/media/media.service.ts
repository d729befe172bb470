import { MEDIA_MAX_PER_MEMO, MEDIA_TEXT } from '@teamline/shared';
import { sql } from 'kysely';
import type { Storage } from '../../adapters/storage.js';
import { type Database, dialectOf } from '../../db/index.js';
import type { MemoMediaRow, MemoRow } from '../../db/schema.js';
import type { MediaRow } from '../../db/schema-media.js';
import { invalid } from '../../http/errors.js';
import type { Member } from '../../policies/index.js';
import {
  cleanFilename,
  copyLibraryFile,
  displayName,
  removeStoredFiles,
  storeMemoFile,
} from './media-files.js';
import { detectMediaKind, type MediaKind } from './media-types.js';

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

/** What a memo attachment is made from: an uploaded file, or a file of the media library (copied). */
export type MediaSource =
  | { file: { name: string; buffer: Buffer } | undefined; library?: undefined }
  | { file?: undefined; library: MediaRow };

export async function attachMedia(opts: {
  db: Database;
  storage: Storage;
  member: Member;
  memo: MemoRow;
  source: MediaSource;
  name?: string;
  onStorageError: Log;
}): Promise<MemoMediaRow> {
  const { db, storage, member, memo, source } = opts;
  const described = await describeSource(source);
  // Checked before storing (the usual refusal costs no upload), and again under the memo's lock.
  if ((await liveCount(db, memo.id)) >= MEDIA_MAX_PER_MEMO) throw invalid({ file: [MEDIA_TEXT.tooMany] });
  const stored = source.library
    ? await copyLibraryFile({
        storage,
        companyId: member.companyId,
        folder: `memo-media/${member.companyId}/${memo.id}`,
        source: source.library,
      })
    : await storeMemoFile({
        storage,
        companyId: member.companyId,
        memoId: memo.id,
        bytes: (source.file as { buffer: Buffer }).buffer,
        kind: described.kind,
      });
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
          name: displayName(opts.name ?? described.name, described.originalFilename),
          original_filename: described.originalFilename,
          mime: described.kind.mime,
          size: described.size,
          type: described.kind.ext,
          type_category: described.kind.category,
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

/** The kind, size and names of what is attached: an upload checked by its bytes, or a library file's row. */
export async function describeSource(source: MediaSource): Promise<{
  kind: MediaKind;
  size: number;
  originalFilename: string;
  name: string | undefined;
}> {
  if (source.library) {
    const l = source.library;
    const kind = { mime: l.mime, ext: l.type, category: l.type_category as MediaKind['category'] };
    return { kind, size: Number(l.size), originalFilename: l.original_filename, name: l.name };
  }
  const file = source.file;
  if (!file?.buffer.length) throw invalid({ file: [MEDIA_TEXT.fileRequired] });
  const kind = await detectMediaKind(file.buffer);
  if (!kind) throw invalid({ file: [MEDIA_TEXT.fileType] });
  return { kind, size: file.buffer.length, originalFilename: cleanFilename(file.name), name: undefined };
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
