import { describe, expect, it } from 'vitest';
import { buildUser, call, tokenFor } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';

const { app, deps } = await buildTestApp();

describe('GET /api/health', () => {
  it('answers ok with the version and the database, without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      version: deps.version,
      database: deps.dialect,
      maintenance: false,
    });
  });
});

describe('OpenAPI', () => {
  it('serves the generated document publicly at /api/docs/json with the auth paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/login',
      '/api/token',
      '/api/login-token',
      '/api/user-signup',
      '/api/signup',
      '/api/verify',
      '/api/trigger-password-reset',
      '/api/reset-password',
      '/api/logout',
    ]) {
      expect(doc.paths[path]?.post, path).toBeDefined();
    }
    expect(doc.paths['/api/user/details']?.get).toBeDefined();
    expect(doc.paths['/api/notifications']?.get).toBeDefined();
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});

describe('maintenance mode', async () => {
  const down = await buildTestApp({ MAINTENANCE_MODE: 'true' });
  const user = await buildUser(down.db);
  const token = await tokenFor(down.db, user.id);

  it('answers every API call 503 {mode: maintenance}, with or without a token', async () => {
    for (const [method, url, withToken] of [
      ['GET', '/api/user/details', true],
      ['GET', '/api/user/details', false],
      ['POST', '/api/login', false],
      ['POST', '/api/logout', true],
      ['GET', '/api/company/details', true],
      ['GET', '/api/docs/json', false],
      ['GET', '/api/no-such-route', false],
    ] as const) {
      const res = await call(down.app, method, url, {
        ...(withToken ? { token } : {}),
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect(res.status, `${method} ${url}`).toBe(503);
      expect(res.body.mode).toBe('maintenance');
    }
  });

  it('keeps the health endpoint up, reporting maintenance', async () => {
    const res = await down.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', maintenance: true });
  });
});
