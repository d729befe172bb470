import type { Insertable } from 'kysely';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { invalid, notFound } from '../../http/errors.js';
import { containsTerms } from '../../http/paging.js';
import type { PlaceDef, PlaceInput, PlaceRow, PlacesPageQuery, PlaceTable } from './place-kind.js';

/**
 * Locations and audiences are the same kind of record — a named, soft-deleted list of a
 * company that employees are linked to — and share these queries; a kind (place-kind.ts) names
 * the table and the texts.
 */

const LINKS = {
  locations: { table: 'employee_locations', column: 'location_id' },
  audiences: { table: 'employee_audiences', column: 'audience_id' },
} as const;

// Both tables have id, company_id, name, created_at, updated_at, deleted_at: the queries are
// written against those columns through one of them, and rows come back with all of the asked
// table's columns.
const common = (table: PlaceTable) => table as 'audiences';

interface Scope<T extends PlaceTable> {
  db: Database;
  kind: PlaceDef<T>;
  companyId: number;
}

/** A live record of the company; another company's (or a deleted) one answers 404. */
export async function getPlace<T extends PlaceTable>(opts: Scope<T> & { id: number }): Promise<PlaceRow<T>> {
  const row = await opts.db
    .selectFrom(common(opts.kind.table))
    .selectAll()
    .where('id', '=', opts.id)
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(opts.kind.texts.notFound);
  return row as PlaceRow<T>;
}

/** Names are unique among a company's live records, ignoring case (422 on `name`). */
async function assertNameFree<T extends PlaceTable>(opts: Scope<T> & { name: string; exceptId?: number }) {
  let q = opts.db
    .selectFrom(common(opts.kind.table))
    .select('id')
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', opts.name.toLowerCase()));
  if (opts.exceptId) q = q.where('id', '!=', opts.exceptId);
  if (await q.executeTakeFirst()) throw invalid({ name: [opts.kind.texts.duplicate] });
}

const definedOnly = <V extends object>(value: V): Partial<V> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<V>;

/** A new record under a name no live record of the company has; the kind's other columns as given. */
export async function createPlace<T extends PlaceTable>(
  opts: Scope<T> & { input: PlaceInput },
): Promise<PlaceRow<T>> {
  await assertNameFree({ ...opts, name: opts.input.name });
  const now = nowIso();
  // The validated request holds the kind's columns only (a location's time zone, say).
  const values = { ...opts.input, company_id: opts.companyId, created_at: now, updated_at: now };
  const row = await opts.db
    .insertInto(common(opts.kind.table))
    .values(values as Insertable<DB['audiences']>)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as PlaceRow<T>;
}

/** Changes the columns given (a new name must still be free); answers it with its employee count. */
export async function updatePlace<T extends PlaceTable>(
  opts: Scope<T> & { id: number; input: Partial<PlaceInput> },
): Promise<CountedPlace<T>> {
  const row = await getPlace(opts);
  if (opts.input.name !== undefined)
    await assertNameFree({ ...opts, name: opts.input.name, exceptId: row.id });
  const updated = await opts.db
    .updateTable(common(opts.kind.table))
    .set({ ...definedOnly(opts.input), updated_at: nowIso() })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return withCount(opts, updated as PlaceRow<T>);
}

/** Soft delete: the row stays (old memos still name it) but leaves every list. */
export async function deletePlace<T extends PlaceTable>(opts: Scope<T> & { id: number }): Promise<void> {
  const row = await getPlace(opts);
  await opts.db
    .updateTable(common(opts.kind.table))
    .set({ deleted_at: nowIso() })
    .where('id', '=', row.id)
    .execute();
}

/** How many active employees each record has. */
export async function countPlaceEmployees<T extends PlaceTable>(
  opts: Scope<T> & { ids: number[] },
): Promise<Map<number, number>> {
  if (opts.ids.length === 0) return new Map();
  // The two link tables differ only in the name of their record column.
  const link = LINKS[opts.kind.table] as { table: 'employee_audiences'; column: 'audience_id' };
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

/** Records with the number of active employees of each, as their answers show them. */
export interface CountedPlaces<T extends PlaceTable> {
  rows: PlaceRow<T>[];
  counts: Map<number, number>;
}

/** A record with its number of active employees, as its answer shows it. */
export interface CountedPlace<T extends PlaceTable> {
  row: PlaceRow<T>;
  count: number;
}

/** One live record of the company and its number of active employees. */
export async function getCountedPlace<T extends PlaceTable>(
  opts: Scope<T> & { id: number },
): Promise<CountedPlace<T>> {
  return withCount(opts, await getPlace(opts));
}

async function withCount<T extends PlaceTable>(opts: Scope<T>, row: PlaceRow<T>): Promise<CountedPlace<T>> {
  const counts = await countPlaceEmployees({ ...opts, ids: [row.id] });
  return { row, count: counts.get(row.id) ?? 0 };
}

async function withCounts<T extends PlaceTable>(opts: Scope<T>, rows: PlaceRow<T>[]) {
  return { rows, counts: await countPlaceEmployees({ ...opts, ids: rows.map((r) => r.id) }) };
}

/** One page of live records, searched by name, with their employee counts and the total for paging. */
export async function listPlacesPage<T extends PlaceTable>(
  opts: Scope<T> & { query: PlacesPageQuery },
): Promise<CountedPlaces<T> & { total: number }> {
  const { page, per_page, terms, sort_by, sort_direction } = opts.query;
  let base = opts.db
    .selectFrom(common(opts.kind.table))
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
  return { ...(await withCounts(opts, rows as PlaceRow<T>[])), total: Number(total) };
}

/** Every live record of the company, by name. */
export async function listLivePlaces<T extends PlaceTable>(opts: Scope<T>): Promise<PlaceRow<T>[]> {
  const rows = await opts.db
    .selectFrom(common(opts.kind.table))
    .selectAll()
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows as PlaceRow<T>[];
}

/** Every live record of the company, by name, with their employee counts (Settings' lists). */
export async function listCountedPlaces<T extends PlaceTable>(opts: Scope<T>): Promise<CountedPlaces<T>> {
  return withCounts(opts, await listLivePlaces(opts));
}
