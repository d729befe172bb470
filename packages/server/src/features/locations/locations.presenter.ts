import type { TIdName, TLocation } from '@teamline/shared';
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

export const presentIdName = (row: { id: number; name: string }): TIdName => ({ id: row.id, name: row.name });
