import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/index.js';
import type { UserRow } from '../../db/schema.js';
import { issueAuthToken, revokeAuthToken } from '../../http/tokens.js';
import type { Realtime } from '../../realtime/realtime.js';
import { acceptInvite } from '../invitations/invitations.service.js';
import { recordLogin } from '../reports/logins.service.js';

/** Sessions: a sign-in is recorded for the weekly-login report and answered with a fresh token. */

export async function signIn(opts: { db: Database; userId: number; ttlDays: number }): Promise<string> {
  await recordLogin({ db: opts.db, userId: opts.userId });
  return issueAuthToken(opts);
}

/** Accepts an invitation carried along a login or signup; a stale one must not block signing in. */
export async function acceptCarriedInvite(opts: {
  db: Database;
  realtime: Realtime;
  user: UserRow;
  token: string | undefined;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { token, log } = opts;
  if (!token) return;
  await acceptInvite({ ...opts, token }).catch((err: unknown) =>
    log.info({ err }, 'carried invite not accepted'),
  );
}

/** Ends this session only: its token stops working and its sockets close. */
export async function signOut(opts: {
  db: Database;
  realtime: Realtime;
  tokenId: number | null;
}): Promise<void> {
  if (!opts.tokenId) return;
  await revokeAuthToken({ db: opts.db, tokenId: opts.tokenId });
  opts.realtime.disconnectToken(opts.tokenId);
}
