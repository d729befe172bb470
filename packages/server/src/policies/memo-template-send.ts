import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Member } from './member.js';
import { isAdmin, isManagement, isSameCompany, isSelf } from './predicates.js';

/**
 * Who may do what with template sends (decisions.md, Template sends). As with memos, an admin
 * manages every send of the company and a manager the sends they created (another manager's
 * send is outside their scope: 404, as their memos are); an employee none. How far a send
 * reaches is the memo targeting's answer (policies/memo.ts memoSenderOf): a manager's sends
 * reach the people they manage.
 */

/** What the policy reads of a send. */
export interface SendRecord {
  company_id: number;
  creator_id: number | null;
}

/** Narrows a query of sends to those the caller manages (else none: 404). */
export function scopeSends<O>(member: Member, q: SelectQueryBuilder<DB, 'memo_template_sends', O>) {
  const company = q.where('memo_template_sends.company_id', '=', member.companyId);
  if (!isManagement(member)) return company.where((eb) => eb.lit(false));
  if (isAdmin(member)) return company;
  return company.where('memo_template_sends.creator_id', '=', member.employeeId);
}

/** The caller edits, publishes, archives and deletes this send (the same answer as scopeSends). */
export function canManageSend(member: Member, send: SendRecord): boolean {
  if (!isSameCompany(member, send) || !isManagement(member)) return false;
  return isAdmin(member) || (send.creator_id !== null && isSelf(member, send.creator_id));
}
