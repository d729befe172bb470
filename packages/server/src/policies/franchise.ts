import type { Member } from './member.js';
import { isAdmin, isSameCompany } from './predicates.js';

/**
 * The franchise location directory (issue 17). Route config takes `franchise.manage` (admins);
 * these answer for the records a call names.
 */

/** Only an admin of the company connects, syncs or clears its directory. */
export const canManageFranchise = (member: Pick<Member, 'role'>) => isAdmin(member);

/**
 * A directory location may be synced into a location of the caller's own company only; another
 * company's location (or a deleted one) is answered as not found.
 */
export function canSyncInto(
  member: Pick<Member, 'companyId' | 'role'>,
  location: { company_id: number; deleted_at: string | null } | undefined,
): boolean {
  return Boolean(
    location && canManageFranchise(member) && isSameCompany(member, location) && !location.deleted_at,
  );
}
