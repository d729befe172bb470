import type { Role } from '@teamline/shared';
import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Member } from './member.js';
import { isAdmin, isManagement, isManagementRole, isSameCompany, isSelf } from './predicates.js';

/**
 * Who may do what with scheduled sends (decisions.md, Scheduled sends): as template sends, an
 * admin manages every schedule of the company and a manager the schedules they made (another
 * manager's is outside their scope: 404); an employee none (403 at the route's action). Each
 * occurrence sends as its creator, with their reach on that day.
 */

export interface ScheduleRecord {
  company_id: number;
  creator_id: number | null;
}

/** Narrows a query of schedules to those the caller manages (else none: 404). */
export function scopeSchedules<O>(member: Member, q: SelectQueryBuilder<DB, 'scheduled_sends', O>) {
  const company = q.where('scheduled_sends.company_id', '=', member.companyId);
  if (!isManagement(member)) return company.where((eb) => eb.lit(false));
  if (isAdmin(member)) return company;
  return company.where('scheduled_sends.creator_id', '=', member.employeeId);
}

/** The caller edits, moves and deletes this schedule (the same answer as scopeSchedules). */
export function canManageSchedule(member: Member, s: ScheduleRecord): boolean {
  if (!isSameCompany(member, s) || !isManagement(member)) return false;
  return isAdmin(member) || (s.creator_id !== null && isSelf(member, s.creator_id));
}

/**
 * The member an occurrence sends as: its creator, while they still hold a management role and an
 * account in the company; else nobody (the occurrence is skipped, the reason kept).
 */
export function scheduleSender(
  creator: { id: number; user_id: number | null; role: Role; company_id: number } | undefined,
): Member | null {
  if (!creator || creator.user_id === null || !isManagementRole(creator.role)) return null;
  return {
    userId: creator.user_id,
    companyId: creator.company_id,
    employeeId: creator.id,
    role: creator.role,
  };
}
