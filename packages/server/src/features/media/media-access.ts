import { mimeOfKey } from '../../adapters/storage.js';
import type { Database } from '../../db/index.js';
import { notFound } from '../../http/errors.js';
import { isManagement, type Member } from '../../policies/index.js';
import { acknowledgementPrefix } from '../memos/acknowledge-input.js';

/** A stored file the caller may read, with what its answer needs. */
export interface ServableFile {
  key: string;
  mime: string;
  /** From the row when known (ranges are checked against it), else null. */
  size: number | null;
  /** The name offered in content-disposition. */
  filename: string;
}

const fileMissing = () => notFound('File not found');

/**
 * Who may read a stored file of company_id (GET media/signature): a memo's attachment (or its
 * thumbnail) by the company's management and by the employees the memo was published to (a
 * response row exists); an acknowledgement photo by the company's management. The company comes
 * from the row, never from the path; anything else — another company's file, a detached one, a
 * deleted memo, a key that names nothing — answers 404.
 */
export async function findServableFile(opts: {
  db: Database;
  member: Member;
  key: string;
}): Promise<ServableFile> {
  const { db, member, key } = opts;
  if (key.startsWith(acknowledgementPrefix(member.companyId))) {
    if (!isManagement(member)) throw fileMissing();
    return { key, mime: mimeOfKey(key), size: null, filename: key.split('/').pop() ?? 'photo' };
  }
  const row = await db
    .selectFrom('memo_media as m')
    .innerJoin('memos as mo', 'mo.id', 'm.memo_id')
    .select(['m.memo_id', 'm.storage_key', 'm.thumb_key', 'm.mime', 'm.size', 'm.original_filename'])
    .where('m.company_id', '=', member.companyId)
    .where((eb) => eb.or([eb('m.storage_key', '=', key), eb('m.thumb_key', '=', key)]))
    .where('m.deleted_at', 'is', null)
    .where('mo.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw fileMissing();
  if (!isManagement(member)) {
    const recipient = await db
      .selectFrom('memo_responses')
      .select('id')
      .where('memo_id', '=', row.memo_id)
      .where('employee_id', '=', member.employeeId)
      .executeTakeFirst();
    if (!recipient) throw fileMissing();
  }
  if (key === row.thumb_key) {
    const dot = row.original_filename.lastIndexOf('.');
    const stem = dot > 0 ? row.original_filename.slice(0, dot) : row.original_filename;
    return { key, mime: 'image/webp', size: null, filename: `${stem}.webp` };
  }
  return { key, mime: row.mime, size: Number(row.size), filename: row.original_filename };
}
