import type { Role } from '@teamline/shared';
import { isAdminRole } from './predicates.js';

/**
 * Single sign-on (decisions.md, Single sign-on). Only admins read and change a company's identity
 * provider (the `integrations.manage` action). A company that requires SSO refuses every other way
 * of signing in (password, phone code, a reset link) to its members but its admins, who keep
 * theirs so a broken provider never locks the company out.
 */

/** What the policy reads of one membership of the signing-in user. */
export interface SsoMembership {
  role: Role;
  /** The company's provider requires SSO (false when it has none). */
  require_sso: boolean;
}

/** Must this member sign in through the company's provider rather than a password or a code? */
export function mustUseSso(membership: SsoMembership): boolean {
  return membership.require_sso && !isAdminRole(membership.role);
}

/** A password or code sign-in is refused when any of the user's companies requires SSO of them. */
export function otherSignInAllowed(memberships: SsoMembership[]): boolean {
  return !memberships.some(mustUseSso);
}

/**
 * The provider of company `companyId` may sign in a user who is an active member of that company,
 * or one with no membership at all (a new account it creates). A user who belongs only to other
 * companies is theirs: one company's provider never takes over another company's person.
 */
export function providerMaySignIn(opts: {
  companyId: number;
  memberOf: Array<{ company_id: number; is_active: boolean }>;
}): boolean {
  if (opts.memberOf.length === 0) return true;
  return opts.memberOf.some((m) => m.company_id === opts.companyId && m.is_active);
}
