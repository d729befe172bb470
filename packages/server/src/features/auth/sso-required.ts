import { SSO_MSG } from '@teamline/shared';
import { type Database, toBool } from '../../db/index.js';
import { forbidden } from '../../http/errors.js';
import { otherSignInAllowed } from '../../policies/sso.js';

/**
 * Refuses a password, phone-code or reset-link sign-in (403) to a user whose company requires
 * single sign-on of them — every active member but its admins (policies/sso.ts).
 */
export async function assertOtherSignInAllowed(db: Database, userId: number): Promise<void> {
  const rows = await db
    .selectFrom('employees')
    .innerJoin('sso_providers', 'sso_providers.company_id', 'employees.company_id')
    .select(['employees.role', 'sso_providers.require_sso'])
    .where('employees.user_id', '=', userId)
    .where('employees.deleted_at', 'is', null)
    .where('employees.is_active', '=', true)
    .execute();
  const memberships = rows.map((r) => ({ role: r.role, require_sso: toBool(r.require_sso) }));
  if (!otherSignInAllowed(memberships)) throw forbidden(SSO_MSG.ssoRequired);
}
