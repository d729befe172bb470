import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/harness.js';

const { app } = await buildTestApp();

describe('GET /api/health/live', () => {
  it('answers 200 while the process runs, without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'alive' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 once the database answers and every migration has run', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: [
        { name: 'shutdown', ok: true },
        { name: 'database', ok: true },
        { name: 'migrations', ok: true },
      ],
    });
  });

  it('answers 503 once a graceful shutdown has begun, while the liveness probe stays 200', async () => {
    const closing = await buildTestApp();
    await closing.app.httpDrain.drain();
    const res = await closing.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'unready',
      checks: expect.arrayContaining([{ name: 'shutdown', ok: false, detail: 'shutting down' }]),
    });
    expect((await closing.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('checks Redis when one is configured', async () => {
    const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
    const withRedis = await buildTestApp({ REDIS_URL: redisUrl });
    const res = await withRedis.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks).toContainEqual({ name: 'redis', ok: true });
  });

  it('stays up in maintenance mode, like /api/health', async () => {
    const down = await buildTestApp({ MAINTENANCE_MODE: 'true' });
    expect((await down.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    expect((await down.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});
