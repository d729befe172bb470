import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { TagRow } from '../../db/schema.js';
import { invalid, notFound } from '../../http/errors.js';
import { containsTerms } from '../../http/paging.js';

const DUPLICATE = 'A tag with this title already exists';

/** A live tag of the company; another company's (or a deleted) one answers 404. */
export async function getTag(opts: { db: Database; companyId: number; tagId: number }): Promise<TagRow> {
  const row = await opts.db
    .selectFrom('tags')
    .selectAll()
    .where('id', '=', opts.tagId)
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Tag not found');
  return row;
}

/** Live tags by title, optionally those containing the terms. */
export async function listTags(opts: { db: Database; companyId: number; terms?: string }): Promise<TagRow[]> {
  let q = opts.db
    .selectFrom('tags')
    .selectAll()
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null);
  if (opts.terms) q = q.where(containsTerms('title', opts.terms));
  return q.orderBy('title').orderBy('id').execute();
}

async function assertTitleFree(opts: { db: Database; companyId: number; title: string; exceptId?: number }) {
  let q = opts.db
    .selectFrom('tags')
    .select('id')
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['title']), '=', opts.title.toLowerCase()));
  if (opts.exceptId) q = q.where('id', '!=', opts.exceptId);
  if (await q.executeTakeFirst()) throw invalid({ title: [DUPLICATE] });
}

export async function createTag(opts: { db: Database; companyId: number; title: string }): Promise<TagRow> {
  await assertTitleFree(opts);
  return opts.db
    .insertInto('tags')
    .values({ company_id: opts.companyId, title: opts.title, created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateTag(opts: {
  db: Database;
  companyId: number;
  tagId: number;
  title: string;
}): Promise<TagRow> {
  const row = await getTag(opts);
  await assertTitleFree({ ...opts, exceptId: row.id });
  return opts.db
    .updateTable('tags')
    .set({ title: opts.title })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Soft delete: memos keep the tag they were sent with; lists no longer offer it. */
export async function deleteTag(opts: { db: Database; companyId: number; tagId: number }): Promise<void> {
  const row = await getTag(opts);
  await opts.db.updateTable('tags').set({ deleted_at: nowIso() }).where('id', '=', row.id).execute();
}
