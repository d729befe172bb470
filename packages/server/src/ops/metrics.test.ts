import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';
import { connect, listen } from '../../test/sockets.js';
import { nowIso } from '../db/index.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const { app, deps, db } = await buildTestApp({ METRICS_TOKEN: TOKEN });

async function scrape(token: string | null = TOKEN) {
  return app.inject({
    method: 'GET',
    url: '/metrics',
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
}

/** The value of one sample line, e.g. value(text, 'teamline_jobs{name="x",state="failed"}'). */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers 404 without the bearer token or with a wrong one, like a route that does not exist', async () => {
    for (const token of [null, 'wrong-token-wrong-token-wrong', `${TOKEN}x`]) {
      const res = await scrape(token);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const id = 900_000 + crypto.randomInt(1000);
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({
      method: 'GET',
      url: `/api/company-invites/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'GET',
      url: `/api/no-such-route-${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(
      value(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/company-invites\/:phone",status="\d+"\}/,
    );
    expect(
      value(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(String(id));
  });

  it("reports the event loop's lag, the database pool, and the job queue by name and state", async () => {
    const name = `metrics-test-${crypto.randomBytes(4).toString('hex')}`;
    const now = nowIso();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const row = (status: 'pending' | 'running' | 'failed', runAt: string) => ({
      name,
      payload: '{}',
      status,
      run_at: runAt,
      created_at: now,
    });
    await db
      .insertInto('jobs')
      .values([row('pending', now), row('pending', later), row('pending', later), row('running', now)])
      .execute();
    await db
      .insertInto('jobs')
      .values([row('failed', now), row('failed', now), row('failed', now)])
      .execute();
    const text = (await scrape()).body;
    expect(value(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(text, `teamline_jobs{name="${name}",state="waiting"}`)).toBe(1);
    expect(value(text, `teamline_jobs{name="${name}",state="delayed"}`)).toBe(2);
    expect(value(text, `teamline_jobs{name="${name}",state="active"}`)).toBe(1);
    expect(value(text, `teamline_jobs{name="${name}",state="failed"}`)).toBe(3);
    const total = value(text, 'teamline_db_pool_connections{state="total"}');
    if (deps.dialect === 'sqlite') expect(total).toBe(1);
    else expect(total).toBeGreaterThanOrEqual(1);
    expect(value(text, 'teamline_db_pool_waiting')).toBeGreaterThanOrEqual(0);
  });

  it('counts the open Socket.IO connections of the instance', async () => {
    const url = await listen(app);
    const user = await buildUser(db);
    const before = value((await scrape()).body, 'teamline_socketio_connected') ?? -1;
    const socket = await connect(url, await tokenFor(db, user.id));
    expect(value((await scrape()).body, 'teamline_socketio_connected')).toBe(before + 1);
    socket.close();
  });
});

describe('without METRICS_TOKEN', async () => {
  const plain = await buildTestApp();
  it('has no metrics endpoint at all', async () => {
    const res = await plain.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
  });
});
