import { MEDIA_TYPE_CATEGORIES, type MediaTypeCategory, type TMediaFile } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import type { MediaRow } from '../../db/schema-media.js';
import type { Member } from '../../policies/index.js';
import { canManageLibraryFile } from '../../policies/media.js';
import { mediaUrl } from '../memos/memo-media.js';
import { loadLibraryTargets } from './library-targets.js';

const category = (c: string): MediaTypeCategory =>
  MEDIA_TYPE_CATEGORIES.includes(c as MediaTypeCategory) ? (c as MediaTypeCategory) : 'document';

/**
 * Library rows as the Media file shape (spec §3), a page in a few queries: their targets with
 * names, their creator and updater, the caller's own view and (for management) how many people
 * opened each.
 */
export async function presentLibraryFiles(
  db: Database,
  member: Member,
  rows: MediaRow[],
): Promise<TMediaFile[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const people = [...new Set(rows.flatMap((r) => [r.creator_id, r.updater_id]).filter((id) => id !== null))];
  const manages = canManageLibraryFile(member, { company_id: member.companyId });
  const [{ targets, names: nameOf }, views] = await Promise.all([
    loadLibraryTargets(db, ids, people),
    // How many opened each file, and when the caller did: one grouped read of the page's views.
    db
      .selectFrom('media_views')
      .select((eb) => [
        'media_id',
        eb.fn.countAll<number>().as('n'),
        eb.fn
          .max(eb.case().when('employee_id', '=', member.employeeId).then(eb.ref('viewed_at')).end())
          .as('mine'),
      ])
      .where('media_id', 'in', ids)
      .groupBy('media_id')
      .execute(),
  ]);
  const person = (id: number | null) =>
    id !== null && nameOf.has(id) ? { id, name: nameOf.get(id) as string } : null;
  const viewedAt = new Map(views.map((v) => [v.media_id, v.mine ?? null]));
  const viewCount = new Map(views.map((c) => [c.media_id, Number(c.n)]));
  return rows.map((r) => {
    const t = targets.get(r.id) ?? { locations: [], audiences: [], recipients: [] };
    const url = (key: string | null) => (key ? mediaUrl(r.company_id, key) : null);
    return {
      id: r.id,
      company_id: r.company_id,
      name: r.name,
      title: r.title,
      content: r.content,
      filename: r.filename,
      filename_min: r.filename_min,
      filename_thumb: r.filename_thumb,
      filepath: mediaUrl(r.company_id, r.filepath),
      filepath_min: url(r.filepath_min),
      filepath_thumb: url(r.filepath_thumb),
      original_filename: r.original_filename,
      type: r.type,
      type_category: category(r.type_category),
      mime: r.mime,
      size: Number(r.size),
      mode: 'segments',
      location_ids: t.locations.map((x) => x.id),
      locations: t.locations,
      audience_ids: t.audiences.map((x) => x.id),
      audiences: t.audiences,
      recipient_ids: t.recipients.map((x) => x.id),
      recipients: t.recipients,
      marked_viewable_at: r.marked_viewable_at,
      creator: person(r.creator_id),
      updater: person(r.updater_id),
      created_at: r.created_at,
      updated_at: r.updated_at,
      deleted_at: r.deleted_at,
      view_count: manages ? (viewCount.get(r.id) ?? 0) : null,
      viewed_at: viewedAt.get(r.id) ?? null,
    };
  });
}
