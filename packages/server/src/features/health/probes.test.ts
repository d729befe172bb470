import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/harness.js';

const { app } = await buildTestApp();

async function waitForRedis(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {}); // refused while the server starts: tried again below
    try {
      await probe.connect();
      await probe.ping();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      probe.disconnect();
    }
  }
  throw new Error(`no Redis at ${url}`);
}

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

  it('answers 503 naming Redis when the configured Redis stops answering', async () => {
    // A Redis of this test's own (the shared one must stay up for the others).
    const port = 20000 + Math.floor(Math.random() * 20000);
    const redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    try {
      const url = `redis://127.0.0.1:${port}`;
      await waitForRedis(url);
      const own = await buildTestApp({ REDIS_URL: url });
      expect((await own.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      const exited = new Promise((resolve) => redis.once('exit', resolve));
      redis.kill('SIGKILL');
      await exited;
      const res = await own.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toContainEqual({ name: 'redis', ok: false, detail: 'unreachable' });
      expect((await own.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      if (redis.exitCode === null) redis.kill('SIGKILL');
    }
  });

  it('stays up in maintenance mode, like /api/health', async () => {
    const down = await buildTestApp({ MAINTENANCE_MODE: 'true' });
    expect((await down.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    expect((await down.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});
