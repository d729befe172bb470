import type { Database } from '../db/index.js';
import type { CompanyRow, EmployeeRow } from '../db/schema.js';
import type { Member } from '../policies/index.js';
import { notFound } from './errors.js';

export interface Membership {
  member: Member;
  company: CompanyRow;
  employee: EmployeeRow;
}

/**
 * The caller's active membership in a company. A company the caller does not belong to
 * answers 404, exactly like one that does not exist.
 */
export async function loadMembership(db: Database, userId: number, companyId: number): Promise<Membership> {
  const employee = await db
    .selectFrom('employees')
    .selectAll()
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!employee) throw notFound('Company not found');
  const company = await db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirst();
  if (!company) throw notFound('Company not found');
  return {
    company,
    employee,
    member: { userId, companyId, employeeId: employee.id, role: employee.role },
  };
}
