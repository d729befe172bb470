import {
  MEDIA_LIBRARY_TEXT,
  type TMediaViewersPage,
  type ZMediaCreateFields,
  type ZMediaUpdateRequest,
} from '@teamline/shared';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage.js';
import type { Database } from '../../db/index.js';
import type { MediaRow } from '../../db/schema-media.js';
import { invalid, notFound } from '../../http/errors.js';
import { pageInfo } from '../../http/paging.js';
import type { SpooledFile } from '../../http/upload-stream.js';
import type { Member } from '../../policies/index.js';
import { canManageLibraryFile, libraryScope } from '../../policies/media.js';
import { memoSenderOf } from '../../policies/memo.js';
import { assertTargets } from '../memos/memo-targets.js';
import { filenameOf, optionalFilenameOf, storeLibraryFile } from './library-files.js';
import { saveLibraryTargets } from './library-targets.js';
import { cleanFilename, displayName, removeStoredFiles } from './media-files.js';

type Log = (err: unknown, key: string) => void;
const fileMissing = () => notFound(MEDIA_LIBRARY_TEXT.notFound);
const now = () => new Date().toISOString();

/** What the list's terms match: the name, title and original name, lowercased. */
const searchOf = (r: { name: string; title: string | null; original_filename: string }) =>
  [r.name, r.title ?? '', r.original_filename].join(' ').toLowerCase().slice(0, 1000);

/** A live library file the caller sees (policies/media.ts libraryScope), else 404. */
export async function findLibraryFile(db: Database, member: Member, id: number): Promise<MediaRow> {
  const row = await db
    .selectFrom('media')
    .selectAll()
    .where('media.id', '=', id)
    .where(libraryScope(member))
    .executeTakeFirst();
  if (!row) throw fileMissing();
  return row;
}

/** A live library file the caller manages (management of its company), else 404. */
export async function findManagedLibraryFile(db: Database, member: Member, id: number): Promise<MediaRow> {
  const row = await findLibraryFile(db, member, id);
  if (!canManageLibraryFile(member, row)) throw fileMissing();
  return row;
}

/**
 * media/create and company/upload: the spooled file checked and stored (library-files.ts), then
 * its row and targets in one transaction (its stored objects go again when that fails).
 */
export async function createLibraryFile(opts: {
  db: Database;
  storage: Storage;
  member: Member;
  file: SpooledFile | undefined;
  fields: Partial<z.output<typeof ZMediaCreateFields>> & { name?: string | undefined };
  imageMaxBytes: number;
  log: Log;
}): Promise<MediaRow> {
  const { db, storage, member, file, fields } = opts;
  if (!file?.size) throw invalid({ file: [MEDIA_LIBRARY_TEXT.fileRequired] });
  const targets = {
    locationIds: fields.location_ids ?? [],
    audienceIds: fields.audience_ids ?? [],
    recipientIds: fields.recipient_ids ?? [],
  };
  await assertTargets(db, memoSenderOf(member), targets);
  const stored = await storeLibraryFile({
    storage,
    companyId: member.companyId,
    file,
    imageMaxBytes: opts.imageMaxBytes,
  });
  const originalFilename = cleanFilename(file.name);
  const at = now();
  const values = {
    company_id: member.companyId,
    name: displayName(fields.name || undefined, originalFilename),
    title: fields.title ?? null,
    content: fields.content ?? null,
    filename: filenameOf(stored.filepath),
    filename_min: optionalFilenameOf(stored.filepathMin),
    filename_thumb: optionalFilenameOf(stored.filepathThumb),
    filepath: stored.filepath,
    filepath_min: stored.filepathMin,
    filepath_thumb: stored.filepathThumb,
    original_filename: originalFilename,
    mime: stored.kind.mime,
    size: stored.size,
    type: stored.kind.ext,
    type_category: stored.kind.category,
    mode: 'segments',
    marked_viewable_at: fields.viewable ? at : null,
    creator_id: member.employeeId,
    updater_id: member.employeeId,
    created_at: at,
    updated_at: at,
  };
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('media')
        .values({ ...values, search: searchOf(values) })
        .returningAll()
        .executeTakeFirstOrThrow();
      await saveLibraryTargets(trx, row.id, targets);
      return row;
    });
  } catch (err) {
    await removeStoredFiles(storage, [stored.filepath, stored.filepathMin, stored.filepathThumb], opts.log);
    throw err;
  }
}

/** PUT media/update: the fields sent change; `viewable` marks it (now, unless it was) or unmarks it. */
export async function updateLibraryFile(
  db: Database,
  member: Member,
  input: z.output<typeof ZMediaUpdateRequest>,
): Promise<MediaRow> {
  const row = await findManagedLibraryFile(db, member, input.id);
  const targets = {
    locationIds: input.location_ids,
    audienceIds: input.audience_ids,
    recipientIds: input.recipient_ids,
  };
  await assertTargets(db, memoSenderOf(member), targets);
  const next = {
    name: input.name ?? row.name,
    title: input.title === undefined ? row.title : input.title,
    content: input.content === undefined ? row.content : input.content,
    original_filename: row.original_filename,
  };
  const marked =
    input.viewable === undefined
      ? row.marked_viewable_at
      : input.viewable
        ? (row.marked_viewable_at ?? now())
        : null;
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('media')
      .set({
        name: next.name,
        title: next.title,
        content: next.content,
        search: searchOf(next),
        marked_viewable_at: marked,
        updater_id: member.employeeId,
        updated_at: now(),
      })
      .where('id', '=', row.id)
      .where('company_id', '=', member.companyId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await saveLibraryTargets(trx, row.id, targets);
    return updated;
  });
}

/** DELETE media/delete: the row is marked deleted, then its stored objects are removed. */
export async function deleteLibraryFile(opts: {
  db: Database;
  storage: Storage;
  member: Member;
  id: number;
  log: Log;
}): Promise<void> {
  const row = await findManagedLibraryFile(opts.db, opts.member, opts.id);
  const at = now();
  // A deleted file keeps no targets: the list counts a place's files by its target rows.
  await opts.db.transaction().execute(async (trx) => {
    const gone = await trx
      .updateTable('media')
      .set({ deleted_at: at, updated_at: at, updater_id: opts.member.employeeId })
      .where('id', '=', row.id)
      .where('company_id', '=', opts.member.companyId)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!gone) throw fileMissing();
    await saveLibraryTargets(trx, row.id, { locationIds: [], audienceIds: [], recipientIds: [] });
  });
  await removeStoredFiles(opts.storage, [row.filepath, row.filepath_min, row.filepath_thumb], opts.log);
}

/** Records that the caller opened a file: once per person, the first time kept. */
export async function recordView(db: Database, member: Member, row: Pick<MediaRow, 'id' | 'company_id'>) {
  await db
    .insertInto('media_views')
    .values({
      media_id: row.id,
      employee_id: member.employeeId,
      company_id: row.company_id,
      viewed_at: now(),
    })
    .onConflict((oc) => oc.columns(['media_id', 'employee_id']).doNothing())
    .execute();
}

/** GET media/viewers: who opened a file (management), the latest first. */
export async function listViewers(
  db: Database,
  member: Member,
  input: { id: number; page: number; per_page: number },
): Promise<TMediaViewersPage> {
  const row = await findManagedLibraryFile(db, member, input.id);
  const base = db
    .selectFrom('media_views as v')
    .innerJoin('employees as e', 'e.id', 'v.employee_id')
    .where('v.media_id', '=', row.id)
    .where('e.company_id', '=', member.companyId);
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['e.id', 'e.name', 'v.viewed_at'])
      .orderBy('v.viewed_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page)
      .execute(),
  ]);
  return {
    viewers: rows.map((r) => ({ employee: { id: r.id, name: r.name }, viewed_at: r.viewed_at })),
    ...pageInfo({ total: Number(counted.n), page: input.page, perPage: input.per_page }),
  };
}
