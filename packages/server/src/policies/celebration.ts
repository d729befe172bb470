import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/index.js';
import type { DB, MemoRow } from '../db/schema.js';
import type { Member } from './member.js';
import { managedEmployeeIds } from './people.js';
import { isAdmin, isManagement, isSelf } from './predicates.js';

/**
 * Celebrations (decisions.md, Celebrations): whom management may celebrate, where a celebration
 * goes when nobody was picked, who sees which celebrations on the wall, and who may celebrate
 * one. Which celebrations management edits is the memo rule (they are memo records).
 */

const nobody = sql<SqlBool>`1 = 0`;

/**
 * Narrows a query of employees to those the member may celebrate: an admin anyone of the
 * company (themself too); a manager their people (policies/people.ts), never themself; an
 * employee nobody.
 */
export function scopeCelebrated<O>(
  db: Database,
  member: Member,
  q: SelectQueryBuilder<DB, 'employees', O>,
): SelectQueryBuilder<DB, 'employees', O> {
  const company = q.where('employees.company_id', '=', member.companyId);
  if (isAdmin(member)) return company;
  if (!isManagement(member)) return company.where(nobody);
  return company.where('employees.id', 'in', managedEmployeeIds(db, member));
}

/**
 * The celebrated employee's locations a celebration goes to when nobody was picked: an admin
 * all of them; a manager only those they work at (a manager sends to their own locations only);
 * an employee none.
 */
export async function scopeDefaultLocations(
  db: Database,
  member: Member,
  locationIds: number[],
): Promise<number[]> {
  if (isAdmin(member) || !locationIds.length) return locationIds;
  if (!isManagement(member)) return [];
  const mine = await db
    .selectFrom('employee_locations')
    .select('location_id')
    .where('employee_id', '=', member.employeeId)
    .execute();
  const own = new Set(mine.map((r) => r.location_id));
  return locationIds.filter((id) => own.has(id));
}

/**
 * Narrows a query of memos to the celebrations of the member's company the member sees on the
 * wall: an admin all of them; a manager those of their people and those addressed to them; an
 * employee those addressed to them (published to them: they have a response row).
 */
export function scopeSeenCelebrations<O>(
  db: Database,
  member: Member,
  q: SelectQueryBuilder<DB, 'memos', O>,
): SelectQueryBuilder<DB, 'memos', O> {
  const celebrations = q
    .where('memos.company_id', '=', member.companyId)
    .where('memos.kind', '=', 'celebration');
  if (isAdmin(member)) return celebrations;
  const addressed = db
    .selectFrom('memo_responses')
    .select('memo_responses.memo_id')
    .where('memo_responses.employee_id', '=', member.employeeId);
  return celebrations.where((eb) =>
    isManagement(member)
      ? eb.or([
          eb('memos.id', 'in', addressed),
          eb('memos.celebrated_employee_id', 'in', managedEmployeeIds(db, member)),
        ])
      : eb('memos.id', 'in', addressed),
  );
}

/** Anyone who sees a celebration may celebrate it, except the employee it celebrates. */
export function canCelebrate(
  member: Pick<Member, 'employeeId'>,
  memo: Pick<MemoRow, 'celebrated_employee_id'>,
): boolean {
  return memo.celebrated_employee_id === null || !isSelf(member, memo.celebrated_employee_id);
}
