import { createHash, randomBytes } from 'node:crypto';
import type { SecretBox } from '../../adapters/secret-box.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import type { Member } from '../../policies/index.js';
import {
  authorizeUrl,
  DirectoryAuthError,
  type DirectorySettings,
  type DirectoryToken,
  exchangeCode,
  refreshToken,
} from './directory-client.js';

/**
 * Connecting a company to the franchise directory (spec §2 -integrate, -callback; §7 "identity-
 * provider token save", "clear integration"). The OAuth state lives server-side, hashed, used
 * once; the token is sealed with the secrets key and opened only to call the directory.
 */

export interface FranchiseDeps {
  db: Database;
  secrets: SecretBox;
  config: Pick<Config, 'appUrl' | 'franchise'>;
}

const STATE_TTL_MS = 10 * 60_000;
/** An access token this close to its end is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

export const TEXTS = {
  notConfigured: 'The franchise directory is not configured on this server',
  notConnected: 'Connect the franchise directory first',
  badState: 'This connection link is no longer valid: start again from Connect',
  refused: 'The franchise directory refused the connection: start again from Connect',
  expired: 'The franchise directory no longer accepts the saved connection: connect it again',
} as const;

export function settingsOf(deps: FranchiseDeps): DirectorySettings {
  if (!deps.config.franchise) throw notFound(TEXTS.notConfigured);
  return deps.config.franchise;
}

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
export const redirectUriOf = (deps: FranchiseDeps, companyId: number) =>
  `${deps.config.appUrl}/${companyId}/franchise-callback`;

/** Starts a connect (setup mode): a fresh state saved for this admin and company, and where to go. */
export async function startConnect(deps: FranchiseDeps, member: Member, now = new Date()) {
  const settings = settingsOf(deps);
  const state = randomBytes(24).toString('base64url');
  await deps.db.deleteFrom('franchise_states').where('expires_at', '<', now.toISOString()).execute();
  await deps.db
    .insertInto('franchise_states')
    .values({
      state_hash: sha256(state),
      company_id: member.companyId,
      employee_id: member.employeeId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + STATE_TTL_MS).toISOString(),
    })
    .execute();
  return { authorize_url: authorizeUrl(settings, redirectUriOf(deps, member.companyId), state) };
}

function sealToken(deps: FranchiseDeps, token: DirectoryToken): string {
  return deps.secrets.seal(JSON.stringify({ a: token.access_token, r: token.refresh_token }));
}

/**
 * The callback: the state must be this admin's, for this company, unexpired and unused (it is
 * deleted as it is checked, so a replay fails); then the code is exchanged and the token saved.
 */
export async function saveToken(
  deps: FranchiseDeps,
  member: Member,
  input: { state: string; code: string },
  now = new Date(),
): Promise<void> {
  const settings = settingsOf(deps);
  const taken = await deps.db
    .deleteFrom('franchise_states')
    .where('state_hash', '=', sha256(input.state))
    .where('company_id', '=', member.companyId)
    .where('employee_id', '=', member.employeeId)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (Number(taken.numDeletedRows) !== 1) throw conflict(TEXTS.badState);
  let token: DirectoryToken;
  try {
    token = await exchangeCode(settings, input.code, redirectUriOf(deps, member.companyId), now);
  } catch (err) {
    if (err instanceof DirectoryAuthError) throw conflict(TEXTS.refused);
    throw new AppError(502, 'The franchise directory could not be reached: try again');
  }
  const at = now.toISOString();
  const row = {
    token_sealed: sealToken(deps, token),
    token_expires_at: token.expires_at,
    connected_by: member.employeeId,
    connected_at: at,
    updated_at: at,
  };
  await deps.db
    .insertInto('franchise_connections')
    .values({ company_id: member.companyId, ...row })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(row))
    .execute();
}

/**
 * A usable access token for the company: the saved one, or a refreshed one (saved again) when
 * it has expired or is about to, or when `refresh` says the directory refused it (a 401). Throws 409 when not connected or the directory refuses.
 */
export async function accessTokenOf(
  deps: FranchiseDeps,
  companyId: number,
  opts: { now?: Date; refresh?: boolean } = {},
): Promise<string> {
  const now = opts.now ?? new Date();
  const settings = settingsOf(deps);
  const row = await deps.db
    .selectFrom('franchise_connections')
    .select(['token_sealed', 'token_expires_at'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw conflict(TEXTS.notConnected);
  const saved = JSON.parse(deps.secrets.open(row.token_sealed)) as { a: string; r: string | null };
  if (!opts.refresh && new Date(row.token_expires_at).getTime() - REFRESH_MARGIN_MS > now.getTime())
    return saved.a;
  if (!saved.r) throw conflict(TEXTS.expired);
  let token: DirectoryToken;
  try {
    token = await refreshToken(settings, saved.r, now);
  } catch (err) {
    if (err instanceof DirectoryAuthError) throw conflict(TEXTS.expired);
    throw err;
  }
  await deps.db
    .updateTable('franchise_connections')
    .set({
      token_sealed: sealToken(deps, token),
      token_expires_at: token.expires_at,
      updated_at: now.toISOString(),
    })
    .where('company_id', '=', companyId)
    .execute();
  return token.access_token;
}

/**
 * Clear integration: the token, the synced locations and pending connects go; the people (and
 * their external ids) and the runs' history stay. Nothing syncs until connected again.
 */
export async function clearConnection(db: Database, companyId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('franchise_connections').where('company_id', '=', companyId).execute();
    await trx.deleteFrom('franchise_locations').where('company_id', '=', companyId).execute();
    await trx.deleteFrom('franchise_states').where('company_id', '=', companyId).execute();
    await trx
      .updateTable('franchise_runs')
      .set({ status: 'failed', error: 'Integration cleared', finished_at: new Date().toISOString() })
      .where('company_id', '=', companyId)
      .where('status', 'in', ['queued', 'running'])
      .execute();
  });
}
