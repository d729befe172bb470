import type { Role } from '@teamline/shared';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/index.js';
import type { DB } from '../db/schema.js';
import type { Member } from './member.js';
import { MANAGEMENT_ROLES, managedEmployeeIds, managementOf, reachesWholeCompany } from './people.js';
import { isAdmin, isAdminRole, isManagement, isSameCompany, isSelf } from './predicates.js';

/**
 * Who manages which memo, and how far a sender reaches (decisions.md, Memos, Celebrations).
 * An admin manages every memo of the company; a manager the memos they created and the
 * celebrations of their people (the Follow-ups scope: their locations' people and direct
 * reports, never themselves); an employee none.
 */

/** What the policy reads of a memo. */
export interface MemoRecord {
  company_id: number;
  kind: string;
  creator_id: number | null;
  celebrated_employee_id: number | null;
}

/**
 * Narrows a query of memos to those the caller manages (the list and one-record lookups use it,
 * so a memo outside it answers 404).
 */
export function scopeMemos<O>(db: Database, member: Member, q: SelectQueryBuilder<DB, 'memos', O>) {
  const company = q.where('memos.company_id', '=', member.companyId);
  if (!isManagement(member)) return company.where((eb) => eb.lit(false));
  if (isAdmin(member)) return company;
  return company.where((eb) =>
    eb.or([
      eb('memos.creator_id', '=', member.employeeId),
      eb.and([
        eb('memos.kind', '=', 'celebration'),
        eb('memos.celebrated_employee_id', 'in', managedEmployeeIds(db, member)),
      ]),
    ]),
  );
}

/** Which of the celebrated employees of some memos the caller manages (loaded once for a page). */
export interface MemoReach {
  managedCelebrated: ReadonlySet<number>;
}

export const NO_MEMO_REACH: MemoReach = { managedCelebrated: new Set() };

export async function loadMemoReach(
  db: Database,
  member: Member,
  memos: readonly MemoRecord[],
): Promise<MemoReach> {
  if (!isManagement(member) || isAdmin(member)) return NO_MEMO_REACH;
  const celebrated = memos
    .filter((m) => m.kind === 'celebration' && isSameCompany(member, m))
    .map((m) => m.celebrated_employee_id)
    .filter((id) => id !== null);
  if (!celebrated.length) return NO_MEMO_REACH;
  const rows = await managedEmployeeIds(db, member)
    .where('employees.id', 'in', [...new Set(celebrated)])
    .execute();
  return { managedCelebrated: new Set(rows.map((r) => r.id)) };
}

/** The caller may edit, publish, expire, archive and delete this memo (the same answer as scopeMemos). */
export function canManageMemo(member: Member, memo: MemoRecord, reach: MemoReach = NO_MEMO_REACH): boolean {
  if (!isSameCompany(member, memo) || !isManagement(member)) return false;
  if (isAdmin(member)) return true;
  if (memo.creator_id !== null && isSelf(member, memo.creator_id)) return true;
  return (
    memo.kind === 'celebration' &&
    memo.celebrated_employee_id !== null &&
    reach.managedCelebrated.has(memo.celebrated_employee_id)
  );
}

/**
 * canManageMemo for an employee record rather than a signed-in caller (a job deciding where a
 * manager's digest leads): the memo's page if they manage it, else they are sent elsewhere.
 */
export function employeeManagesMemo(employee: { id: number; role: Role }, memo: MemoRecord): boolean {
  // userId is not asked by canManageMemo: a digest's reader may not have signed in yet.
  const member: Member = {
    userId: 0,
    companyId: memo.company_id,
    employeeId: employee.id,
    role: employee.role,
  };
  return canManageMemo(member, memo);
}

/**
 * The users whose screens show a recipient's response to a memo (`memo.response`): those who
 * manage the memo (scopeMemos: its creator while they are active management, the admins; a
 * celebration's also the managers of the celebrated) and the management of the recipient (their
 * Home's past due, the Team list's memo counts). Never anyone else in the company.
 */
export async function memoWatchers(
  db: Database,
  memo: MemoRecord & { id: number },
  employee: { id: number; company_id: number },
): Promise<number[]> {
  const creator =
    memo.creator_id === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom('employees')
          .select('user_id')
          .where('id', '=', memo.creator_id)
          .where('company_id', '=', memo.company_id)
          .where('role', 'in', MANAGEMENT_ROLES)
          .where('is_active', '=', true)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
  const celebrated =
    memo.kind === 'celebration' && memo.celebrated_employee_id !== null
      ? managementOf(db, { id: memo.celebrated_employee_id, company_id: memo.company_id })
      : Promise.resolve([]);
  const [maker, ofEmployee, ofCelebrated] = await Promise.all([
    creator,
    managementOf(db, employee),
    celebrated,
  ]);
  const ids = [...ofEmployee, ...ofCelebrated];
  if (maker?.user_id) ids.push(maker.user_id);
  return [...new Set(ids)];
}

/** Who picks a memo's recipients, and whether their reach is the whole company. */
export interface MemoSender {
  companyId: number;
  employeeId: number;
  /** false for a manager: their reach stops at their locations' people and direct reports. */
  wholeCompany: boolean;
}

/** The caller choosing targets now. */
export const memoSenderOf = (member: Member): MemoSender => ({
  companyId: member.companyId,
  employeeId: member.employeeId,
  wholeCompany: reachesWholeCompany(member),
});

/** A stored memo's publisher (else creator) by their role today, when a publish resolves recipients. */
export const memoSenderWithRole = (companyId: number, employee: { id: number; role: Role }): MemoSender => ({
  companyId,
  employeeId: employee.id,
  wholeCompany: isAdminRole(employee.role),
});

/** Nobody published it (the daily job's automatic celebration): its own targeting applies whole. */
export const automaticMemoSender = (companyId: number): MemoSender => ({
  companyId,
  employeeId: 0,
  wholeCompany: true,
});
