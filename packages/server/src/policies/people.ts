import { ROLES } from '@teamline/shared';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/index.js';
import type { DB, EmployeeRow } from '../db/schema.js';
import type { Member } from './member.js';
import { isAdmin, isAdminRole, isManagement, isManagementRole } from './predicates.js';

/**
 * Who manages whom: the one rule behind the Team list, Follow-ups, memo targeting and
 * celebrations (decisions.md, People). A manager reaches the people of their own locations and
 * their direct reports; an admin the whole company.
 */

/**
 * Whom the caller may see in the list: an admin (or a non-management employee, who gets the
 * company's roster) everyone; a manager the people of their own locations, their direct reports
 * and themself — unless an admin asked to see all.
 */
export function peopleInReach(
  db: Database,
  eb: ExpressionBuilder<DB, 'employees'>,
  member: Pick<Member, 'employeeId' | 'companyId'>,
) {
  const me = member.employeeId;
  return eb.or([
    eb('employees.id', '=', me),
    eb(
      'employees.id',
      'in',
      db
        .selectFrom('employee_locations as peers')
        .select('peers.employee_id')
        .where('peers.company_id', '=', member.companyId)
        .where(
          'peers.location_id',
          'in',
          db
            .selectFrom('employee_locations as mine')
            .select('mine.location_id')
            .where('mine.employee_id', '=', me),
        ),
    ),
    eb(
      'employees.id',
      'in',
      db
        .selectFrom('employee_managers as reports')
        .select('reports.employee_id')
        .where('reports.manager_id', '=', me),
    ),
  ]);
}

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
  if (!isAdmin(member)) q = q.where((eb) => peopleInReach(db, eb, member));
  return q;
}

/** A manager lists only their own people; admins and non-management employees the company. */
export const seesPart = (member: Member) => isManagement(member) && !isAdmin(member);

/** Memo targets reach the whole company for an admin; a manager's stop at their own people. */
export const reachesWholeCompany = (member: Member) => isAdmin(member);

/** The roles that make an employee management (spec §6): manager and admin. */
export const MANAGEMENT_ROLES = ROLES.filter(isManagementRole);
const ADMIN_ROLES = ROLES.filter(isAdminRole);

/** The roles an `ignore_admin` filter leaves out (the wall, spec §7 memo-responses). */
export const NON_ADMIN_ROLES = ROLES.filter((role) => !isAdminRole(role));

/**
 * The management users who answer an employee's follow-ups (the Team list's rule, as
 * policies/followup.ts `canAnswerFollowup`): the company's active admins, and the active managers who share a location
 * with the employee or manage them directly — never the employee themself.
 */
export async function managementOf(
  db: Database,
  employee: Pick<EmployeeRow, 'id' | 'company_id'>,
): Promise<number[]> {
  const rows = await db
    .selectFrom('employees as e')
    .select('e.user_id')
    .where('e.company_id', '=', employee.company_id)
    .where('e.role', 'in', MANAGEMENT_ROLES)
    .where('e.is_active', '=', true)
    .where('e.deleted_at', 'is', null)
    .where('e.user_id', 'is not', null)
    .where('e.id', '!=', employee.id)
    .where((eb) =>
      eb.or([
        eb('e.role', 'in', ADMIN_ROLES),
        eb(
          'e.id',
          'in',
          eb.selectFrom('employee_managers').select('manager_id').where('employee_id', '=', employee.id),
        ),
        eb(
          'e.id',
          'in',
          eb
            .selectFrom('employee_locations as peers')
            .select('peers.employee_id')
            .where(
              'peers.location_id',
              'in',
              eb
                .selectFrom('employee_locations as theirs')
                .select('theirs.location_id')
                .where('theirs.employee_id', '=', employee.id),
            ),
        ),
      ]),
    )
    .execute();
  return rows.map((r) => r.user_id).filter((id): id is number => id !== null);
}
