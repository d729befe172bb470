import { SSO_MSG } from '@teamline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { SecretBox } from '../../adapters/secret-box.js';
import type { Config } from '../../config.js';
import { type Database, nowIso, toBool } from '../../db/index.js';
import { AppError, invalid, notFound } from '../../http/errors.js';
import { hashToken } from '../../http/tokens.js';
import { discover, oidc, SSO_SCOPES } from './sso-client.js';
import { findProvider, redirectUriOf } from './sso-settings.service.js';
import { type SsoClaims, userForIdentity } from './sso-users.service.js';

/** Spec §9: a started sign-in is discarded after 30 minutes; it is used once. */
export const SSO_TRANSACTION_MS = 30 * 60_000;

async function providerConfig(db: Database, secrets: SecretBox, config: Config, companyId: number) {
  const row = await findProvider(db, companyId);
  if (!row) throw notFound(SSO_MSG.notConfigured);
  const client = await discover(
    { issuer: row.issuer, client_id: row.client_id, client_secret: secrets.open(row.client_secret) },
    config.sso,
  );
  return { row, client };
}

/** What /login?company=ID shows: the company's name and its provider's, or 404. */
export async function loginOption(db: Database, companyId: number) {
  const row = await db
    .selectFrom('sso_providers')
    .innerJoin('companies', 'companies.id', 'sso_providers.company_id')
    .select(['sso_providers.company_id', 'companies.name as company_name', 'sso_providers.display_name'])
    .where('sso_providers.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw notFound(SSO_MSG.notConfigured);
  return row;
}

/**
 * Starts a sign-in: state, nonce and (unless the provider cannot) a PKCE verifier are made and kept
 * server-side with the path to come back to; the browser goes to the answered URL.
 */
export async function startSignIn(opts: {
  db: Database;
  secrets: SecretBox;
  config: Config;
  companyId: number;
  returnTo: string | undefined;
}): Promise<{ url: string }> {
  const { db, config, companyId } = opts;
  const { row, client } = await providerConfig(db, opts.secrets, config, companyId).catch((err: unknown) => {
    if (err instanceof AppError) throw err;
    throw new AppError(502, SSO_MSG.issuerUnreachable);
  });
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = toBool(row.use_pkce) ? oidc.randomPKCECodeVerifier() : null;
  const now = new Date();
  await db.deleteFrom('sso_transactions').where('expires_at', '<', now.toISOString()).execute();
  await db
    .insertInto('sso_transactions')
    .values({
      company_id: companyId,
      state_hash: hashToken(state),
      nonce,
      code_verifier: verifier,
      return_to: opts.returnTo ?? `/${companyId}`,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SSO_TRANSACTION_MS).toISOString(),
    })
    .execute();
  const params: Record<string, string> = {
    redirect_uri: redirectUriOf(config.appUrl),
    scope: SSO_SCOPES,
    state,
    nonce,
  };
  if (verifier) {
    params.code_challenge = await oidc.calculatePKCECodeChallenge(verifier);
    params.code_challenge_method = 'S256';
  }
  return { url: oidc.buildAuthorizationUrl(client, params).href };
}

/** The transaction of `state`, taken once: a second use (a replayed callback) finds nothing. */
async function takeTransaction(db: Database, state: string | null) {
  if (!state) return undefined;
  const now = nowIso();
  const taken = await db
    .updateTable('sso_transactions')
    .set({ consumed_at: now })
    .where('state_hash', '=', hashToken(state))
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  return taken;
}

/**
 * Finishes a sign-in from the query the provider sent to /callback: the state names the kept
 * transaction (used once), openid-client exchanges the code and checks the id token (signature,
 * issuer, audience, expiry, nonce), and the verified e-mail names the user within that company.
 */
export async function finishSignIn(opts: {
  db: Database;
  secrets: SecretBox;
  config: Config;
  search: string;
  log: FastifyBaseLogger;
}): Promise<{ userId: number; returnTo: string }> {
  const { db, config, log } = opts;
  const search = opts.search.startsWith('?') ? opts.search : `?${opts.search}`;
  const currentUrl = new URL(`${redirectUriOf(config.appUrl)}${search}`);
  const tx = await takeTransaction(db, currentUrl.searchParams.get('state'));
  if (!tx) throw invalid({ state: [SSO_MSG.parseResponse] });
  const { row, client } = await providerConfig(db, opts.secrets, config, tx.company_id);
  // Spec §8: PKCE was turned on after this sign-in started, so no verifier was kept for it.
  if (toBool(row.use_pkce) && !tx.code_verifier) throw invalid({ state: [SSO_MSG.verifierMissing] });
  let claims: SsoClaims | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(client, currentUrl, {
      expectedState: currentUrl.searchParams.get('state') ?? undefined,
      expectedNonce: tx.nonce,
      pkceCodeVerifier: tx.code_verifier ?? undefined,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    claims = idClaims;
    // Many providers keep e-mail to userinfo when an access token is issued (OpenID Core 5.4).
    if (idClaims && (idClaims.email === undefined || idClaims.email_verified === undefined))
      claims = { ...(await oidc.fetchUserInfo(client, tokens.access_token, idClaims.sub)), ...idClaims };
  } catch (err) {
    log.info({ err }, 'sso callback refused');
    throw invalid({ code: [SSO_MSG.parseResponse] });
  }
  if (!claims) throw invalid({ code: [SSO_MSG.tokenInvalid] });
  const userId = await userForIdentity({ db, companyId: tx.company_id, claims });
  return { userId, returnTo: tx.return_to };
}
