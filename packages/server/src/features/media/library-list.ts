import type { MediaTypeCategory, TMediaPage, ZMediaListRequest } from '@teamline/shared';
import { type Selectable, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import { type Database, dialectOf } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { assertIdsInCompany } from '../../db/tenant.js';
import { containsPattern, likePattern, pageInfo } from '../../http/paging.js';
import type { Member } from '../../policies/index.js';
import { employeeFileIds, libraryScope, seesOnlyTargetedFiles } from '../../policies/media.js';
import { presentLibraryFiles } from './library.presenter.js';
import { listTotals } from './library-totals.js';

export type MediaListInput = z.output<typeof ZMediaListRequest>;

/**
 * media/list and company/media: one page of the library the caller sees (policies/media.ts
 * libraryScope), searched, filtered and sorted; each sort walks its index (0022) with the id as
 * the tie-break in the same direction.
 */
export async function listLibrary(db: Database, member: Member, input: MediaListInput): Promise<TMediaPage> {
  const { filters } = input;
  // A filter names places of the company (another company's answers 404, as any of its ids).
  await assertIdsInCompany({ db, companyId: member.companyId, table: 'locations', ids: filters.locations });
  await assertIdsInCompany({ db, companyId: member.companyId, table: 'audiences', ids: filters.audiences });
  const dir = input.sort_direction;
  const offset = (input.page - 1) * input.per_page;
  const employee = seesOnlyTargetedFiles(member);
  const q = narrowed(db, fromMedia(db, input.terms).where(libraryScope(member)), input);
  const { total, files } = await listTotals(
    db,
    {
      companyId: member.companyId,
      employeeId: employee ? member.employeeId : null,
      shape: JSON.stringify([input.terms, filters]),
    },
    () => (employee ? countEmployeeFiles(db, member, input) : countManaged(db, member, input, q)),
  );
  // Few files seen among many: start from the employee's targets and sort those, rather than
  // walk the company's index past every file they do not see.
  const sorted = <T extends MediaQuery>(query: T) =>
    query.orderBy(`media.${input.sort_by}`, dir).orderBy('media.id', dir) as T;
  let rows: Selectable<DB['media']>[];
  if (employee && !input.terms && total * total < (offset + input.per_page) * files) {
    // The page's ids sorted first (narrow rows), then those files read.
    const page = sorted(
      narrowed(db, fromTargets(db, member.employeeId).where(libraryScope(member, 'joined')), input),
    )
      .select('media.id')
      .limit(input.per_page)
      .offset(offset);
    rows = await sorted(db.selectFrom('media').where('media.id', 'in', page))
      .selectAll('media')
      .execute();
  } else rows = await sorted(q).selectAll('media').limit(input.per_page).offset(offset).execute();
  return {
    media: await presentLibraryFiles(db, member, rows),
    ...pageInfo({ total, page: input.page, perPage: input.per_page }),
    sort_by: input.sort_by,
    sort_direction: dir,
    terms: input.terms,
    filters: {
      audiences: filters.audiences,
      locations: filters.locations,
      type_category: filters.type_category as MediaTypeCategory[],
    },
  };
}

type MediaQuery = SelectQueryBuilder<DB, 'media', object>;

/** The list's terms (where the search index did not already narrow), type and place filters. */
function narrowed(db: Database, q: MediaQuery, input: MediaListInput): MediaQuery {
  const { filters } = input;
  if (input.terms && !usesSearchIndex(db, input.terms)) q = q.where(matchesTerms(input.terms));
  if (filters.type_category.length) q = q.where('media.type_category', 'in', filters.type_category);
  if (filters.locations.length)
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('media_locations as fl')
          .select('fl.media_id')
          .whereRef('fl.media_id', '=', 'media.id')
          .where('fl.location_id', 'in', filters.locations),
      ),
    );
  if (filters.audiences.length)
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('media_audiences as fa')
          .select('fa.media_id')
          .whereRef('fa.media_id', '=', 'media.id')
          .where('fa.audience_id', 'in', filters.audiences),
      ),
    );
  return q;
}

const countOf = (q: MediaQuery) =>
  q
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

/**
 * What an employee's list counts (kept by library-totals.ts): the files they see in this shape —
 * with terms, the search index's matches checked one by one; else from their targets to the
 * files — and the company's live files of the same types.
 */
async function countEmployeeFiles(db: Database, member: Member, input: MediaListInput) {
  const source = input.terms
    ? fromMedia(db, input.terms).where(libraryScope(member))
    : fromTargets(db, member.employeeId).where(libraryScope(member, 'joined'));
  const total = await countOf(narrowed(db, source, input));
  let files = db
    .selectFrom('media_counts')
    .select((eb) => eb.fn.sum<number>('n').as('n'))
    .where('company_id', '=', member.companyId);
  if (input.filters.type_category.length)
    files = files.where('type_category', 'in', input.filters.type_category);
  const { n } = await files.executeTakeFirstOrThrow();
  return { total, files: Number(n ?? 0) };
}

/** Management's total: without counting where the shape allows (countLibrary), else the query's. */
async function countManaged(db: Database, member: Member, input: MediaListInput, q: MediaQuery) {
  const total = await (countLibrary(db, member, input) ?? countOf(q));
  return { total, files: total };
}

/**
 * The list's total without counting the files, when the shape allows (management, no terms):
 * the sum of 0022's per-category counts; or, for one kind of place filter alone, the distinct
 * files of those places (a deleted file keeps no targets). Null: count the query.
 */
function countLibrary(db: Database, member: Member, input: MediaListInput): Promise<number> | null {
  const { filters } = input;
  if (input.terms) return null;
  const places = filters.locations.length + filters.audiences.length;
  if (places === 0) {
    let q = db
      .selectFrom('media_counts')
      .select((eb) => eb.fn.sum<number>('n').as('n'))
      .where('company_id', '=', member.companyId);
    if (filters.type_category.length) q = q.where('type_category', 'in', filters.type_category);
    return q.executeTakeFirstOrThrow().then((r) => Number(r.n ?? 0));
  }
  if (filters.type_category.length || (filters.locations.length && filters.audiences.length)) return null;
  const count = (rows: Promise<{ n: number | string }>) => rows.then((r) => Number(r.n));
  if (filters.locations.length)
    return count(
      db
        .selectFrom('media_locations')
        .select((eb) => eb.fn.count<number>('media_id').distinct().as('n'))
        .where('location_id', 'in', filters.locations)
        .executeTakeFirstOrThrow(),
    );
  return count(
    db
      .selectFrom('media_audiences')
      .select((eb) => eb.fn.count<number>('media_id').distinct().as('n'))
      .where('audience_id', 'in', filters.audiences)
      .executeTakeFirstOrThrow(),
  );
}

const phraseOf = (terms: string) => `"${terms.toLowerCase().replaceAll('"', '""')}"`;

/** SQLite finds terms of 3 characters or more through 0022's trigram index. */
const usesSearchIndex = (db: Database, terms: string) => dialectOf(db) === 'sqlite' && [...terms].length >= 3;

/**
 * The files to list: the table, or on SQLite with terms its trigram index's matches (a MATCH of
 * the terms as one quoted phrase: a literal substring) joined to them — a cross join, so SQLite
 * reads the few matches first instead of every file of the company (it keeps no statistics).
 */
function fromMedia(db: Database, terms: string): MediaQuery {
  if (!terms || !usesSearchIndex(db, terms)) return db.selectFrom('media');
  const matched = db
    .selectFrom('media_search')
    .crossJoin('media')
    .whereRef('media.id', '=', 'media_search.rowid')
    .where(sql<SqlBool>`media_search match ${phraseOf(terms)}`);
  // The join only narrows the rows; what follows reads media alone.
  return matched as unknown as MediaQuery;
}

/**
 * An employee's targeted files (policies/media.ts employeeFileIds) joined to the files: a cross
 * join, so SQLite reads the targets first; PostgreSQL plans it by its statistics.
 */
function fromTargets(db: Database, employeeId: number): MediaQuery {
  const mine = db
    .selectFrom(employeeFileIds(db, employeeId).as('mine'))
    .crossJoin('media')
    .whereRef('media.id', '=', 'mine.media_id');
  return mine as unknown as MediaQuery;
}

/** The terms in `search` (name, title, original name; stored lowercased), taken literally. */
function matchesTerms(terms: string) {
  return sql<SqlBool>`media.search like ${likePattern(containsPattern(terms))} escape '\\'`;
}
