import type { TAudience } from '@teamline/shared';
import type { AudienceRow } from '../../db/schema.js';

export function presentAudience(row: AudienceRow, employeeCount = 0): TAudience {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at,
    deleted_at: row.deleted_at,
    employee_count: employeeCount,
  };
}
