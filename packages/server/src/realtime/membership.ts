import type { TImportRow } from '@teamline/shared';
import { chunks } from '../db/chunks.js';
import { type Database, toBool } from '../db/index.js';
import { type Realtime, rooms } from './realtime.js';

/**
 * After employees' access to a company changed (deleted, deactivated, reactivated), their users'
 * open sockets join or leave the company's room, so company-wide events follow the change at once.
 * One join and one leave for the lot (an import or a directory sync may change thousands).
 */
export async function syncCompanyRooms(
  deps: { db: Database; realtime: Realtime },
  companyId: number,
  employeeIds: readonly number[],
): Promise<void> {
  if (employeeIds.length === 0) return;
  const join: number[] = [];
  const leave: number[] = [];
  for (const part of chunks(employeeIds)) {
    const rows = await deps.db
      .selectFrom('employees')
      .select(['user_id', 'is_active', 'deleted_at'])
      .where('company_id', '=', companyId)
      .where('id', 'in', part)
      .where('user_id', 'is not', null)
      .execute();
    for (const row of rows) {
      if (row.user_id === null) continue;
      (toBool(row.is_active) && row.deleted_at === null ? join : leave).push(row.user_id);
    }
  }
  deps.realtime.joinRooms(join, [rooms.company(companyId)]);
  deps.realtime.leaveRooms(leave, [rooms.company(companyId)]);
}

/**
 * The employees whose access a bulk write changed: the rows it reactivated (an `is_active`
 * change in their preview) and the ones it deactivated.
 */
export function accessChangedIds(rows: readonly TImportRow[], deactivated: readonly number[]): number[] {
  const reactivated = rows
    .filter((r) => r.employee_id !== null && r.changes.some((c) => c.field === 'is_active'))
    .map((r) => r.employee_id as number);
  return [...reactivated, ...deactivated];
}
