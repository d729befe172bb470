import type { TLocationsQuery } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { LocationRow } from '../../db/schema.js';
import { invalid, notFound } from '../../http/errors.js';
import { containsTerms } from '../../http/paging.js';
import type { Member } from '../../policies/index.js';
import { isManagement } from '../../policies/index.js';

const DUPLICATE = 'A location with this name already exists';

/** A live location of the company; another company's (or a deleted) one answers 404. */
export async function getLocation(opts: { db: Database; companyId: number; locationId: number }) {
  const row = await opts.db
    .selectFrom('locations')
    .selectAll()
    .where('id', '=', opts.locationId)
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Location not found');
  return row;
}

async function assertNameFree(opts: { db: Database; companyId: number; name: string; exceptId?: number }) {
  let q = opts.db
    .selectFrom('locations')
    .select('id')
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', opts.name.toLowerCase()));
  if (opts.exceptId) q = q.where('id', '!=', opts.exceptId);
  if (await q.executeTakeFirst()) throw invalid({ name: [DUPLICATE] });
}

export async function createLocation(opts: {
  db: Database;
  companyId: number;
  name: string;
  timezone: string;
}): Promise<LocationRow> {
  await assertNameFree(opts);
  const now = nowIso();
  return opts.db
    .insertInto('locations')
    .values({
      company_id: opts.companyId,
      name: opts.name,
      timezone: opts.timezone,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateLocation(opts: {
  db: Database;
  companyId: number;
  locationId: number;
  name?: string | undefined;
  timezone?: string | undefined;
}): Promise<LocationRow> {
  const row = await getLocation(opts);
  if (opts.name !== undefined) await assertNameFree({ ...opts, name: opts.name, exceptId: row.id });
  return opts.db
    .updateTable('locations')
    .set({ name: opts.name ?? row.name, timezone: opts.timezone ?? row.timezone, updated_at: nowIso() })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Soft delete: the row stays (old memos still name it) but leaves every list. */
export async function deleteLocation(opts: { db: Database; companyId: number; locationId: number }) {
  const row = await getLocation(opts);
  await opts.db.updateTable('locations').set({ deleted_at: nowIso() }).where('id', '=', row.id).execute();
}

/** How many active employees each location has. */
export async function countLocationEmployees(opts: {
  db: Database;
  companyId: number;
  locationIds: number[];
}): Promise<Map<number, number>> {
  if (opts.locationIds.length === 0) return new Map();
  const rows = await opts.db
    .selectFrom('employee_locations')
    .innerJoin('employees', 'employees.id', 'employee_locations.employee_id')
    .select((eb) => ['employee_locations.location_id', eb.fn.countAll<number>().as('n')])
    .where('employee_locations.company_id', '=', opts.companyId)
    .where('employee_locations.location_id', 'in', opts.locationIds)
    .where('employees.is_active', '=', true)
    .where('employees.deleted_at', 'is', null)
    .groupBy('employee_locations.location_id')
    .execute();
  return new Map(rows.map((r) => [r.location_id, Number(r.n)]));
}

/** One page of live locations, searched by name, with the total for paging. */
export async function listLocationsPage(opts: { db: Database; companyId: number; query: TLocationsQuery }) {
  const { page, per_page, terms, sort_by, sort_direction } = opts.query;
  let base = opts.db
    .selectFrom('locations')
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
  return { rows, total: Number(total) };
}

/** Every live location of the company, by name. */
export async function listLiveLocations(opts: { db: Database; companyId: number }): Promise<LocationRow[]> {
  return opts.db
    .selectFrom('locations')
    .selectAll()
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/**
 * The locations the caller works at. Management works across the company and gets every live
 * location; an employee gets the locations of their own employee record.
 */
export async function listEmployeeLocations(opts: { db: Database; member: Member }): Promise<LocationRow[]> {
  if (isManagement(opts.member)) return listLiveLocations({ db: opts.db, companyId: opts.member.companyId });
  return opts.db
    .selectFrom('locations')
    .innerJoin('employee_locations', 'employee_locations.location_id', 'locations.id')
    .selectAll('locations')
    .where('employee_locations.employee_id', '=', opts.member.employeeId)
    .where('locations.company_id', '=', opts.member.companyId)
    .where('locations.deleted_at', 'is', null)
    .orderBy('locations.name')
    .execute();
}
