import type { Role } from '@teamline/shared';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { forbidden, notFound } from '../http/errors.js';
import { authorize, can } from './actions.js';
import type { Member } from './member.js';
import { peopleInReach, seesPart } from './people.js';
import { isAdmin, isAdminRole, isManagement, isManagementRole } from './predicates.js';

/**
 * Who may do what to an employee record (spec §6, decisions.md People): every member lists
 * colleagues; management sees their details and edits them; a manager handles employees and
 * managers but never an admin, and only an admin hands out a management role.
 */

/** Only an admin hands out (or re-sends, or withdraws) a management role; managers handle employees. */
export function canAssignRole(member: Pick<Member, 'role'>, role: Role): boolean {
  return !isManagementRole(role) || can(member, 'employees.assign_management');
}

export function authorizeRoleAssignment(member: Pick<Member, 'role'>, role: Role): void {
  if (!canAssignRole(member, role)) throw forbidden();
}

/** An admin's record is changed by an admin only; a manager edits employees and managers. */
export function canEditEmployee(member: Pick<Member, 'role'>, target: { role: Role }): boolean {
  return !isAdminRole(target.role) || isAdmin(member);
}

/** An edit of `target` that may also give it `newRole`: 403 when either is not the caller's to make. */
export function authorizeEmployeeEdit(
  member: Pick<Member, 'role'>,
  target: { role: Role },
  newRole?: Role | undefined,
): void {
  if (!canEditEmployee(member, target)) throw forbidden();
  if (newRole && newRole !== target.role) authorizeRoleAssignment(member, newRole);
}

/** The record holds a management role (manager or admin): the Employee shape's `is_management`. */
export const holdsManagementRole = (employee: { role: Role }): boolean => isManagementRole(employee.role);

/**
 * Management sees people's details — contacts, invitation state, inactive people, follow-ups and
 * memo counts; an employee sees the active roster of their colleagues only (spec §6).
 */
export const seesEmployeeDetails = (member: Pick<Member, 'role'>): boolean => isManagement(member);

/**
 * The list filters as the caller may use them: an employee gets the active roster whatever they
 * ask; a manager asking to see the whole company is refused (403), an admin may.
 */
export function scopeEmployeeFilters<F extends { active: 'yes' | 'no'; see_all: 'yes' | 'no' }>(
  member: Pick<Member, 'role'>,
  filters: F,
): F {
  if (!seesEmployeeDetails(member)) return { ...filters, active: 'yes' };
  if (filters.see_all === 'yes') authorize(member, 'employees.see_all');
  return filters;
}

/**
 * Narrows a query of the company's employees to those the caller may list: a manager their own
 * people (their locations, their direct reports, themself); an admin, or an employee looking at
 * the roster, the whole company.
 */
export function scopeEmployees<O>(
  db: Database,
  member: Member,
  query: SelectQueryBuilder<DB, 'employees', O>,
): SelectQueryBuilder<DB, 'employees', O> {
  return seesPart(member) ? query.where((eb) => peopleInReach(db, eb, member)) : query;
}

/**
 * A manager edits only their own people — the Team list's reach: the people of their locations,
 * their direct reports, themself. Anyone else of the company answers 404, as a record outside
 * the caller's reach does everywhere (decisions.md, Access). An admin reaches everyone.
 * Pass the transaction the edit runs in.
 */
export async function assertEmployeesInReach(
  db: Database,
  member: Member,
  ids: readonly number[],
): Promise<void> {
  if (!seesPart(member) || ids.length === 0) return;
  const found = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('employees.company_id', '=', member.companyId)
    .where('employees.id', 'in', [...ids])
    .where((eb) => peopleInReach(db, eb, member))
    .executeTakeFirstOrThrow();
  if (Number(found.n) !== new Set(ids).size) throw notFound('Employee not found');
}
