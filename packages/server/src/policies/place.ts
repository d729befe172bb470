import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/index.js';
import type { DB } from '../db/schema.js';
import type { Member } from './member.js';
import { isManagement } from './predicates.js';

/**
 * Locations and audiences (decisions.md, Places): management reads the lists, admins change
 * them, and an employee's own locations are theirs to pick from.
 */

/** Management works across the company: every live location is theirs to pick. */
export const reachesAllLocations = (member: Pick<Member, 'role'>) => isManagement(member);

/**
 * Narrows a query of the company's locations to those the caller works at: management works
 * across the company and keeps every one; an employee keeps the locations of their own record.
 */
export function scopeOwnLocations<O>(
  db: Database,
  member: Member,
  query: SelectQueryBuilder<DB, 'locations', O>,
): SelectQueryBuilder<DB, 'locations', O> {
  if (reachesAllLocations(member)) return query;
  return query.where(
    'locations.id',
    'in',
    db
      .selectFrom('employee_locations')
      .select('employee_locations.location_id')
      .where('employee_locations.employee_id', '=', member.employeeId),
  );
}
