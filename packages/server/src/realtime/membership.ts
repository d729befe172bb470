import { type Database, toBool } from '../db/index.js';
import type { Realtime } from './realtime.js';

/**
 * After employees' access to a company changed (deleted, deactivated, reactivated), their users'
 * open sockets join or leave the company's room, so company-wide events follow the change at once.
 */
export async function syncCompanyRooms(
  deps: { db: Database; realtime: Realtime },
  companyId: number,
  employeeIds: readonly number[],
): Promise<void> {
  if (employeeIds.length === 0) return;
  const rows = await deps.db
    .selectFrom('employees')
    .select(['user_id', 'is_active', 'deleted_at'])
    .where('company_id', '=', companyId)
    .where('id', 'in', [...employeeIds])
    .execute();
  for (const row of rows) {
    if (row.user_id === null) continue;
    if (toBool(row.is_active) && row.deleted_at === null) deps.realtime.joinCompany(row.user_id, companyId);
    else deps.realtime.leaveCompany(row.user_id, companyId);
  }
}
