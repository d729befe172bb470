import { FOLLOWUP_TEXT } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { toBool } from '../../db/index.js';
import { forbidden } from '../../http/errors.js';
import { isAdmin, type Member } from '../../policies/index.js';
import { inScope } from '../employees/employees-query.js';

/**
 * The employees whose follow-ups the caller answers (as a subquery of ids): an admin the whole
 * company, a manager the people of their locations and their direct reports (the Team list's
 * rule) — never their own follow-ups.
 */
export function managedEmployeeIds(db: Database, member: Member) {
  let q = db
    .selectFrom('employees')
    .select('employees.id')
    .where('employees.company_id', '=', member.companyId)
    .where('employees.deleted_at', 'is', null)
    .where('employees.id', '!=', member.employeeId);
  if (!isAdmin(member)) q = q.where((eb) => inScope(db, eb, member));
  return q;
}

export async function checkinsEnabled(db: Database, companyId: number): Promise<boolean> {
  const flag = await db
    .selectFrom('company_flags')
    .select('enabled')
    .where('company_id', '=', companyId)
    .where('key', '=', 'checkins')
    .executeTakeFirst();
  return flag !== undefined && toBool(flag.enabled);
}

/** Check-ins exist only where the company flag 'checkins' is on (spec §6): 403 otherwise. */
export async function requireCheckins(db: Database, companyId: number): Promise<void> {
  if (!(await checkinsEnabled(db, companyId))) throw forbidden(FOLLOWUP_TEXT.checkinsOff);
}
