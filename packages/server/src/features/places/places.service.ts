import type { Selectable } from 'kysely';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { invalid, notFound } from '../../http/errors.js';
import { containsTerms } from '../../http/paging.js';

/**
 * Locations and audiences are the same kind of record — a named, soft-deleted list of a
 * company that employees are linked to — and share these queries.
 */
export type PlaceTable = 'locations' | 'audiences';
export type PlaceRow<T extends PlaceTable> = Selectable<DB[T]>;

const LINKS = {
  locations: { table: 'employee_locations', column: 'location_id' },
  audiences: { table: 'employee_audiences', column: 'audience_id' },
} as const;

// Both tables have id, company_id, name, created_at, deleted_at: the queries are written against
// those columns through one of them, and rows come back with all of the asked table's columns.
const common = (table: PlaceTable) => table as 'audiences';

export interface PlaceScope {
  db: Database;
  companyId: number;
}

/** A live record of the company; another company's (or a deleted) one answers 404. */
export async function findLivePlace<T extends PlaceTable>(
  table: T,
  opts: PlaceScope & { id: number; notFoundText: string },
): Promise<PlaceRow<T>> {
  const row = await opts.db
    .selectFrom(common(table))
    .selectAll()
    .where('id', '=', opts.id)
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(opts.notFoundText);
  return row as PlaceRow<T>;
}

/** Names are unique among a company's live records, ignoring case (422 on `name`). */
export async function assertPlaceNameFree(
  table: PlaceTable,
  opts: PlaceScope & { name: string; exceptId?: number; duplicateText: string },
): Promise<void> {
  let q = opts.db
    .selectFrom(common(table))
    .select('id')
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', opts.name.toLowerCase()));
  if (opts.exceptId) q = q.where('id', '!=', opts.exceptId);
  if (await q.executeTakeFirst()) throw invalid({ name: [opts.duplicateText] });
}

/** Soft delete: the row stays (old memos still name it) but leaves every list. */
export async function softDeletePlace(table: PlaceTable, opts: { db: Database; id: number }): Promise<void> {
  await opts.db.updateTable(common(table)).set({ deleted_at: nowIso() }).where('id', '=', opts.id).execute();
}

/** How many active employees each record has. */
export async function countPlaceEmployees(
  table: PlaceTable,
  opts: PlaceScope & { ids: number[] },
): Promise<Map<number, number>> {
  if (opts.ids.length === 0) return new Map();
  // The two link tables differ only in the name of their record column.
  const link = LINKS[table] as { table: 'employee_audiences'; column: 'audience_id' };
  const rows = await opts.db
    .selectFrom(`${link.table} as link`)
    .innerJoin('employees', 'employees.id', 'link.employee_id')
    .select((eb) => [eb.ref(`link.${link.column}`).as('place_id'), eb.fn.countAll<number>().as('n')])
    .where('link.company_id', '=', opts.companyId)
    .where(`link.${link.column}`, 'in', opts.ids)
    .where('employees.is_active', '=', true)
    .where('employees.deleted_at', 'is', null)
    .groupBy(`link.${link.column}`)
    .execute();
  return new Map(rows.map((r) => [r.place_id, Number(r.n)]));
}

export interface PlacesPageQuery {
  page: number;
  per_page: number;
  terms?: string | undefined;
  sort_by: 'name' | 'created_at';
  sort_direction: 'asc' | 'desc';
}

/** One page of live records, searched by name, with the total for paging. */
export async function listPlacesPage<T extends PlaceTable>(
  table: T,
  opts: PlaceScope & { query: PlacesPageQuery },
): Promise<{ rows: PlaceRow<T>[]; total: number }> {
  const { page, per_page, terms, sort_by, sort_direction } = opts.query;
  let base = opts.db
    .selectFrom(common(table))
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null);
  if (terms) base = base.where(containsTerms('name', terms));
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy(sort_by, sort_direction)
      .orderBy('id', sort_direction)
      .limit(per_page)
      .offset((page - 1) * per_page)
      .execute(),
  ]);
  return { rows: rows as PlaceRow<T>[], total: Number(total) };
}

/** Every live record of the company, by name. */
export async function listLivePlaces<T extends PlaceTable>(
  table: T,
  opts: PlaceScope,
): Promise<PlaceRow<T>[]> {
  const rows = await opts.db
    .selectFrom(common(table))
    .selectAll()
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows as PlaceRow<T>[];
}
