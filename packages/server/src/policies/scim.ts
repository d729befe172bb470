import type { Role } from '@teamline/shared';
import type { Member } from './member.js';
import { isAdmin, isAdminRole, isSameCompany } from './predicates.js';

/**
 * SCIM provisioning (docs/integrations.md, SCIM provisioning). Its tokens are the company's admins'
 * to make, see and revoke. A SCIM caller is the token, not a person: it reaches only the token's
 * company, never hands out a role (everyone it creates is an employee, and a role it is sent is
 * ignored), and may not deactivate or delete the company's last active admin, so a misconfigured
 * identity provider can never lock a company out of its own settings (and of revoking the token).
 */

/** The SCIM caller: a token of one company. */
export interface ScimCaller {
  tokenId: number;
  companyId: number;
}

/** An admin of the token's company makes, lists and revokes its SCIM tokens. */
export function canManageScimToken(
  member: Pick<Member, 'companyId' | 'role'>,
  token: { company_id: number },
): boolean {
  return isSameCompany(member, token) && isAdmin(member);
}

/** A SCIM token reaches the records of its own company only (another company's answers 404). */
export function scimReaches(caller: ScimCaller, record: { company_id: number }): boolean {
  return record.company_id === caller.companyId;
}

/**
 * Whether SCIM may deactivate (or delete) an employee: anyone but the company's last active
 * admin. `otherActiveAdmins`: the company's active admins other than the target.
 */
export function scimMayDeactivate(target: { role: Role }, otherActiveAdmins: number): boolean {
  return !isAdminRole(target.role) || otherActiveAdmins > 0;
}
