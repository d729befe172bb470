import type { TScimToken, TScimTokenList } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { ScimTokenRow } from '../../db/schema-scim.js';
import { notFound } from '../../http/errors.js';
import { hashToken, randomToken } from '../../http/tokens.js';
import type { Member } from '../../policies/index.js';
import { canManageScimToken, type ScimCaller } from '../../policies/scim.js';

/**
 * SCIM tokens (decisions.md, SCIM): `scim_` and 256 random bits, shown once by the create call;
 * only the SHA-256 is stored (a hash, not the secret box: the token is never needed again, only
 * recognised). A list shows the first characters (`token_hint`). Revoking keeps the row.
 */
const PREFIX = 'scim_';
const HINT_LENGTH = PREFIX.length + 4;
/** last_used_at is written at most this often per token, not on every call. */
const TOUCH_EVERY_MS = 60_000;

export function scimBaseUrl(appUrl: string): string {
  return `${appUrl.replace(/\/$/, '')}/api/scim/v2`;
}

function present(row: ScimTokenRow): TScimToken {
  return {
    id: row.id,
    name: row.name,
    token_hint: row.token_hint,
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  };
}

export async function listScimTokens(db: Database, member: Member, appUrl: string): Promise<TScimTokenList> {
  const rows = await db
    .selectFrom('scim_tokens')
    .selectAll()
    .where('company_id', '=', member.companyId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    base_url: scimBaseUrl(appUrl),
    tokens: rows.filter((r) => canManageScimToken(member, r)).map(present),
  };
}

export async function createScimToken(db: Database, member: Member, name: string, appUrl: string) {
  const secret = `${PREFIX}${randomToken()}`;
  const row = await db
    .insertInto('scim_tokens')
    .values({
      company_id: member.companyId,
      name,
      token_hash: hashToken(secret),
      token_hint: secret.slice(0, HINT_LENGTH),
      created_by: member.employeeId,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { base_url: scimBaseUrl(appUrl), token: present(row), secret };
}

export async function revokeScimToken(db: Database, member: Member, id: number): Promise<void> {
  const row = await db
    .selectFrom('scim_tokens')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', member.companyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row || !canManageScimToken(member, row)) throw notFound('SCIM token not found');
  await db.updateTable('scim_tokens').set({ revoked_at: nowIso() }).where('id', '=', row.id).execute();
}

/** The company a live SCIM token acts for, or null; notes when it was last used. */
export async function findScimCaller(db: Database, token: string): Promise<ScimCaller | null> {
  if (!token.startsWith(PREFIX)) return null;
  const row = await db
    .selectFrom('scim_tokens')
    .select(['id', 'company_id', 'last_used_at'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  if (!row.last_used_at || now - new Date(row.last_used_at).getTime() > TOUCH_EVERY_MS)
    await db
      .updateTable('scim_tokens')
      .set({ last_used_at: new Date(now).toISOString() })
      .where('id', '=', row.id)
      .execute();
  return { tokenId: row.id, companyId: row.company_id };
}
