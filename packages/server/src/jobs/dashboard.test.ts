import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testRedisUrl, uniquePrefix } from '../../test/bullmq.js';
import { buildCompany } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';

/**
 * The operator's jobs dashboard (bull-board at /admin/jobs): only OPERATOR_TOKEN opens it — the
 * page, its assets and its API (which can retry and remove jobs); nobody else, a company's admin
 * included. Without BullMQ or without a token it is not served.
 */

const TOKEN = crypto.randomBytes(24).toString('hex');
const { app, deps, db } = await buildTestApp({
  REDIS_URL: testRedisUrl,
  REDIS_PREFIX: uniquePrefix(),
  OPERATOR_TOKEN: TOKEN,
});

// Built here, not in a test: the harness closes them after the file.
const noToken = await buildTestApp({ REDIS_URL: testRedisUrl, REDIS_PREFIX: uniquePrefix() });
const embedded = await buildTestApp({ OPERATOR_TOKEN: TOKEN });

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const get = (url: string, authorization?: string) =>
  app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('the jobs dashboard', () => {
  it('runs on BullMQ here', () => {
    expect(deps.jobs.kind).toBe('bullmq');
  });

  it('asks for credentials without them (401), refuses wrong ones and company admins (403)', async () => {
    const { adminToken } = await buildCompany(db);
    for (const url of ['/admin/jobs', '/admin/jobs/api/queues', '/admin/jobs/static/js/nothing.js']) {
      const anonymous = await get(url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.headers['www-authenticate']).toMatch(/^Basic realm="Teamline operator"/);
      expect(anonymous.json()).toMatchObject({ message: 'Operator credentials required' });
      expect((await get(url, `Bearer ${adminToken}`)).statusCode, url).toBe(403);
      expect((await get(url, `Bearer ${TOKEN}x`)).statusCode, url).toBe(403);
      expect((await get(url, basic('operator', 'guess'))).statusCode, url).toBe(403);
    }
    const retry = await app.inject({ method: 'PUT', url: '/admin/jobs/api/queues/jobs/retry/failed' });
    expect(retry.statusCode).toBe(401);
  });

  it('opens to the operator, as a bearer token or as basic auth from a browser', async () => {
    const page = await get('/admin/jobs', `Bearer ${TOKEN}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Teamline jobs');
    const script = /src="(static\/js\/main\.[^"]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const asset = await get(`/admin/jobs/${script}`, `Bearer ${TOKEN}`);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const queues = await get('/admin/jobs/api/queues', basic('operator', TOKEN));
    expect(queues.statusCode).toBe(200);
    const names = (queues.json() as { queues: { name: string }[] }).queues.map((q) => q.name);
    expect(names).toEqual(['jobs']);
  });
});

describe('the jobs dashboard is not served', () => {
  it('without OPERATOR_TOKEN, nor on the embedded runner', async () => {
    expect(noToken.deps.jobs.kind).toBe('bullmq');
    expect((await noToken.app.inject({ method: 'GET', url: '/admin/jobs' })).statusCode).toBe(404);
    expect(embedded.deps.jobs.kind).toBe('embedded');
    const res = await embedded.app.inject({
      method: 'GET',
      url: '/admin/jobs',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
  });
});
