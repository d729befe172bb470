import { FOLLOWUP_TEXT } from '@teamline/shared';
import { type SqlBool, sql } from 'kysely';
import type { Database } from '../db/index.js';
import { toBool } from '../db/index.js';
import type { EmployeeRow } from '../db/schema.js';
import { forbidden } from '../http/errors.js';
import { can } from './actions.js';
import type { Member } from './member.js';
import { managedEmployeeIds, managementOf } from './people.js';
import { isSameCompany, isSelf } from './predicates.js';

/**
 * Follow-ups (flagged messages, raised hands, check-ins; decisions.md, Follow-ups): management
 * answers those of the people it manages (the Team list's rule, never its own); each employee
 * answers and closes their own. Outside those, a follow-up answers 404 like a missing one.
 */

/** How the caller stands to the employee a follow-up is about. */
export type FollowupRelation = 'self' | 'managed' | 'other';

/** A follow-up record as far as access goes: whose it is, in which company. */
export interface FollowupOwner {
  company_id: number;
  employee_id: number;
}

/** The employees whose follow-ups the caller answers: nobody below management. */
function followupReach(db: Database, member: Member) {
  const ids = managedEmployeeIds(db, member);
  // peopleInReach also spans an employee's location peers; an employee manages none of them.
  return can(member, 'followups.manage') ? ids : ids.where(sql<SqlBool>`1 = 0`);
}

/** Loads the caller's relation to one employee (for `canAnswerFollowup`). */
export async function relationTo(
  db: Database,
  member: Member,
  employeeId: number,
): Promise<FollowupRelation> {
  if (isSelf(member, employeeId)) return 'self';
  const managed = await followupReach(db, member).where('employees.id', '=', employeeId).executeTakeFirst();
  return managed ? 'managed' : 'other';
}

/** Management sees and answers a follow-up of an employee it manages; schedules their check-ins. */
export function canAnswerFollowup(member: Member, item: FollowupOwner, relation: FollowupRelation): boolean {
  return can(member, 'followups.manage') && isSameCompany(member, item) && relation === 'managed';
}

/** Management schedules (and edits, defers, deletes) check-ins for an active employee it manages. */
export function canScheduleCheckin(
  member: Member,
  employee: Pick<EmployeeRow, 'id' | 'company_id'>,
  relation: FollowupRelation,
): boolean {
  return canAnswerFollowup(member, { company_id: employee.company_id, employee_id: employee.id }, relation);
}

type Responder = Pick<Member, 'companyId' | 'employeeId' | 'role'>;

/** The employee app acts as an employee record; the checks read it as the caller. */
export const responderOf = (employee: Pick<EmployeeRow, 'id' | 'company_id' | 'role'>): Responder => ({
  companyId: employee.company_id,
  employeeId: employee.id,
  role: employee.role,
});

/** The employee themself closes their raised hand and checks in; nobody else, whatever their role. */
export function canRespondToFollowup(member: Responder, item: FollowupOwner): boolean {
  return can(member, 'followups.respond') && isSameCompany(member, item) && isSelf(member, item.employee_id);
}

/**
 * Narrows a list of follow-ups (its `column` holds the employee id) to the people the caller
 * answers for; the query keeps its own company condition.
 */
export function scopeFollowups<C extends string, Q extends FilterableBy<C>>(
  db: Database,
  member: Member,
  q: Q,
  column: C,
): Q {
  return q.where(column, 'in', followupReach(db, member));
}

type Reach = ReturnType<typeof followupReach>;
interface FilterableBy<C extends string> {
  where(column: C, op: 'in', values: Reach): this;
}

/** A person a follow-up notice goes to. */
export type FollowupRecipient = Pick<EmployeeRow, 'id' | 'user_id' | 'default_locale'>;

/**
 * Whom an employee's raised hand, check-in or flag goes to: their active managers, else the
 * company's active admins (never the employee themself).
 */
export async function managersOf(
  db: Database,
  employee: Pick<EmployeeRow, 'id' | 'company_id'>,
): Promise<FollowupRecipient[]> {
  const managers = await db
    .selectFrom('employee_managers as m')
    .innerJoin('employees as e', 'e.id', 'm.manager_id')
    .select(['e.id', 'e.user_id', 'e.default_locale'])
    .where('m.employee_id', '=', employee.id)
    .where('e.deleted_at', 'is', null)
    .where('e.is_active', '=', true)
    .execute();
  if (managers.length > 0) return managers;
  return db
    .selectFrom('employees')
    .select(['id', 'user_id', 'default_locale'])
    .where('company_id', '=', employee.company_id)
    .where('role', '=', 'admin')
    .where('id', '!=', employee.id)
    .where('deleted_at', 'is', null)
    .where('is_active', '=', true)
    .execute();
}

/**
 * The users told that one of an employee's follow-ups changed (`followup.updated`): the
 * management who answer it (people.ts `managementOf`) and the employee themself, whose own
 * screens follow it too. Nobody else in the company hears of it.
 */
export async function followupWatchers(
  db: Database,
  companyId: number,
  employeeId: number,
): Promise<number[]> {
  const employee = await db
    .selectFrom('employees')
    .select(['id', 'company_id', 'user_id'])
    .where('id', '=', employeeId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!employee) return [];
  const management = await managementOf(db, employee);
  return employee.user_id === null ? management : [...new Set([...management, employee.user_id])];
}

/** Check-ins exist only where the company flag 'checkins' is on (spec §6). */
export async function checkinsEnabled(db: Database, companyId: number): Promise<boolean> {
  const flag = await db
    .selectFrom('company_flags')
    .select('enabled')
    .where('company_id', '=', companyId)
    .where('key', '=', 'checkins')
    .executeTakeFirst();
  return flag !== undefined && toBool(flag.enabled);
}

/** 403 with a clear text for any check-in call while the company's flag is off. */
export async function authorizeCheckins(db: Database, companyId: number): Promise<void> {
  if (!(await checkinsEnabled(db, companyId))) throw forbidden(FOLLOWUP_TEXT.checkinsOff);
}
