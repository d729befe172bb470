import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { buildApp } from '../app.js';
import { createDeps } from '../bootstrap.js';
import { loadConfig } from '../config.js';

interface LogLine {
  reqId?: string;
  msg?: string;
}

/** The real app with its real logger options, its lines kept instead of written to stdout. */
async function appWithLogs() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l) as LogLine);
      done();
    },
  });
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-test-')),
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const { deps, handle } = await createDeps(config, { sqliteFile: ':memory:', outboxFile: null });
  const app = await buildApp(deps, { logger: { level: 'info', stream } });
  // A route whose service logs through the request's logger it is given, after awaiting.
  const service = async (log: FastifyBaseLogger) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    log.info('logged by a service');
  };
  app.post('/api/test/log-from-service', { config: { public: true } }, async (request) => {
    await service(request.log);
    return { ok: true };
  });
  await app.ready();
  const close = async () => {
    await app.close();
    await handle.close();
    await database?.drop();
  };
  return { app, lines, close };
}

describe('request ids', () => {
  it("takes a sane X-Request-Id, echoes it, and writes it on every line of the request, its services' too", async () => {
    const { app, lines, close } = await appWithLogs();
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/test/log-from-service',
        headers: { 'x-request-id': 'proxy-4f2a.9:1' },
        payload: { some: 'body' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id']).toBe('proxy-4f2a.9:1');
      const mine = lines.filter((l) => l.reqId === 'proxy-4f2a.9:1');
      expect(mine.map((l) => l.msg)).toEqual([
        'incoming request',
        'logged by a service',
        'request completed',
      ]);
    } finally {
      await close();
    }
  });

  it('makes its own id when none is sent or the one sent is not sane', async () => {
    const { app, lines, close } = await appWithLogs();
    try {
      for (const sent of [undefined, 'has spaces and\nnewlines', 'x'.repeat(129), '{"json":1}']) {
        const res = await app.inject({
          method: 'GET',
          url: '/api/health',
          headers: sent === undefined ? {} : { 'x-request-id': sent },
        });
        const id = res.headers['x-request-id'];
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        expect(lines.filter((l) => l.reqId === id).length).toBeGreaterThanOrEqual(2);
      }
    } finally {
      await close();
    }
  });
});
