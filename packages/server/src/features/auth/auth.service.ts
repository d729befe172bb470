import { MSG } from '@teamline/shared';
import type { Mailer } from '../../adapters/mail.js';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { UserRow } from '../../db/schema.js';
import { invalid } from '../../http/errors.js';
import { hashToken, randomToken, revokeAllAuthTokens } from '../../http/tokens.js';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.js';

export const RESET_TTL_MS = 60 * 60_000;

/** E-mail and password; a wrong pair answers the same 422 whether or not the account exists. */
export async function checkPasswordLogin(opts: {
  db: Database;
  email: string;
  password: string;
}): Promise<UserRow> {
  const user = await opts.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', opts.email)
    .executeTakeFirst();
  const ok = await verifyPassword(user?.password_hash ?? DUMMY_HASH, opts.password);
  if (!user?.password_hash || !ok) throw invalid({ email: [MSG.invalidCredentials] });
  return user;
}

/** The account of a verified phone; one is made on first sign-in (frontline staff often start by phone). */
export async function findOrCreateUserByPhone(opts: { db: Database; phone: string }): Promise<UserRow> {
  const existing = await opts.db
    .selectFrom('users')
    .selectAll()
    .where('phone', '=', opts.phone)
    .executeTakeFirst();
  if (existing) return existing;
  const now = nowIso();
  return opts.db
    .insertInto('users')
    .values({ phone: opts.phone, name: null, default_locale: 'en', created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createUser(opts: {
  db: Database;
  name: string;
  email: string;
  password: string;
}): Promise<UserRow> {
  const taken = await opts.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', opts.email)
    .executeTakeFirst();
  if (taken) throw invalid({ email: [MSG.emailTaken] });
  const now = nowIso();
  return opts.db
    .insertInto('users')
    .values({
      name: opts.name,
      email: opts.email,
      password_hash: await hashPassword(opts.password),
      default_locale: 'en',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Mails a reset link when the account exists; the caller always answers the same way. */
export async function requestPasswordReset(opts: {
  db: Database;
  mailer: Mailer;
  email: string;
  appUrl: string;
}): Promise<void> {
  const user = await opts.db
    .selectFrom('users')
    .select(['id'])
    .where('email', '=', opts.email)
    .executeTakeFirst();
  if (!user) return;
  const token = randomToken();
  const now = new Date();
  await opts.db
    .insertInto('password_resets')
    .values({
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
    })
    .execute();
  const link = `${opts.appUrl}/reset-password?email=${encodeURIComponent(opts.email)}&token=${token}`;
  await opts.mailer.send({
    to: opts.email,
    subject: 'Reset your Teamline password',
    text: `Someone asked to reset the password of your Teamline account.\n\nSet a new password here (the link works for 60 minutes, once):\n${link}\n\nIf it was not you, ignore this message.`,
  });
}

/** Voids every reset link of an account not used yet (a reset, or a password set another way). */
export async function voidPasswordResets(opts: { db: Database; userId: number }): Promise<void> {
  await opts.db
    .updateTable('password_resets')
    .set({ used_at: nowIso() })
    .where('user_id', '=', opts.userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Sets a new password from a reset link; every earlier session and every other link of the account ends. */
export async function resetPassword(opts: {
  db: Database;
  email: string;
  token: string;
  password: string;
}): Promise<UserRow> {
  const row = await opts.db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['password_resets.id as reset_id', 'users.id as user_id', 'users.email'])
    .where('password_resets.token_hash', '=', hashToken(opts.token))
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!row || row.email !== opts.email) throw invalid({ token: [MSG.invalidResetToken] });
  const passwordHash = await hashPassword(opts.password);
  return opts.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: nowIso() })
      .where('id', '=', row.reset_id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw invalid({ token: [MSG.invalidResetToken] });
    // Any other link mailed for this account dies with this reset: one found later in a mailbox
    // must not set the password again.
    await voidPasswordResets({ db: trx, userId: row.user_id });
    await revokeAllAuthTokens({ db: trx, userId: row.user_id });
    return trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: nowIso() })
      .where('id', '=', row.user_id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
