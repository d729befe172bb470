import { SSO_MSG, type TSsoCallbackAnswer, type TSsoSettings } from '@teamline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call, PASSWORD } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { signInAtProvider, startTestProvider, type TestProvider } from '../../../test/oidc/provider.js';

/**
 * Single sign-on against a real OpenID provider (oidc-provider on 127.0.0.1): an admin connects
 * it, people sign in through it, and every refusal the flow owes (wrong state, replayed code,
 * expired id token, unverified e-mail, another company's person) answers as decisions.md says.
 */
const APP = 'http://teamline.test';
const CLIENT = {
  client_id: 'teamline',
  client_secret: 'provider-secret',
  redirect_uris: [`${APP}/callback`],
};

let t: Awaited<ReturnType<typeof buildTestApp>>;
let app: TestApp;
let idp: TestProvider;
let shortIdp: TestProvider;

beforeAll(async () => {
  t = await buildTestApp({ SSO_ALLOW_HTTP: '1', SSO_CLOCK_TOLERANCE_S: '0' });
  app = t.app;
  idp = await startTestProvider({ clients: [CLIENT] });
  shortIdp = await startTestProvider({ clients: [CLIENT], idTokenTtl: 1, tokenDelayMs: 2100 });
});
afterAll(async () => {
  await idp.close();
  await shortIdp.close();
});

async function connect(opts: { token: string; companyId: number; issuer?: string; requireSso?: boolean }) {
  return call<TSsoSettings>(app, 'POST', '/api/company/sso', {
    token: opts.token,
    body: {
      company_id: opts.companyId,
      issuer: opts.issuer ?? idp.issuer,
      client_id: CLIENT.client_id,
      client_secret: CLIENT.client_secret,
      display_name: 'Acme ID',
      use_pkce: true,
      require_sso: opts.requireSso ?? false,
    },
  });
}

async function signInThrough(companyId: number, email: string, returnTo = '/settings') {
  const start = await call<{ url: string }>(app, 'POST', '/api/sso/start', {
    body: { company_id: companyId, return_to: returnTo },
  });
  expect(start.status).toBe(200);
  const search = await signInAtProvider(start.body.data.content.url, email);
  return {
    search,
    finish: () => call<TSsoCallbackAnswer>(app, 'POST', '/api/sso/callback', { body: { search } }),
  };
}

describe('single sign-on', () => {
  it('an admin connects the provider; the secret is sealed and never answered', async () => {
    const { company, adminToken } = await buildCompany(t.db);
    const saved = await connect({ token: adminToken, companyId: company.id });
    expect(saved.status).toBe(200);
    expect(saved.body.data.content).toMatchObject({
      issuer: idp.issuer,
      has_client_secret: true,
      use_pkce: true,
      redirect_uri: `${APP}/callback`,
      login_url: `${APP}/login?company=${company.id}`,
    });
    expect(JSON.stringify(saved.body)).not.toContain(CLIENT.client_secret);
    const stored = await t.db
      .selectFrom('sso_providers')
      .selectAll()
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(stored.client_secret).not.toContain(CLIENT.client_secret);
    const read = await call<TSsoSettings>(app, 'GET', '/api/company/sso', {
      token: adminToken,
      query: { company_id: String(company.id) },
    });
    expect(JSON.stringify(read.body)).not.toContain(CLIENT.client_secret);
    // Saving again without a secret keeps the saved one.
    const again = await call(app, 'POST', '/api/company/sso', {
      token: adminToken,
      body: {
        company_id: company.id,
        issuer: idp.issuer,
        client_id: 'teamline',
        display_name: 'Acme',
        use_pkce: false,
      },
    });
    expect(again.status).toBe(200);
    const option = await call(app, 'GET', '/api/sso/provider', { query: { company_id: String(company.id) } });
    expect(option.body.data.content).toEqual({
      company_id: company.id,
      company_name: company.name,
      display_name: 'Acme',
    });
  });

  it('refuses an issuer with -admin in its subdomain, a non-URL, and one that does not answer (422)', async () => {
    const { company, adminToken } = await buildCompany(t.db);
    const admin = await connect({
      token: adminToken,
      companyId: company.id,
      issuer: 'https://acme-admin.okta.com',
    });
    expect(admin.status).toBe(422);
    expect(admin.body.errors?.issuer).toEqual([SSO_MSG.issuerAdmin]);
    const notUrl = await connect({ token: adminToken, companyId: company.id, issuer: 'acme' });
    expect(notUrl.body.errors?.issuer).toEqual([SSO_MSG.issuerUrl]);
    const silent = await connect({ token: adminToken, companyId: company.id, issuer: 'http://127.0.0.1:9/' });
    expect(silent.status).toBe(422);
    expect(silent.body.errors?.issuer).toEqual([SSO_MSG.issuerUnreachable]);
  });

  it('only admins read or change the provider', async () => {
    const { company } = await buildCompany(t.db);
    for (const role of ['manager', 'employee'] as const) {
      const { token } = await buildMember(t.db, company.id, role);
      expect((await connect({ token, companyId: company.id })).status).toBe(403);
      const read = await call(app, 'GET', '/api/company/sso', {
        token,
        query: { company_id: String(company.id) },
      });
      expect(read.status).toBe(403);
    }
  });

  it('signs a member in by verified e-mail and returns to the saved path; a new person is created and linked', async () => {
    const { company, adminToken } = await buildCompany(t.db);
    await connect({ token: adminToken, companyId: company.id });
    const { user } = await buildMember(t.db, company.id);
    idp.addAccount({ email: user.email ?? '' });
    const flow = await signInThrough(company.id, user.email ?? '', '/settings/integration');
    const done = await flow.finish();
    expect(done.status).toBe(200);
    expect(done.body.data.content.return_to).toBe('/settings/integration');
    const me = await call<{ id: number }>(app, 'GET', '/api/user/details', {
      token: done.body.data.content.token,
    });
    expect(me.status).toBe(200);

    const email = `new-${company.id}@acme.test`;
    idp.addAccount({ email, name: 'New Person' });
    const created = await (await signInThrough(company.id, email)).finish();
    expect(created.status).toBe(200);
    const employee = await t.db
      .selectFrom('employees')
      .innerJoin('users', 'users.id', 'employees.user_id')
      .select(['employees.role', 'users.email', 'users.password_hash'])
      .where('employees.company_id', '=', company.id)
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(employee).toEqual({ role: 'employee', email, password_hash: null });
  });

  it('refuses a wrong or missing state, and a replayed code', async () => {
    const { company, adminToken } = await buildCompany(t.db);
    await connect({ token: adminToken, companyId: company.id });
    const email = `replay-${company.id}@acme.test`;
    idp.addAccount({ email });
    const flow = await signInThrough(company.id, email);
    const params = new URLSearchParams(flow.search);
    params.set('state', 'not-the-state');
    const wrong = await call(app, 'POST', '/api/sso/callback', { body: { search: `?${params}` } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.state).toEqual([SSO_MSG.parseResponse]);
    params.delete('state');
    const missing = await call(app, 'POST', '/api/sso/callback', { body: { search: `?${params}` } });
    expect(missing.status).toBe(422);
    expect((await flow.finish()).status).toBe(200);
    const replay = await flow.finish();
    expect(replay.status).toBe(422);
    expect(replay.body.errors?.state).toEqual([SSO_MSG.parseResponse]);
  });

  it('refuses an expired id token', async () => {
    const { company, adminToken } = await buildCompany(t.db);
    await connect({ token: adminToken, companyId: company.id, issuer: shortIdp.issuer });
    const email = `late-${company.id}@acme.test`;
    shortIdp.addAccount({ email });
    const flow = await signInThrough(company.id, email);
    // The id token lives 1 s and its answer is held 2.1 s: it arrives expired (tolerance 0 here).
    const late = await flow.finish();
    expect(late.status).toBe(422);
    expect(late.body.errors?.code).toEqual([SSO_MSG.parseResponse]);
  });

  it('refuses an unverified e-mail, and a person of another company', async () => {
    const { company, adminToken } = await buildCompany(t.db);
    await connect({ token: adminToken, companyId: company.id });
    const unverified = `unverified-${company.id}@acme.test`;
    idp.addAccount({ email: unverified, email_verified: false });
    const refused = await (await signInThrough(company.id, unverified)).finish();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SSO_MSG.emailUnverified);

    const other = await buildCompany(t.db);
    const { user } = await buildMember(t.db, other.company.id);
    idp.addAccount({ email: user.email ?? '' });
    const foreign = await (await signInThrough(company.id, user.email ?? '')).finish();
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(SSO_MSG.otherCompany);
  });

  it('with SSO required, members but admins are refused the password; admins keep it', async () => {
    const { company, admin, adminToken } = await buildCompany(t.db);
    await connect({ token: adminToken, companyId: company.id, requireSso: true });
    const { user } = await buildMember(t.db, company.id, 'manager');
    const refused = await call(app, 'POST', '/api/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SSO_MSG.ssoRequired);
    const adminLogin = await call(app, 'POST', '/api/login', {
      body: { email: admin.email, password: PASSWORD },
    });
    expect(adminLogin.status).toBe(200);
  });

  it('a sign-in started without PKCE cannot finish once PKCE is turned on (spec §8 verifier text)', async () => {
    const { company, adminToken } = await buildCompany(t.db);
    const body = {
      company_id: company.id,
      issuer: idp.issuer,
      client_id: CLIENT.client_id,
      display_name: 'Acme',
    };
    await call(app, 'POST', '/api/company/sso', {
      token: adminToken,
      body: { ...body, client_secret: CLIENT.client_secret, use_pkce: false },
    });
    const email = `pkce-${company.id}@acme.test`;
    idp.addAccount({ email });
    const flow = await signInThrough(company.id, email);
    await call(app, 'POST', '/api/company/sso', { token: adminToken, body: { ...body, use_pkce: true } });
    const refused = await flow.finish();
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.state).toEqual([SSO_MSG.verifierMissing]);
  });

  it('disconnecting removes the sign-in option', async () => {
    const { company, adminToken } = await buildCompany(t.db);
    await connect({ token: adminToken, companyId: company.id });
    const gone = await call(app, 'POST', '/api/company/sso/remove', {
      token: adminToken,
      body: { company_id: company.id },
    });
    expect(gone.status).toBe(200);
    const option = await call(app, 'GET', '/api/sso/provider', { query: { company_id: String(company.id) } });
    expect(option.status).toBe(404);
    const start = await call(app, 'POST', '/api/sso/start', { body: { company_id: company.id } });
    expect(start.status).toBe(404);
  });
});
