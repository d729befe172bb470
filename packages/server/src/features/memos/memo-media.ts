import { MEDIA_TYPE_CATEGORIES, type MediaTypeCategory, type TMemoMedia } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { preparedIn } from '../../db/prepared-list.js';

/**
 * Memo rows' attachments as the Memo shape names them: memo data, so the memo loaders (and the
 * inbox's) read them here; features/media stores and serves the files.
 */

/**
 * The url of a stored file: media/signature of the file's company and key, relative to the
 * app. The browser fetches it with its session cookie (an <img src> sends it), other clients
 * with their bearer token.
 */
export const mediaUrl = (companyId: number, key: string) =>
  `/api/media/signature?company_id=${companyId}&file_path=${encodeURIComponent(key)}`;

const category = (c: string): MediaTypeCategory =>
  MEDIA_TYPE_CATEGORIES.includes(c as MediaTypeCategory) ? (c as MediaTypeCategory) : 'document';

/** The live attachments of a page of memos, compiled once per page length (db/prepared-list.ts). */
const mediaRows = preparedIn((db: Database, memoIds: number[]) =>
  db
    .selectFrom('memo_media as m')
    .leftJoin('employees as e', 'e.id', 'm.creator_id')
    .select([
      'm.id',
      'm.company_id',
      'm.memo_id',
      'm.name',
      'm.original_filename',
      'm.mime',
      'm.size',
      'm.type',
      'm.type_category',
      'm.storage_key',
      'm.thumb_key',
      'm.creator_id',
      'm.created_at',
      'e.name as creator_name',
    ])
    .where('m.memo_id', 'in', memoIds)
    .where('m.deleted_at', 'is', null)
    .orderBy('m.memo_id')
    .orderBy('m.id'),
);

/** The live attachments of a page of memos, oldest first, in one query. */
export async function loadMemoMedia(db: Database, memoIds: number[]): Promise<Map<number, TMemoMedia[]>> {
  const out = new Map<number, TMemoMedia[]>();
  if (!memoIds.length) return out;
  const rows = await mediaRows(db, memoIds);
  for (const r of rows) {
    const list = out.get(r.memo_id) ?? [];
    list.push({
      id: r.id,
      name: r.name,
      original_filename: r.original_filename,
      mime: r.mime,
      size: Number(r.size),
      type: r.type,
      type_category: category(r.type_category),
      url: mediaUrl(r.company_id, r.storage_key),
      thumb_url: r.thumb_key ? mediaUrl(r.company_id, r.thumb_key) : null,
      creator:
        r.creator_id !== null && r.creator_name !== null ? { id: r.creator_id, name: r.creator_name } : null,
      created_at: r.created_at,
    });
    out.set(r.memo_id, list);
  }
  return out;
}
