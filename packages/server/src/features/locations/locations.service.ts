import type { TLocationsQuery } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { LocationRow } from '../../db/schema.js';
import type { Member } from '../../policies/index.js';
import { isManagement } from '../../policies/index.js';
import {
  assertPlaceNameFree,
  countPlaceEmployees,
  findLivePlace,
  listLivePlaces,
  listPlacesPage,
  softDeletePlace,
} from '../places/named-places.js';

const DUPLICATE = 'A location with this name already exists';

/** A live location of the company; another company's (or a deleted) one answers 404. */
export async function getLocation(opts: { db: Database; companyId: number; locationId: number }) {
  return findLivePlace('locations', { ...opts, id: opts.locationId, notFoundText: 'Location not found' });
}

function assertNameFree(opts: { db: Database; companyId: number; name: string; exceptId?: number }) {
  return assertPlaceNameFree('locations', { ...opts, duplicateText: DUPLICATE });
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
  await softDeletePlace('locations', { db: opts.db, id: row.id });
}

/** How many active employees each location has. */
export function countLocationEmployees(opts: { db: Database; companyId: number; locationIds: number[] }) {
  return countPlaceEmployees('locations', { ...opts, ids: opts.locationIds });
}

/** One page of live locations, searched by name, with the total for paging. */
export function listLocationsPage(opts: { db: Database; companyId: number; query: TLocationsQuery }) {
  return listPlacesPage('locations', opts);
}

/** Every live location of the company, by name. */
export function listLiveLocations(opts: { db: Database; companyId: number }): Promise<LocationRow[]> {
  return listLivePlaces('locations', opts);
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
