import { AUTH_COOKIE, IDEMPOTENT_CALLS, MSG, XSRF_COOKIE, XSRF_HEADER } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, call } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';
import { ACTIONS } from '../policies/index.js';

const { app, db } = await buildTestApp();
const team = await buildCompany(db);

/** Routes callable without a token; every other route must answer 401 without one. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  // The orchestrator's probes (docs/deployment.md, Monitoring): no data, only up and ready.
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/login',
  'POST /api/token',
  'POST /api/login-token',
  'POST /api/user-signup',
  'POST /api/trigger-password-reset',
  'POST /api/reset-password',
  // Single sign-on: the login page's button, and the start and finish of the provider's flow.
  'GET /api/sso/provider',
  'POST /api/sso/start',
  'POST /api/sso/callback',
]);

interface OpenApiDoc {
  paths: Record<string, Record<string, { 'x-access'?: string; 'x-idempotent'?: boolean }>>;
}

async function apiRoutes(): Promise<{ method: string; url: string; access: string }[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDoc>();
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      // Path parameters get a harmless value: the token check comes before them.
      url: path.replace(/\{[^}]+\}/g, 'me'),
      access: op['x-access'] ?? 'undeclared',
    })),
  );
}

describe('idempotent calls', () => {
  it("the web's list of calls that take an Idempotency-Key is exactly the routes that declare it", async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDoc>();
    const declared = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op['x-idempotent'])
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/^\/api\//, '')}`),
    );
    expect(new Set(declared)).toEqual(new Set(IDEMPOTENT_CALLS));
  });
});

describe('access declarations', () => {
  it('every route of the OpenAPI document declares a company guard, signed-in or public', async () => {
    const routes = await apiRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const undeclared = routes.filter((r) => r.access === 'undeclared').map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('only the sign-in routes and the health check are public', async () => {
    const publicRoutes = (await apiRoutes())
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} ${r.url}`);
    expect(new Set(publicRoutes)).toEqual(PUBLIC_ROUTES);
  });

  it('a company guard names an action of the policy table', async () => {
    const wrong = (await apiRoutes())
      .filter((r) => r.access.startsWith('company:'))
      .filter((r) => {
        const [, source, action] = r.access.split(':');
        return !['body', 'query', 'params', 'form'].includes(source ?? '') || !((action ?? '') in ACTIONS);
      });
    expect(wrong).toEqual([]);
  });
});

describe('authentication', () => {
  it('answers 401 without a token on every protected route of the OpenAPI document', async () => {
    const routes = await apiRoutes();
    expect(routes.length).toBeGreaterThan(15);
    const wrong: string[] = [];
    for (const { method, url, access } of routes) {
      const key = `${method} ${url}`;
      const res = await app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      });
      const isPublic = access === 'public';
      if (isPublic ? res.statusCode === 401 : res.statusCode !== 401)
        wrong.push(`${key} → ${res.statusCode}`);
      if (!isPublic) expect(res.json()).toEqual({ message: MSG.unauthenticated, code: 'unauthenticated' });
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 for a made-up, a revoked and an expired token', async () => {
    const made = await call(app, 'GET', '/api/user/details', { token: 'not-a-real-token' });
    expect(made.status).toBe(401);
    const { adminToken, admin } = await buildCompany(db);
    await db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', admin.id)
      .execute();
    expect((await call(app, 'GET', '/api/user/details', { token: adminToken })).status).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('ends this session only', async () => {
    const other = await call<{ token: string }>(app, 'POST', '/api/login', {
      body: { email: team.admin.email, password: 'correct horse battery' },
    });
    const res = await call(app, 'POST', '/api/logout', { token: team.adminToken });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toBeNull();
    expect((await call(app, 'GET', '/api/user/details', { token: team.adminToken })).status).toBe(401);
    expect((await call(app, 'POST', '/api/logout', { token: team.adminToken })).status).toBe(401);
    expect(
      (await call(app, 'GET', '/api/user/details', { token: other.body.data.content.token })).status,
    ).toBe(200);
  });
});

describe('XSRF on cookie sessions', () => {
  it('hands out an XSRF-TOKEN cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const cookie = res.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(cookie?.value).toMatch(/^[0-9a-f]{32}$/);
    expect(cookie?.path).toBe('/');
  });

  it('hands each browser a token of its own', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      tokens.add(res.cookies.find((c) => c.name === XSRF_COOKIE)?.value ?? '');
    }
    expect(tokens.size).toBe(50);
    expect([...tokens].every((t) => /^[0-9a-f]{32}$/.test(t))).toBe(true);
  });

  it('hands none to a client that sends its bearer header (it is never checked there)', async () => {
    const { adminToken } = await buildCompany(db);
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/details',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === XSRF_COOKIE)).toBeUndefined();
  });

  it('refuses a write riding on the auth cookie without the matching header (419), and takes it with one', async () => {
    const { adminToken } = await buildCompany(db);
    const cookies = { [AUTH_COOKIE]: adminToken, [XSRF_COOKIE]: 'abc123' };
    const body = { default_locale: 'es' };
    const none = await call(app, 'POST', '/api/user/locale', { cookies, body });
    expect(none.status).toBe(419);
    expect(none.body.message).toBe('CSRF token mismatch');
    const wrong = await call(app, 'POST', '/api/user/locale', {
      cookies,
      body,
      headers: { [XSRF_HEADER]: 'nope' },
    });
    expect(wrong.status).toBe(419);
    const noCookie = await call(app, 'POST', '/api/user/locale', {
      cookies: { [AUTH_COOKIE]: adminToken },
      body,
      headers: { [XSRF_HEADER]: 'abc123' },
    });
    expect(noCookie.status).toBe(419);
    const right = await call(app, 'POST', '/api/user/locale', {
      cookies,
      body,
      headers: { [XSRF_HEADER]: 'abc123' },
    });
    expect(right.status).toBe(200);
    // Reads need no header.
    expect((await call(app, 'GET', '/api/user/details', { cookies })).status).toBe(200);
  });

  it('needs no XSRF header when the token comes in the Authorization header', async () => {
    const { adminToken } = await buildCompany(db);
    const res = await call(app, 'POST', '/api/user/locale', {
      token: adminToken,
      body: { default_locale: 'en' },
    });
    expect(res.status).toBe(200);
  });
});
