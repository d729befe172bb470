import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { createDeps } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { BullMqEngine } from '../src/jobs/bullmq-engine.js';

/**
 * A fresh, empty PostgreSQL database when TEST_DATABASE_URL is set (CI sets it), with the call
 * that drops it; undefined for SQLite.
 */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `teamline_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

/**
 * Builds the real app on a real, empty database: in-memory SQLite by default, or a fresh
 * PostgreSQL database per test file when TEST_DATABASE_URL is set (CI sets it).
 */
export async function buildTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const databaseUrl = database?.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://teamline.test',
    WEB_DIST: '/nonexistent',
    // Uploads of a test go to a folder of its own, never into the checkout.
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-test-')),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const { deps, handle } = await createDeps(config, { sqliteFile: ':memory:', outboxFile: null });
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  afterAll(async () => {
    // A BullMQ engine (REDIS_URL) leaves no keys behind in the test Redis.
    if (deps.jobs instanceof BullMqEngine) await deps.jobs.queue.obliterate({ force: true });
    await app.close();
    await deps.jobs.stop();
    await handle.close();
    await database?.drop();
  });
  return { app, deps, db: deps.db };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>['app'];
