import type { TCompanySummary, TTokenAnswer } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildUser, call, PASSWORD } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';

const { app, db, deps } = await buildTestApp();

describe('POST /api/login', () => {
  it('answers a fresh token for the right e-mail and password, a new one each time', async () => {
    const user = await buildUser(db);
    const a = await call<TTokenAnswer>(app, 'POST', '/api/login', {
      body: { email: user.email, password: PASSWORD },
    });
    const b = await call<TTokenAnswer>(app, 'POST', '/api/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(a.status).toBe(200);
    expect(a.body.data.content.token).toMatch(/^[\w-]{43}$/);
    expect(b.body.data.content.token).not.toBe(a.body.data.content.token);
    const stored = await db
      .selectFrom('auth_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(a.body.data.content.token);
  });

  it('refuses a wrong password with 422 and the same text as an unknown e-mail', async () => {
    const user = await buildUser(db);
    const wrong = await call(app, 'POST', '/api/login', {
      body: { email: user.email, password: 'nope-nope-nope' },
    });
    const unknown = await call(app, 'POST', '/api/login', {
      body: { email: 'ghost@example.test', password: 'whatever1' },
    });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body.errors).toEqual(unknown.body.errors);
  });

  it('validates with the spec texts', async () => {
    const res = await call(app, 'POST', '/api/login', { body: { email: 'not-an-email', password: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: ['Please use a valid e-mail address'],
      password: ['This field is required'],
    });
    const missing = await call(app, 'POST', '/api/login', { body: {} });
    expect(missing.body.errors?.email).toEqual(['This field is required']);
  });

  it('rate-limits repeated failures for one e-mail with 429', async () => {
    const user = await buildUser(db);
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (
        await call(app, 'POST', '/api/login', { body: { email: user.email, password: 'wrong-password' } })
      ).status;
    }
    expect(last).toBe(429);
  });
});

describe('sign up, create a team, log out', () => {
  it('signs up, creates a team that starts a 14-day trial, and logs out', async () => {
    const email = `new${Date.now()}@example.test`;
    const signup = await call<TTokenAnswer>(app, 'POST', '/api/user-signup', {
      body: { name: 'Nora New', email, password: 'long-enough-pw' },
    });
    expect(signup.status).toBe(200);
    const token = signup.body.data.content.token;

    const team = await call<TCompanySummary[]>(app, 'POST', '/api/signup', {
      token,
      body: { name: 'Nora Bakes' },
    });
    expect(team.status).toBe(200);
    const last = team.body.data.content.at(-1);
    expect(last).toMatchObject({ name: 'Nora Bakes', pivot: { role: 'admin' } });

    const details = await call<{ trial_days_left: number; is_on_trial: boolean }>(
      app,
      'GET',
      '/api/company/details',
      {
        token,
        query: { company_id: String(last?.id) },
      },
    );
    expect(details.body.data.content.is_on_trial).toBe(true);
    expect(details.body.data.content.trial_days_left).toBe(14);

    expect((await call(app, 'POST', '/api/logout', { token })).status).toBe(200);
    expect((await call(app, 'GET', '/api/user/details', { token })).status).toBe(401);
  });

  it('refuses a taken e-mail and a short password with field texts', async () => {
    const user = await buildUser(db);
    const taken = await call(app, 'POST', '/api/user-signup', {
      body: { name: 'X', email: user.email, password: 'long-enough-pw' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors?.email).toEqual(['An account with this e-mail address already exists']);
    const short = await call(app, 'POST', '/api/user-signup', {
      body: { name: 'X', email: 'x@example.test', password: 'short' },
    });
    expect(short.body.errors?.password).toEqual(['Passwords must be between 8 and 128 characters']);
    const long = await call(app, 'POST', '/api/user-signup', {
      body: { name: 'X', email: 'x@example.test', password: 'a'.repeat(129) },
    });
    expect(long.status).toBe(422);
  });

  it('needs a token to create a team', async () => {
    expect((await call(app, 'POST', '/api/signup', { body: { name: 'T' } })).status).toBe(401);
    const { adminToken } = await buildCompany(db);
    const res = await call(app, 'POST', '/api/signup', { token: adminToken, body: { name: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors?.name).toEqual(['This field is required']);
  });
});

describe('password reset', () => {
  it('mails a link whose token sets a new password once and ends other sessions', async () => {
    const user = await buildUser(db);
    const old = await call<TTokenAnswer>(app, 'POST', '/api/login', {
      body: { email: user.email, password: PASSWORD },
    });
    const trigger = await call(app, 'POST', '/api/trigger-password-reset', { body: { email: user.email } });
    expect(trigger.status).toBe(200);
    const mail = deps.outbox.lastTo(user.email as string);
    const link = mail?.text.match(/http\S+/)?.[0] as string;
    expect(link).toContain('/reset-password?email=');
    const token = new URL(link).searchParams.get('token') as string;

    const reset = await call<TTokenAnswer>(app, 'POST', '/api/reset-password', {
      body: { email: user.email, token, password: 'brand-new-password' },
    });
    expect(reset.status).toBe(200);
    expect((await call(app, 'GET', '/api/user/details', { token: old.body.data.content.token })).status).toBe(
      401,
    );
    expect(
      (await call(app, 'GET', '/api/user/details', { token: reset.body.data.content.token })).status,
    ).toBe(200);
    const again = await call(app, 'POST', '/api/reset-password', {
      body: { email: user.email, token, password: 'another-password' },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors?.token).toEqual(['This password reset link is invalid or has expired']);
    const login = await call(app, 'POST', '/api/login', {
      body: { email: user.email, password: 'brand-new-password' },
    });
    expect(login.status).toBe(200);
  });

  it('a reset voids every other outstanding link of the account (security drill, issue 10)', async () => {
    const user = await buildUser(db);
    const tokenOfLastMail = async () => {
      expect(
        (await call(app, 'POST', '/api/trigger-password-reset', { body: { email: user.email } })).status,
      ).toBe(200);
      const link = deps.outbox.lastTo(user.email as string)?.text.match(/http\S+/)?.[0] as string;
      return new URL(link).searchParams.get('token') as string;
    };
    const first = await tokenOfLastMail();
    const second = await tokenOfLastMail();
    expect(first).not.toBe(second);

    const reset = await call(app, 'POST', '/api/reset-password', {
      body: { email: user.email, token: first, password: 'brand-new-password' },
    });
    expect(reset.status).toBe(200);
    const late = await call(app, 'POST', '/api/reset-password', {
      body: { email: user.email, token: second, password: 'attackers-password' },
    });
    expect(late.status).toBe(422);
    expect(late.body.errors?.token).toEqual(['This password reset link is invalid or has expired']);
    const login = await call(app, 'POST', '/api/login', {
      body: { email: user.email, password: 'brand-new-password' },
    });
    expect(login.status).toBe(200);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await call(app, 'POST', '/api/trigger-password-reset', {
      body: { email: 'nobody@example.test' },
    });
    expect(res.status).toBe(200);
    expect(deps.outbox.lastTo('nobody@example.test')).toBeUndefined();
  });
});
