import type { Mailer } from '../../adapters/mail.js';
import type { Database } from '../../db/index.js';
import type { UserRow } from '../../db/schema.js';
import { tooManyRequests } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import { checkPasswordLogin } from './auth.service.js';

const MIN = 60_000;

/**
 * How password sign-ins are limited (OWASP's authentication guidance; decisions.md, Accounts):
 * never by the account alone, which would let anyone lock a known e-mail out.
 */
export const LOGIN_LIMITS = {
  window: 15 * MIN,
  /** Attempts from one address: a store of 200 sharing one Wi-Fi at shift start, a few tries each. */
  perAddress: 1000,
  /** Failures for one account from one address, then that address waits for the window. */
  perAccountAndAddress: 10,
  /** Failures for one account from anywhere that tell its owner (once a window) and slow the answers. */
  accountBurst: 10,
  /** The slowest a failed answer gets: it doubles from 250 ms past the burst. */
  maxDelayMs: 4000,
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The delay of a failed answer once an account has seen `failures` in the window. */
export function failureDelayMs(failures: number): number {
  if (failures <= LOGIN_LIMITS.accountBurst) return 0;
  return Math.min(LOGIN_LIMITS.maxDelayMs, 250 * 2 ** (failures - LOGIN_LIMITS.accountBurst - 1));
}

/**
 * POST login: the password checked within the limits. The right password signs the owner in
 * from any address that has not itself failed too often, whatever others tried; wrong ones
 * from many addresses are slowed, and the owner hears of the burst.
 */
export async function passwordLogin(opts: {
  db: Database;
  limiter: RateLimiter;
  mailer: Mailer;
  email: string;
  password: string;
  address: string;
  wait?: (ms: number) => Promise<unknown>;
}): Promise<UserRow> {
  const { limiter, email, address } = opts;
  const { window } = LOGIN_LIMITS;
  limiter.hit(`login:ip:${address}`, LOGIN_LIMITS.perAddress, window);
  const pair = `login:fail:${email}:${address}`;
  if (limiter.count(pair) >= LOGIN_LIMITS.perAccountAndAddress)
    throw tooManyRequests(limiter.secondsLeft(pair));
  try {
    const user = await checkPasswordLogin({ db: opts.db, email, password: opts.password });
    limiter.reset(pair);
    return user;
  } catch (err) {
    limiter.add(pair, window);
    const failures = limiter.add(`login:fail:${email}`, window);
    if (failures === LOGIN_LIMITS.accountBurst) await tellOwner(opts.db, opts.mailer, email);
    const delay = failureDelayMs(failures);
    if (delay > 0) await (opts.wait ?? sleep)(delay);
    throw err;
  }
}

/** Mails the account's owner that someone is trying passwords (nothing is sent for an unknown e-mail). */
async function tellOwner(db: Database, mailer: Mailer, email: string): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!user) return;
  await mailer.send({
    to: email,
    subject: 'Failed sign-ins to your Teamline account',
    text: `There were ${LOGIN_LIMITS.accountBurst} failed attempts to sign in to your Teamline account with a wrong password in the last ${LOGIN_LIMITS.window / MIN} minutes.\n\nIf it was you, nothing is locked: sign in with your password, or reset it from the sign-in page.\nIf it was not you, your account is safe as long as your password is not known; choose a new one if in doubt.`,
  });
}
