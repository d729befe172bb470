import { SSO_MSG, type TSsoSettings, type ZSsoSettingsRequest } from '@teamline/shared';
import type { z } from 'zod';
import type { SecretBox } from '../../adapters/secret-box.js';
import type { Config } from '../../config.js';
import { type Database, nowIso, toBool } from '../../db/index.js';
import { invalid, notFound } from '../../http/errors.js';
import { discover } from './sso-client.js';

/** The redirect URI to register at the provider: the app's /callback (spec §2). */
export const redirectUriOf = (appUrl: string) => `${appUrl.replace(/\/$/, '')}/callback`;

/** What an admin reads: never the secret, only whether one is saved. */
export function presentSettings(
  row: {
    company_id: number;
    issuer: string;
    client_id: string;
    display_name: string;
    use_pkce: boolean | number;
    require_sso: boolean | number;
    updated_at: string;
  },
  appUrl: string,
): TSsoSettings {
  const base = appUrl.replace(/\/$/, '');
  return {
    issuer: row.issuer,
    client_id: row.client_id,
    display_name: row.display_name,
    use_pkce: toBool(row.use_pkce),
    require_sso: toBool(row.require_sso),
    has_client_secret: true,
    redirect_uri: redirectUriOf(appUrl),
    login_url: `${base}/login?company=${row.company_id}`,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function findProvider(db: Database, companyId: number) {
  return db.selectFrom('sso_providers').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

export async function getSettings(opts: { db: Database; companyId: number; appUrl: string }) {
  const row = await findProvider(opts.db, opts.companyId);
  return row ? presentSettings(row, opts.appUrl) : null;
}

/**
 * Saves the company's provider once its issuer answers discovery with these credentials (422 on
 * the issuer otherwise). The secret is sealed; an empty one keeps the saved secret.
 */
export async function saveSettings(opts: {
  db: Database;
  secrets: SecretBox;
  config: Config;
  companyId: number;
  input: z.output<typeof ZSsoSettingsRequest>;
}): Promise<TSsoSettings> {
  const { db, secrets, config, companyId, input } = opts;
  const stored = await findProvider(db, companyId);
  const secret = input.client_secret?.length
    ? input.client_secret
    : stored
      ? secrets.open(stored.client_secret)
      : undefined;
  if (!secret) throw invalid({ client_secret: ['This field is required'] });
  const issuer = input.issuer.replace(/\/$/, '');
  try {
    await discover({ issuer, client_id: input.client_id, client_secret: secret }, config.sso);
  } catch {
    throw invalid({ issuer: [SSO_MSG.issuerUnreachable] });
  }
  const now = nowIso();
  const values = {
    issuer,
    client_id: input.client_id,
    client_secret: secrets.seal(secret),
    display_name: input.display_name,
    use_pkce: input.use_pkce,
    require_sso: input.require_sso,
    updated_at: now,
  };
  const row = await db
    .insertInto('sso_providers')
    .values({ ...values, company_id: companyId, created_at: now })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentSettings(row, config.appUrl);
}

/** Disconnects the provider: its people sign in the other ways again; linked identities go too. */
export async function removeSettings(opts: { db: Database; companyId: number }): Promise<void> {
  const { db, companyId } = opts;
  const gone = await db.deleteFrom('sso_providers').where('company_id', '=', companyId).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw notFound();
  await db.deleteFrom('sso_identities').where('company_id', '=', companyId).execute();
  await db.deleteFrom('sso_transactions').where('company_id', '=', companyId).execute();
}
