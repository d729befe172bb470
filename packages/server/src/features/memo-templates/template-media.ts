import crypto from 'node:crypto';
import {
  MEDIA_TYPE_CATEGORIES,
  type MediaTypeCategory,
  TEMPLATE_TEXT,
  type TTemplateMedia,
} from '@teamline/shared';
import { sql } from 'kysely';
import { makeThumbnail } from '../../adapters/images.js';
import type { Storage } from '../../adapters/storage.js';
import type { Database } from '../../db/index.js';
import type { TemplateMediaRow } from '../../db/schema-templates.js';
import { invalid, notFound } from '../../http/errors.js';
import { describeSource, type MediaSource } from '../media/media.service.js';
import {
  copyLibraryFile,
  copyStoredObject,
  displayName,
  removeStoredFiles,
  THUMB_WIDTH,
} from '../media/media-files.js';

/**
 * The files of templates and shared templates. Each copy (save a memo as a template, share,
 * share/use, use) copies the bytes to a key of its own through the storage adapter, so deleting
 * one record's files never takes another's: `template-media/{company}/{uuid}.{ext}`,
 * `community-media/{company}/{uuid}.{ext}`, and a used template's memo files under the memo's
 * `memo-media/{company}/{memo}/` (media/signature serves them like any memo attachment).
 */

export const TEMPLATE_MEDIA_MAX = 10;
export type Log = (err: unknown, key: string) => void;

/** A file to copy: its keys and what its row says of it. */
export type FileSource = Pick<
  TemplateMediaRow,
  'name' | 'original_filename' | 'mime' | 'size' | 'type' | 'type_category' | 'storage_key' | 'thumb_key'
>;
export interface CopiedFile extends FileSource {}

/** Copies each file (and its thumbnail) under `prefix`; on a failure the copies made go again. */
export async function copyFiles(storage: Storage, files: readonly FileSource[], prefix: string, log: Log) {
  const made: CopiedFile[] = [];
  try {
    for (const f of files) {
      const base = `${prefix}/${crypto.randomUUID()}`;
      const storageKey = `${base}.${f.type}`;
      await copyObject(storage, f.storage_key, storageKey);
      let thumbKey: string | null = null;
      if (f.thumb_key) {
        thumbKey = `${base}.thumb.webp`;
        try {
          await copyObject(storage, f.thumb_key, thumbKey);
        } catch (err) {
          await storage.delete(storageKey).catch(() => undefined);
          throw err;
        }
      }
      made.push({
        name: f.name,
        original_filename: f.original_filename,
        mime: f.mime,
        size: Number(f.size),
        type: f.type,
        type_category: f.type_category,
        storage_key: storageKey,
        thumb_key: thumbKey,
      });
    }
  } catch (err) {
    await removeCopies(storage, made, log);
    throw err;
  }
  return made;
}

export const removeCopies = (storage: Storage, files: readonly FileSource[], log: Log) =>
  removeStoredFiles(
    storage,
    files.flatMap((f) => [f.storage_key, f.thumb_key]),
    log,
  );

const copyObject = copyStoredObject;

/** The live files of some templates (or shared templates), oldest first, in one query. */
export async function loadTemplateMedia(
  db: Database,
  owner: 'template_id' | 'community_template_id',
  ids: number[],
): Promise<Map<number, TemplateMediaRow[]>> {
  const out = new Map<number, TemplateMediaRow[]>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('template_media')
    .selectAll()
    .where(owner, 'in', ids)
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const id = r[owner] as number;
    out.set(id, [...(out.get(id) ?? []), r]);
  }
  return out;
}

const category = (c: string): MediaTypeCategory =>
  MEDIA_TYPE_CATEGORIES.includes(c as MediaTypeCategory) ? (c as MediaTypeCategory) : 'document';

/**
 * A file as the template shapes name it; its url is GET memo-templates/media of the record (the
 * caller's company id is filled in by the caller: a shared template's file is read in the
 * reader's company).
 */
export function presentTemplateMedia(
  r: TemplateMediaRow,
  ctx: { companyId: number; id: number; scope: 'company' | 'community' },
): TTemplateMedia {
  const url = `/api/memo-templates/media?company_id=${ctx.companyId}&id=${ctx.id}&media_id=${r.id}&scope=${ctx.scope}`;
  return {
    id: r.id,
    name: r.name,
    original_filename: r.original_filename,
    mime: r.mime,
    size: Number(r.size),
    type: r.type,
    type_category: category(r.type_category),
    url,
    thumb_url: r.thumb_key ? `${url}&thumb=yes` : null,
    created_at: r.created_at,
  };
}

/**
 * PUT memo-templates/media: a file checked by its bytes (the kinds a memo takes), stored, then its
 * row; or (`library`) a file of the company's media library, copied.
 */
export async function attachTemplateFile(opts: {
  db: Database;
  storage: Storage;
  companyId: number;
  templateId: number;
  source: MediaSource;
  name?: string | undefined;
  log: Log;
}): Promise<void> {
  const { db, storage, source } = opts;
  const described = await describeSource(source);
  const count = async (q: Database) =>
    Number(
      (
        await q
          .selectFrom('template_media')
          .select(sql<number>`count(*)`.as('n'))
          .where('template_id', '=', opts.templateId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  if ((await count(db)) >= TEMPLATE_MEDIA_MAX) throw invalid({ file: [TEMPLATE_TEXT.tooManyFiles] });
  const folder = `template-media/${opts.companyId}`;
  let storageKey: string;
  let thumbKey: string | null;
  if (source.library) {
    ({ storageKey, thumbKey } = await copyLibraryFile({
      storage,
      companyId: opts.companyId,
      folder,
      source: source.library,
    }));
  } else {
    const bytes = (source.file as { buffer: Buffer }).buffer;
    const base = `${folder}/${crypto.randomUUID()}`;
    storageKey = `${base}.${described.kind.ext}`;
    const thumb = described.kind.category === 'image' ? await makeThumbnail(bytes, THUMB_WIDTH) : null;
    thumbKey = thumb ? `${base}.thumb.webp` : null;
    await storage.put(storageKey, bytes, described.kind.mime);
    if (thumb && thumbKey) await storage.put(thumbKey, thumb, 'image/webp');
  }
  try {
    await db.transaction().execute(async (trx) => {
      if ((await count(trx)) >= TEMPLATE_MEDIA_MAX) throw invalid({ file: [TEMPLATE_TEXT.tooManyFiles] });
      await trx
        .insertInto('template_media')
        .values({
          company_id: opts.companyId,
          template_id: opts.templateId,
          community_template_id: null,
          name: displayName(opts.name ?? described.name, described.originalFilename),
          original_filename: described.originalFilename,
          mime: described.kind.mime,
          size: described.size,
          type: described.kind.ext,
          type_category: described.kind.category,
          storage_key: storageKey,
          thumb_key: thumbKey,
          created_at: new Date().toISOString(),
        })
        .execute();
    });
  } catch (err) {
    await removeStoredFiles(storage, [storageKey, thumbKey], opts.log);
    throw err;
  }
}

/** DELETE memo-templates/media: the row goes, then its stored files (422 when not attached). */
export async function detachTemplateFile(opts: {
  db: Database;
  storage: Storage;
  templateId: number;
  mediaId: number;
  log: Log;
}): Promise<void> {
  const row = await opts.db
    .deleteFrom('template_media')
    .where('id', '=', opts.mediaId)
    .where('template_id', '=', opts.templateId)
    .returning(['storage_key', 'thumb_key'])
    .executeTakeFirst();
  if (!row) throw invalid({ media_id: [TEMPLATE_TEXT.fileNotAttached] });
  await removeStoredFiles(opts.storage, [row.storage_key, row.thumb_key], opts.log);
}

/** One file of a record the caller may read (found by the caller), else 404. */
export async function findTemplateFile(
  db: Database,
  owner: 'template_id' | 'community_template_id',
  ownerId: number,
  mediaId: number,
): Promise<TemplateMediaRow> {
  const row = await db
    .selectFrom('template_media')
    .selectAll()
    .where('id', '=', mediaId)
    .where(owner, '=', ownerId)
    .executeTakeFirst();
  if (!row) throw notFound('File not found');
  return row;
}
