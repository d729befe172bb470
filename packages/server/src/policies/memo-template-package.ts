import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Member } from './member.js';
import { isAdmin, isManagement, isSameCompany, isSelf } from './predicates.js';

/**
 * Who may do what with template packages (decisions.md, Template packages). As templates, a
 * company's packages are its management's shared library: every manager and admin reads and
 * uses them (a use reaches the user's own people: policies/memo.ts memoSenderOf); an admin
 * edits and deletes any, a manager those they created. An employee has none of it.
 */

/** What the policy reads of a package. */
export interface PackageRecord {
  company_id: number;
  creator_id: number | null;
}

/** Narrows a query of packages to the caller's company's, for management (else none: 404). */
export function scopePackages<O>(member: Member, q: SelectQueryBuilder<DB, 'memo_template_packages', O>) {
  const company = q.where('memo_template_packages.company_id', '=', member.companyId);
  return isManagement(member) ? company : company.where((eb) => eb.lit(false));
}

/** The caller reads and uses this package (the same answer as scopePackages). */
export function canUsePackage(member: Member, p: PackageRecord): boolean {
  return isSameCompany(member, p) && isManagement(member);
}

/** The caller renames, edits the steps of and deletes this package. */
export function canEditPackage(member: Member, p: PackageRecord): boolean {
  if (!canUsePackage(member, p)) return false;
  return isAdmin(member) || (p.creator_id !== null && isSelf(member, p.creator_id));
}
