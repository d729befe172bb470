import { MSG, type TTokenAnswer, type TUserDetails } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildUser, call, tokenFor } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';

const { app, db, deps } = await buildTestApp();

let phoneSeq = 0;
/**
 * A fresh phone per test: codes and limits are per phone. Answers the typed form and the stored one.
 * Mind the per-IP limit (20 code requests per 15 minutes, one IP for the whole file).
 */
function newPhone() {
  const national = `555${String(2000000 + ++phoneSeq * 7919 + Math.floor(Math.random() * 1000)).slice(-7)}`;
  return {
    typed: `(${national.slice(0, 3)})-${national.slice(3, 6)}-${national.slice(6)}`,
    stored: `1${national}`,
  };
}

async function requestCode(typed: string) {
  return call(app, 'POST', '/api/token', { body: { phone: typed } });
}

function codeSentTo(stored: string): string {
  const sms = deps.outbox.lastTo(stored);
  expect(sms?.channel).toBe('sms');
  return sms?.text.match(/\b(\d{6})\b/)?.[1] as string;
}

describe('POST /api/token', () => {
  it('texts a 6-digit code and answers a success line', async () => {
    const phone = newPhone();
    const res = await requestCode(phone.typed);
    expect(res.status).toBe(200);
    expect(res.body.data.content).toBeNull();
    expect(res.body.data.successes?.[0]).toMatch(/^A 6-digit code was sent to \(555\) \d{3}-\d{4}$/);
    expect(codeSentTo(phone.stored)).toMatch(/^\d{6}$/);
  });

  it('validates the phone with the spec texts', async () => {
    const short = await call(app, 'POST', '/api/token', { body: { phone: '(555)-123' } });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ phone: [MSG.phoneLength] });
    const letters = await call(app, 'POST', '/api/token', { body: { phone: 'call me' } });
    expect(letters.body.errors).toEqual({ phone: [MSG.phoneDigits] });
    const missing = await call(app, 'POST', '/api/token', { body: {} });
    expect(missing.body.errors).toEqual({ phone: [MSG.required] });
  });

  it('rate-limits code requests per phone with 429', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) expect((await requestCode(phone.typed)).status).toBe(200);
    const limited = await requestCode(phone.typed);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(MSG.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another phone is not held back by it.
    expect((await requestCode(newPhone().typed)).status).toBe(200);
  });
});

describe('POST /api/login-token', () => {
  it('signs a new person in with the code, making a user with no name', async () => {
    const phone = newPhone();
    await requestCode(phone.typed);
    const res = await call<TTokenAnswer>(app, 'POST', '/api/login-token', {
      body: { phone: phone.typed, token: codeSentTo(phone.stored) },
    });
    expect(res.status).toBe(200);
    const details = await call<TUserDetails>(app, 'GET', '/api/user/details', {
      token: res.body.data.content.token,
    });
    expect(details.status).toBe(200);
    expect(details.body.data.content.user).toMatchObject({ name: null, email: null, phone: phone.stored });
    expect(details.body.data.content.companies).toEqual([]);
  });

  it('signs an existing user in to their own account', async () => {
    const phone = newPhone();
    const user = await buildUser(db, { phone: phone.stored });
    await requestCode(phone.typed);
    const res = await call<TTokenAnswer>(app, 'POST', '/api/login-token', {
      body: { phone: phone.stored.slice(1), token: codeSentTo(phone.stored) },
    });
    const details = await call<TUserDetails>(app, 'GET', '/api/user/details', {
      token: res.body.data.content.token,
    });
    expect(details.body.data.content.user.id).toBe(user.id);
  });

  it('takes a code once only', async () => {
    const phone = newPhone();
    await requestCode(phone.typed);
    const code = codeSentTo(phone.stored);
    const first = await call(app, 'POST', '/api/login-token', { body: { phone: phone.typed, token: code } });
    expect(first.status).toBe(200);
    const again = await call(app, 'POST', '/api/login-token', { body: { phone: phone.typed, token: code } });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ token: [MSG.invalidCode] });
  });

  it('refuses a code after 10 minutes', async () => {
    const phone = newPhone();
    await requestCode(phone.typed);
    const code = codeSentTo(phone.stored);
    await db
      .updateTable('phone_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('phone', '=', phone.stored)
      .execute();
    const res = await call(app, 'POST', '/api/login-token', { body: { phone: phone.typed, token: code } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MSG.invalidCode);
  });

  it('is valid for 10 minutes from the request', async () => {
    const phone = newPhone();
    const before = Date.now();
    await requestCode(phone.typed);
    const row = await db
      .selectFrom('phone_codes')
      .select('expires_at')
      .where('phone', '=', phone.stored)
      .executeTakeFirstOrThrow();
    const ttl = Date.parse(row.expires_at) - before;
    expect(ttl).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5000);
  });

  it('refuses a wrong code, and kills the code after 5 wrong tries', async () => {
    const phone = newPhone();
    await requestCode(phone.typed);
    const code = codeSentTo(phone.stored);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await call(app, 'POST', '/api/login-token', { body: { phone: phone.typed, token: wrong } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ token: [MSG.invalidCode] });
    }
    const right = await call(app, 'POST', '/api/login-token', { body: { phone: phone.typed, token: code } });
    expect(right.status).toBe(422);
  });

  it("does not take another phone's code", async () => {
    const mine = newPhone();
    const other = newPhone();
    await requestCode(mine.typed);
    const res = await call(app, 'POST', '/api/login-token', {
      body: { phone: other.typed, token: codeSentTo(mine.stored) },
    });
    expect(res.status).toBe(422);
  });

  it('a newer code replaces the older one', async () => {
    const phone = newPhone();
    await requestCode(phone.typed);
    const old = codeSentTo(phone.stored);
    await requestCode(phone.typed);
    const fresh = codeSentTo(phone.stored);
    if (old !== fresh) {
      const stale = await call(app, 'POST', '/api/login-token', { body: { phone: phone.typed, token: old } });
      expect(stale.status).toBe(422);
    }
    const ok = await call(app, 'POST', '/api/login-token', { body: { phone: phone.typed, token: fresh } });
    expect(ok.status).toBe(200);
  });

  it('validates the code length with the spec text', async () => {
    const phone = newPhone();
    const res = await call(app, 'POST', '/api/login-token', { body: { phone: phone.typed, token: '123' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ token: [MSG.authCodeLength] });
    const empty = await call(app, 'POST', '/api/login-token', { body: { phone: phone.typed, token: '' } });
    expect(empty.body.errors).toEqual({ token: [MSG.required] });
  });
});

describe('POST /api/verify', () => {
  it('names the team of an invitation token or a join code', async () => {
    const { company, adminToken } = await buildCompany(db, 'Verify Bakery');
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const byCode = await call(app, 'POST', '/api/verify', {
      token,
      body: { code: company.join_code.toLowerCase() },
    });
    expect(byCode.status).toBe(200);
    expect(byCode.body.data.content).toEqual({ company: { id: company.id, name: 'Verify Bakery' } });

    await call(app, 'POST', '/api/employees/invite', {
      token: adminToken,
      body: { company_id: company.id, name: 'Vera', email: 'vera@example.test' },
    });
    const inviteToken = deps.outbox.lastTo('vera@example.test')?.text.match(/token=([\w-]+)/)?.[1] as string;
    const byInvite = await call(app, 'POST', '/api/verify', { token, body: { code: inviteToken } });
    expect(byInvite.body.data.content).toEqual({ company: { id: company.id, name: 'Verify Bakery' } });
  });

  it('answers 422 for an unknown code and 401 without a token', async () => {
    const user = await buildUser(db);
    const res = await call(app, 'POST', '/api/verify', {
      token: await tokenFor(db, user.id),
      body: { code: 'NOPE1234' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: ['No team was found for this code'] });
    expect((await call(app, 'POST', '/api/verify', { body: { code: 'X' } })).status).toBe(401);
  });
});
