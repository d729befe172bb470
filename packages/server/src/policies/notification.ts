import type { Member } from './member.js';
import { isSameCompany } from './predicates.js';

/**
 * A tray is its user's own in one company: nobody else reads, marks or clears it — an admin no
 * more than a colleague (another user's notification answers 404 like a missing one).
 */

/** A notification as far as access goes: whose tray, in which company. */
export interface NotificationOwner {
  company_id: number;
  user_id: number;
}

export function canSeeNotification(
  member: Pick<Member, 'companyId' | 'userId'>,
  n: NotificationOwner,
): boolean {
  return isSameCompany(member, n) && n.user_id === member.userId;
}

interface FilterableByOwner {
  where(column: 'company_id' | 'user_id', op: '=', value: number): this;
}

/** Narrows a query over `notifications` (a read or an update) to the caller's own tray in the company. */
export function scopeNotifications<Q extends FilterableByOwner>(
  member: Pick<Member, 'companyId' | 'userId'>,
  q: Q,
): Q {
  return q.where('company_id', '=', member.companyId).where('user_id', '=', member.userId);
}
