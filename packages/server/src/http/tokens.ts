import crypto from 'node:crypto';
import type { Database } from '../db/index.js';
import { nowIso } from '../db/index.js';
import { prepared } from '../db/prepared.js';
import type { UserRow } from '../db/schema.js';

/** 256 random bits, URL-safe; only its SHA-256 is stored. */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.hash('sha256', token, 'hex');
}

/** Issues a fresh bearer token for a user: a new one at every login. */
export async function issueAuthToken(opts: {
  db: Database;
  userId: number;
  ttlDays: number;
}): Promise<string> {
  const token = randomToken();
  const now = new Date();
  await opts.db
    .insertInto('auth_tokens')
    .values({
      user_id: opts.userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + opts.ttlDays * 86_400_000).toISOString(),
    })
    .execute();
  return token;
}

/** Every authenticated request's first statement: compiled once (db/prepared.ts). */
const tokenUser = prepared(
  (db: Database, tokenHash: string, now: string) =>
    db
      .selectFrom('auth_tokens')
      .innerJoin('users', 'users.id', 'auth_tokens.user_id')
      .selectAll('users')
      .select(['auth_tokens.id as token_id', 'auth_tokens.last_used_at as token_last_used_at'])
      .where('auth_tokens.token_hash', '=', tokenHash)
      .where('auth_tokens.revoked_at', 'is', null)
      .where('auth_tokens.expires_at', '>', now),
  ['\u0000token-hash', '\u0000now'],
);

/** The user behind a bearer token, if it exists, is not revoked and has not expired. */
export async function findUserByToken(opts: {
  db: Database;
  token: string;
}): Promise<{ user: UserRow; tokenId: number } | null> {
  const [row] = await tokenUser(opts.db, hashToken(opts.token), nowIso());
  if (!row) return null;
  const { token_id, token_last_used_at, ...user } = row;
  // Touch at most once a minute so reads stay reads.
  if (!token_last_used_at || Date.now() - Date.parse(token_last_used_at) > 60_000) {
    await opts.db
      .updateTable('auth_tokens')
      .set({ last_used_at: nowIso() })
      .where('id', '=', token_id)
      .execute();
  }
  return { user, tokenId: token_id };
}

export async function revokeAuthToken(opts: { db: Database; tokenId: number }): Promise<void> {
  await opts.db
    .updateTable('auth_tokens')
    .set({ revoked_at: nowIso() })
    .where('id', '=', opts.tokenId)
    .execute();
}

/** After a password reset every other session of the user ends. */
export async function revokeAllAuthTokens(opts: { db: Database; userId: number }): Promise<void> {
  await opts.db
    .updateTable('auth_tokens')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', opts.userId)
    .where('revoked_at', 'is', null)
    .execute();
}
