import { isSafeKey, mimeOfKey } from '../../adapters/storage.js';
import { type Database, toBool } from '../../db/index.js';
import { notFound } from '../../http/errors.js';
import type { Member } from '../../policies/index.js';
import { canReadFile, targetsEmployee } from '../../policies/media.js';
import { acknowledgementPrefix } from '../memos/acknowledge-input.js';
import { libraryPrefix } from './library-files.js';
import { formFilePrefix } from './media-files.js';

/** A stored file the caller may read, with what its answer needs. */
export interface ServableFile {
  key: string;
  mime: string;
  /** From the row when known (ranges are checked against it), else null. */
  size: number | null;
  /** The name offered in content-disposition. */
  filename: string;
  /** A library file's own bytes (not its medium or thumbnail): reading it records a view. */
  libraryFile?: { id: number; company_id: number };
}

const fileMissing = () => notFound('File not found');

/** The name of an attachment's thumbnail: the original's stem, as WebP. */
function thumbName(originalFilename: string): string {
  const dot = originalFilename.lastIndexOf('.');
  return `${dot > 0 ? originalFilename.slice(0, dot) : originalFilename}.webp`;
}

/**
 * The stored file `key` names, when the caller may read it (GET media/signature): a memo's
 * attachment (or its thumbnail), or an acknowledgement photo; who reads which is
 * policies/media.ts's answer. The company comes from the row, never from the path; anything
 * else — another company's file, a detached one, a deleted memo, a key that names nothing, a
 * file the caller may not read — answers 404.
 */
export async function findServableFile(opts: {
  db: Database;
  member: Member;
  key: string;
}): Promise<ServableFile> {
  const { db, member, key } = opts;
  // A key that could climb out of the store (`..`, absolute, odd bytes) names nothing of anyone's.
  if (!isSafeKey(key)) throw fileMissing();
  if (key.startsWith(acknowledgementPrefix(member.companyId))) {
    if (!canReadFile(member, { kind: 'acknowledgement', company_id: member.companyId })) throw fileMissing();
    return { key, mime: mimeOfKey(key), size: null, filename: key.split('/').pop() ?? 'photo' };
  }
  if (key.startsWith(formFilePrefix(member.companyId))) return findFormFile(db, member, key);

  if (key.startsWith(libraryPrefix(member.companyId))) return findLibraryObject(db, member, key);
  const row = await db
    .selectFrom('memo_media as m')
    .innerJoin('memos as mo', 'mo.id', 'm.memo_id')
    .select(['m.company_id', 'm.storage_key', 'm.thumb_key', 'm.mime', 'm.size', 'm.original_filename'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('memo_responses as r')
            .select('r.id')
            .whereRef('r.memo_id', '=', 'm.memo_id')
            .where('r.employee_id', '=', member.employeeId),
        )
        .as('recipient'),
    )
    .where('m.company_id', '=', member.companyId)
    .where((eb) => eb.or([eb('m.storage_key', '=', key), eb('m.thumb_key', '=', key)]))
    .where('m.deleted_at', 'is', null)
    .where('mo.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw fileMissing();
  const file = { kind: 'attachment', company_id: row.company_id, recipient: toBool(row.recipient) } as const;
  if (!canReadFile(member, file)) throw fileMissing();
  if (key === row.thumb_key)
    return { key, mime: 'image/webp', size: null, filename: thumbName(row.original_filename) };
  return { key, mime: row.mime, size: Number(row.size), filename: row.original_filename };
}

/**
 * A file uploaded to a form response (or its thumbnail): its uploader and the company's
 * management read it (policies/media.ts), while its form is not deleted; else 404.
 */
async function findFormFile(db: Database, member: Member, key: string): Promise<ServableFile> {
  const row = await db
    .selectFrom('form_response_files as f')
    .innerJoin('forms', 'forms.id', 'f.form_id')
    .select([
      'f.company_id',
      'f.employee_id',
      'f.storage_key',
      'f.thumb_key',
      'f.mime',
      'f.size',
      'f.original_filename',
    ])
    .where('f.company_id', '=', member.companyId)
    .where((eb) => eb.or([eb('f.storage_key', '=', key), eb('f.thumb_key', '=', key)]))
    .where('forms.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw fileMissing();
  const author = row.employee_id !== null && row.employee_id === member.employeeId;
  if (!canReadFile(member, { kind: 'form_file', company_id: row.company_id, author })) throw fileMissing();
  if (key === row.thumb_key)
    return { key, mime: 'image/webp', size: null, filename: thumbName(row.original_filename) };
  return { key, mime: row.mime, size: Number(row.size), filename: row.original_filename };
}

/** A media library file, its medium or its thumbnail, when the caller may read it (else 404). */
async function findLibraryObject(db: Database, member: Member, key: string): Promise<ServableFile> {
  const row = await db
    .selectFrom('media')
    .select([
      'media.id',
      'media.company_id',
      'media.filepath',
      'media.filepath_min',
      'media.mime',
      'media.size',
      'media.original_filename',
      'media.marked_viewable_at',
    ])
    .select((eb) => targetsEmployee(eb, member.employeeId).as('targeted'))
    .where('media.company_id', '=', member.companyId)
    .where('media.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('media.filepath', '=', key),
        eb('media.filepath_min', '=', key),
        eb('media.filepath_thumb', '=', key),
      ]),
    )
    .executeTakeFirst();
  if (!row) throw fileMissing();
  const file = {
    kind: 'library',
    company_id: row.company_id,
    targeted: toBool(row.targeted as boolean | number),
    viewable: row.marked_viewable_at !== null,
  } as const;
  if (!canReadFile(member, file)) throw fileMissing();
  if (key !== row.filepath)
    return {
      key,
      mime: 'image/webp',
      size: null,
      filename: thumbName(row.original_filename),
    };
  return {
    key,
    mime: row.mime,
    size: Number(row.size),
    filename: row.original_filename,
    libraryFile: { id: row.id, company_id: row.company_id },
  };
}
