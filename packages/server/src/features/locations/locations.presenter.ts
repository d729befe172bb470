import type { TLocation, TLocationOption } from '@teamline/shared';
import type { LocationRow } from '../../db/schema.js';

export function presentLocation(row: LocationRow, employeeCount = 0): TLocation {
  return {
    id: row.id,
    name: row.name,
    timezone: row.timezone,
    created_at: row.created_at,
    deleted_at: row.deleted_at,
    employee_count: employeeCount,
  };
}

/** A location as a picker of the caller's own locations shows it. */
export const presentLocationOption = (row: LocationRow): TLocationOption => ({
  id: row.id,
  name: row.name,
  timezone: row.timezone,
});
