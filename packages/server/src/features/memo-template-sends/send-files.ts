import { MEDIA_TEXT, SEND_TEXT } from '@teamline/shared';
import type { Storage } from '../../adapters/storage.js';
import type { Database } from '../../db/index.js';
import type { MemoMediaRow, MemoRow } from '../../db/schema.js';
import type { MemoTemplateSendRow } from '../../db/schema-templates.js';
import { invalid } from '../../http/errors.js';
import type { Member } from '../../policies/member.js';
import { attachMedia, detachMedia, type MediaSource } from '../media/media.service.js';
import type { Log } from '../memo-templates/template-media.js';
import { assertNotArchived, findSendMemo, sendMemos, touch } from './memo-template-sends.service.js';

/** A send's files: the same file on every memo of the send, or on one memo (memo/media). */

/**
 * PUT media (memoId left out: every memo of the send, a copy each) and POST memo/media (one
 * memo): attachMedia's kinds and limits. If one memo refuses, the copies made go again.
 */
export async function attachSendFile(opts: {
  db: Database;
  storage: Storage;
  member: Member;
  send: MemoTemplateSendRow;
  memoId: number | undefined;
  /** An upload, or a file of the company's media library (copied to each memo). */
  source: MediaSource;
  name: string | undefined;
  log: Log;
}): Promise<void> {
  const { db, storage, member, send } = opts;
  assertNotArchived(send);
  const memos =
    opts.memoId === undefined ? await sendMemos(db, send.id) : [await findSendMemo(db, send, opts.memoId)];
  if (!memos.length) throw invalid({ id: [SEND_TEXT.noMemos] });
  const done: { memo: MemoRow; row: MemoMediaRow }[] = [];
  try {
    for (const memo of memos) {
      const row = await attachMedia({
        db,
        storage,
        member,
        memo,
        source: opts.source,
        name: opts.name,
        onStorageError: opts.log,
      });
      done.push({ memo, row });
    }
  } catch (err) {
    for (const d of done)
      await detachMedia({ db, storage, memo: d.memo, mediaId: d.row.id, onStorageError: opts.log });
    throw err;
  }
  await touch(db, member, send);
}

/** A live file of a memo of the send (of memoId's when named), else 422 on media_id. */
export async function findSendFile(
  db: Database,
  send: MemoTemplateSendRow,
  mediaId: number,
  memoId?: number,
): Promise<MemoMediaRow> {
  let q = db
    .selectFrom('memo_media')
    .selectAll()
    .where('id', '=', mediaId)
    .where('company_id', '=', send.company_id)
    .where('deleted_at', 'is', null)
    .where('memo_id', 'in', (eb) =>
      eb
        .selectFrom('memos')
        .select('id')
        .where('template_send_id', '=', send.id)
        .where('deleted_at', 'is', null),
    );
  if (memoId !== undefined) q = q.where('memo_id', '=', memoId);
  const row = await q.executeTakeFirst();
  if (!row) throw invalid({ media_id: [MEDIA_TEXT.notAttached] });
  return row;
}

/** DELETE media / memo/media: detaches a file of a memo of the send (detachMedia: its bytes go). */
export async function detachSendFile(opts: {
  db: Database;
  storage: Storage;
  member: Member;
  send: MemoTemplateSendRow;
  memoId: number | undefined;
  mediaId: number;
  log: Log;
}): Promise<void> {
  const { db, send } = opts;
  assertNotArchived(send);
  if (opts.memoId !== undefined) await findSendMemo(db, send, opts.memoId);
  const file = await findSendFile(db, send, opts.mediaId, opts.memoId);
  const memo = await findSendMemo(db, send, file.memo_id);
  await detachMedia({ db, storage: opts.storage, memo, mediaId: file.id, onStorageError: opts.log });
  await touch(db, opts.member, send);
}
