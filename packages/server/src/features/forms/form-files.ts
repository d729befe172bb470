import crypto from 'node:crypto';
import { FORM_TEXT, MEMO_TEXT, type TFormField } from '@teamline/shared';
import { fileTypeFromBuffer } from 'file-type';
import { makeThumbnail, reencodeImage } from '../../adapters/images.js';
import type { Storage } from '../../adapters/storage.js';
import type { Database } from '../../db/index.js';
import type { FormFileRow, FormRow } from '../../db/schema-forms.js';
import { invalid } from '../../http/errors.js';
import type { Member } from '../../policies/member.js';
import {
  cleanFilename,
  displayName,
  formFilePrefix,
  removeStoredFiles,
  THUMB_WIDTH,
} from '../media/media-files.js';
import { PHOTO_MAX_SIDE } from '../memos/acknowledge-input.js';

/**
 * Files of form responses (forms/uploadFile): told by their bytes (file-type), images decoded
 * under the pixel bound and stored re-encoded as WebP with no metadata (so nobody's browser
 * decodes what the client sent), documents as sent. Stored under `form-files/{company}/{form}/`
 * with a fresh name (the client's name is only shown). A file is uploaded before its response is
 * saved: the row names its uploader, and a response may name only files its author uploaded to
 * that form and no other response holds.
 */

type Log = (err: unknown, key: string) => void;

const IMAGE_EXTS = new Set(['jpg', 'png', 'webp', 'gif']);
const DOCUMENTS: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

interface Prepared {
  bytes: Buffer;
  mime: string;
  ext: string;
  category: 'image' | 'document';
  thumb: Buffer | null;
}

async function prepare(buffer: Buffer): Promise<Prepared> {
  const found = await fileTypeFromBuffer(buffer);
  if (found && IMAGE_EXTS.has(found.ext)) {
    const image = await reencodeImage(buffer, PHOTO_MAX_SIDE);
    if (!image) throw invalid({ file: [MEMO_TEXT.photoUnreadable] });
    return {
      bytes: image,
      mime: 'image/webp',
      ext: 'webp',
      category: 'image',
      thumb: await makeThumbnail(image, THUMB_WIDTH),
    };
  }
  const mime = found ? DOCUMENTS[found.ext] : undefined;
  if (!found || !mime) throw invalid({ file: [FORM_TEXT.fileType] });
  return { bytes: buffer, mime, ext: found.ext, category: 'document', thumb: null };
}

export async function uploadFormFile(opts: {
  db: Database;
  storage: Storage;
  member: Member;
  form: FormRow;
  file: { name: string; buffer: Buffer } | undefined;
  onStorageError: Log;
}): Promise<FormFileRow> {
  const { db, storage, member, form, file } = opts;
  if (!file?.buffer.length) throw invalid({ file: [FORM_TEXT.fileRequired] });
  const p = await prepare(file.buffer);
  const base = `${formFilePrefix(member.companyId)}${form.id}/${crypto.randomUUID()}`;
  const storageKey = `${base}.${p.ext}`;
  const thumbKey = p.thumb ? `${base}.thumb.webp` : null;
  await storage.put(storageKey, p.bytes, p.mime);
  try {
    if (p.thumb && thumbKey) await storage.put(thumbKey, p.thumb, 'image/webp');
    const original = cleanFilename(file.name);
    return await db
      .insertInto('form_response_files')
      .values({
        company_id: member.companyId,
        form_id: form.id,
        form_response_id: null,
        employee_id: member.employeeId,
        name: displayName(undefined, original),
        original_filename: original,
        mime: p.mime,
        size: p.bytes.length,
        type_category: p.category,
        storage_key: storageKey,
        thumb_key: thumbKey,
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    await removeStoredFiles(storage, [storageKey, thumbKey], opts.onStorageError);
    throw err;
  }
}

/**
 * The files a response's answers name must be the author's uploads to this form, free or already
 * this response's (else 422 at the field); answers the field of each id.
 */
export async function checkResponseFiles(opts: {
  db: Database;
  member: Member;
  formId: number;
  responseId: number | null;
  fields: readonly TFormField[];
  answers: Record<string, unknown>;
}): Promise<number[]> {
  const byId = new Map<number, string>();
  for (const f of opts.fields) {
    const v = opts.answers[f.key];
    if ((f.type === 'file' || f.type === 'signature') && Array.isArray(v))
      for (const id of v) if (typeof id === 'number') byId.set(id, f.key);
  }
  const ids = [...byId.keys()];
  if (!ids.length) return [];
  const rows = await opts.db
    .selectFrom('form_response_files')
    .select(['id', 'form_response_id'])
    .where('id', 'in', ids)
    .where('company_id', '=', opts.member.companyId)
    .where('form_id', '=', opts.formId)
    .where('employee_id', '=', opts.member.employeeId)
    .execute();
  const ok = new Set(
    rows
      .filter((r) => r.form_response_id === null || r.form_response_id === opts.responseId)
      .map((r) => r.id),
  );
  const bad = ids.find((id) => !ok.has(id));
  if (bad !== undefined) throw invalid({ [`response.${byId.get(bad)}`]: [FORM_TEXT.unknownFile] });
  return ids;
}

/**
 * Ties the named files to the response and lets go of those it no longer names: their rows go
 * now; the stored files they leave are answered for removal after the commit.
 */
export async function linkResponseFiles(
  db: Database,
  responseId: number,
  ids: number[],
): Promise<(string | null)[]> {
  if (ids.length) {
    // Only files still free (or already this response's): a response sent at the same moment
    // naming the same file takes it first, and this one is refused.
    const taken = await db
      .updateTable('form_response_files')
      .set({ form_response_id: responseId })
      .where('id', 'in', ids)
      .where((eb) => eb.or([eb('form_response_id', 'is', null), eb('form_response_id', '=', responseId)]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== ids.length) throw invalid({ response: [FORM_TEXT.unknownFile] });
  }
  let dropped = db
    .selectFrom('form_response_files')
    .select(['id', 'storage_key', 'thumb_key'])
    .where('form_response_id', '=', responseId);
  if (ids.length) dropped = dropped.where('id', 'not in', ids);
  const rows = await dropped.execute();
  if (rows.length)
    await db
      .deleteFrom('form_response_files')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  return rows.flatMap((r) => [r.storage_key, r.thumb_key]);
}

export async function responseFiles(
  db: Database,
  responseIds: readonly number[],
): Promise<Map<number, FormFileRow[]>> {
  const out = new Map<number, FormFileRow[]>();
  if (!responseIds.length) return out;
  const rows = await db
    .selectFrom('form_response_files')
    .selectAll()
    .where('form_response_id', 'in', [...responseIds])
    .orderBy('id')
    .execute();
  for (const r of rows)
    if (r.form_response_id !== null) out.set(r.form_response_id, [...(out.get(r.form_response_id) ?? []), r]);
  return out;
}

export { removeStoredFiles };
