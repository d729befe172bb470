import type { Database } from '../../db/index.js';
import type { LocationRow } from '../../db/schema.js';
import type { Member } from '../../policies/index.js';
import { scopeOwnLocations } from '../../policies/place.js';

/**
 * The live locations the caller works at, by name: every one for management, an employee's
 * own otherwise (policies/place.ts).
 */
export async function listOwnLocations(opts: { db: Database; member: Member }): Promise<LocationRow[]> {
  const { db, member } = opts;
  const query = db
    .selectFrom('locations')
    .selectAll('locations')
    .where('locations.company_id', '=', member.companyId)
    .where('locations.deleted_at', 'is', null);
  return scopeOwnLocations(db, member, query).orderBy('locations.name').orderBy('locations.id').execute();
}
