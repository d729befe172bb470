import { SSO_MSG } from '@teamline/shared';
import { type Database, nowIso, toBool } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { providerMaySignIn } from '../../policies/sso.js';

/** The id token's claims this feature reads. */
export interface SsoClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The Teamline user a company's provider vouches for, by VERIFIED e-mail within that company:
 * the company's employee with that address (linked to its account, or to a new one); else a
 * person with no company yet, who joins this one; else a new account and employee. Someone who
 * belongs only to other companies is refused (policies/sso.ts), as is a deactivated employee.
 */
export async function userForIdentity(opts: { db: Database; companyId: number; claims: SsoClaims }) {
  const { db, companyId, claims } = opts;
  const email = text(claims.email)?.toLowerCase();
  if (!email || claims.email_verified !== true) throw new AppError(403, SSO_MSG.emailUnverified);
  const name = text(claims.name) ?? email;
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const employee = await trx
      .selectFrom('employees')
      .select(['id', 'user_id', 'is_active'])
      .where('company_id', '=', companyId)
      .where('deleted_at', 'is', null)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .orderBy('id')
      .executeTakeFirst();
    let user = await trx.selectFrom('users').select(['id']).where('email', '=', email).executeTakeFirst();
    if (employee && employee.user_id !== null) user = { id: employee.user_id };
    if (employee && !toBool(employee.is_active)) throw new AppError(403, SSO_MSG.otherCompany);
    if (!employee && user) {
      const memberOf = await trx
        .selectFrom('employees')
        .select(['company_id', 'is_active'])
        .where('user_id', '=', user.id)
        .where('deleted_at', 'is', null)
        .execute();
      const rows = memberOf.map((m) => ({ company_id: m.company_id, is_active: toBool(m.is_active) }));
      if (!providerMaySignIn({ companyId, memberOf: rows })) throw new AppError(403, SSO_MSG.otherCompany);
    }
    if (!user) {
      user = await trx
        .insertInto('users')
        .values({ name, email, default_locale: 'en', created_at: now, updated_at: now })
        .returning(['id'])
        .executeTakeFirstOrThrow();
    }
    if (employee && employee.user_id === null) {
      await trx
        .updateTable('employees')
        .set({ user_id: user.id, invite_accepted_at: now, updated_at: now })
        .where('id', '=', employee.id)
        .execute();
    } else if (!employee) {
      await trx
        .insertInto('employees')
        .values({
          company_id: companyId,
          user_id: user.id,
          name,
          email,
          role: 'employee',
          default_locale: 'en',
          invite_accepted_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await trx
      .insertInto('sso_identities')
      .values({
        company_id: companyId,
        subject: claims.sub,
        user_id: user.id,
        created_at: now,
        last_login_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['company_id', 'subject']).doUpdateSet({ user_id: user.id, last_login_at: now }),
      )
      .execute();
    await trx
      .updateTable('users')
      .set({ default_company_id: companyId })
      .where('id', '=', user.id)
      .where('default_company_id', 'is', null)
      .execute();
    return user.id;
  });
}
