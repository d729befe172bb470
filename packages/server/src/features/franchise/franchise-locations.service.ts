import { DEFAULT_TIMEZONE, type TFranchiseLocations, type TFranchiseStatus } from '@teamline/shared';
import { notFound } from '../../http/errors.js';
import { canSyncInto } from '../../policies/franchise.js';
import type { Member } from '../../policies/index.js';
import { DirectoryAuthError, type DirectoryLocation, listLocations } from './directory-client.js';
import { accessTokenOf, type FranchiseDeps, settingsOf } from './franchise-connection.js';
import { directoryFailure, listRuns } from './franchise-sync.js';

/** The directory's locations beside the company's, and adding or removing one from the sync. */

/** The directory's locations; a refused token is refreshed once, a failure said plainly. */
async function directoryLocations(deps: FranchiseDeps, companyId: number): Promise<DirectoryLocation[]> {
  const settings = settingsOf(deps);
  try {
    try {
      return await listLocations(settings, await accessTokenOf(deps, companyId));
    } catch (err) {
      if (!(err instanceof DirectoryAuthError)) throw err;
      return await listLocations(settings, await accessTokenOf(deps, companyId, { refresh: true }));
    }
  } catch (err) {
    return directoryFailure(err);
  }
}

export async function franchiseStatus(deps: FranchiseDeps, companyId: number): Promise<TFranchiseStatus> {
  const connection = await deps.db
    .selectFrom('franchise_connections')
    .select('connected_at')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  const synced = await deps.db
    .selectFrom('franchise_locations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  const [last] = await listRuns(deps.db, companyId);
  return {
    configured: Boolean(deps.config.franchise),
    connected: Boolean(connection),
    connected_at: connection ? new Date(connection.connected_at).toISOString() : null,
    synced_locations: Number(synced.n),
    last_run: last ?? null,
  };
}

export async function franchiseLocations(
  deps: FranchiseDeps,
  companyId: number,
): Promise<TFranchiseLocations> {
  const directory = await directoryLocations(deps, companyId);
  const synced = await deps.db
    .selectFrom('franchise_locations')
    .select(['ext_id', 'location_id'])
    .where('company_id', '=', companyId)
    .execute();
  const company = await deps.db
    .selectFrom('locations')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .execute();
  const byExt = new Map(synced.map((s) => [s.ext_id, s.location_id]));
  const extOf = new Map(synced.map((s) => [s.location_id, s.ext_id]));
  const names = new Map(company.map((c) => [c.id, c.name]));
  return {
    directory: directory.map((d) => {
      const locationId = byExt.get(d.id) ?? null;
      return {
        ext_id: d.id,
        name: d.name,
        synced: locationId !== null,
        location_id: locationId,
        location_name: locationId === null ? null : (names.get(locationId) ?? null),
      };
    }),
    company: company.map((c) => ({ id: c.id, name: c.name, ext_id: extOf.get(c.id) ?? null })),
  };
}

/**
 * Adds a directory location to the sync: linked to the company location given (the caller's own,
 * live, else 404), or to a new location of the directory's name. Adding one already synced moves
 * its link. The people come with the next sync.
 */
export async function addLocation(
  deps: FranchiseDeps,
  member: Member,
  input: { ext_id: string; location_id?: number | null },
): Promise<TFranchiseLocations> {
  const now = new Date().toISOString();
  let locationId = input.location_id ?? null;
  if (locationId !== null) {
    const location = await deps.db
      .selectFrom('locations')
      .select(['company_id', 'deleted_at'])
      .where('id', '=', locationId)
      .executeTakeFirst();
    if (!canSyncInto(member, location)) throw notFound('Location not found');
  }
  const found = (await directoryLocations(deps, member.companyId)).find((d) => d.id === input.ext_id);
  if (!found) throw notFound('This location is not in the franchise directory');
  await deps.db.transaction().execute(async (trx) => {
    if (locationId === null) {
      const created = await trx
        .insertInto('locations')
        .values({
          company_id: member.companyId,
          name: found.name.slice(0, 255),
          timezone: DEFAULT_TIMEZONE,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      locationId = created.id;
    }
    const row = { name: found.name.slice(0, 255), location_id: locationId };
    await trx
      .insertInto('franchise_locations')
      .values({ company_id: member.companyId, ext_id: found.id, created_at: now, ...row })
      .onConflict((oc) => oc.columns(['company_id', 'ext_id']).doUpdateSet(row))
      .execute();
  });
  return franchiseLocations(deps, member.companyId);
}

/** Takes a location out of the sync; its people stay as they are (no longer updated). */
export async function removeLocation(
  deps: FranchiseDeps,
  member: Member,
  extId: string,
): Promise<TFranchiseLocations> {
  const removed = await deps.db
    .deleteFrom('franchise_locations')
    .where('company_id', '=', member.companyId)
    .where('ext_id', '=', extId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) !== 1) throw notFound('This location is not in the sync');
  return franchiseLocations(deps, member.companyId);
}
