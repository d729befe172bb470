import crypto from 'node:crypto';
import { AUTH_CODE_LENGTH, formatPhone, MSG } from '@teamline/shared';
import type { SmsSender } from '../../adapters/sms.js';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import { invalid } from '../../http/errors.js';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

function hashCode(phone: string, code: string): string {
  return crypto.createHash('sha256').update(`${phone}:${code}`).digest('hex');
}

/** Sends a fresh 6-digit code to a phone; earlier codes of that phone stop working. */
export async function sendPhoneCode(opts: { db: Database; sms: SmsSender; phone: string }): Promise<void> {
  const code = crypto
    .randomInt(0, 10 ** AUTH_CODE_LENGTH)
    .toString()
    .padStart(AUTH_CODE_LENGTH, '0');
  const now = new Date();
  await opts.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('phone_codes')
      .set({ consumed_at: now.toISOString() })
      .where('phone', '=', opts.phone)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('phone_codes')
      .values({
        phone: opts.phone,
        code_hash: hashCode(opts.phone, code),
        attempts: 0,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      })
      .execute();
  });
  await opts.sms.send({
    to: opts.phone,
    text: `Your Teamline code is ${code}. It expires in 10 minutes. Do not share it.`,
  });
}

/**
 * Checks a code against the phone's live code: single use, 10 minutes, at most 5 wrong tries.
 * Throws 422 on the `token` field otherwise.
 */
export async function consumePhoneCode(opts: { db: Database; phone: string; code: string }): Promise<void> {
  const fail = () => invalid({ token: [MSG.invalidCode] });
  const row = await opts.db
    .selectFrom('phone_codes')
    .selectAll()
    .where('phone', '=', opts.phone)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || row.attempts >= MAX_CODE_ATTEMPTS) throw fail();
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(opts.phone, opts.code), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) {
    // Counted in the database so concurrent guesses cannot share one read of `attempts`.
    const counted = await opts.db
      .updateTable('phone_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .returning('attempts')
      .executeTakeFirst();
    if (counted && counted.attempts >= MAX_CODE_ATTEMPTS) {
      await opts.db
        .updateTable('phone_codes')
        .set({ consumed_at: nowIso() })
        .where('id', '=', row.id)
        .execute();
    }
    throw fail();
  }
  // Single use: the update only wins once even under concurrent tries.
  const res = await opts.db
    .updateTable('phone_codes')
    .set({ consumed_at: nowIso() })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw fail();
}

export function phoneCodeSentText(phone: string): string {
  return `A 6-digit code was sent to ${formatPhone(phone)}`;
}
