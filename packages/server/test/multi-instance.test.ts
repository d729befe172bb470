import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CHAT_EVENTS,
  REALTIME_EVENTS,
  type TChatGroup,
  type TChatMessage,
  type TMemo,
  type TMemoDetail,
  type TRealtimeChatMessage,
  type TRealtimeChatReaction,
  type TRealtimeMemoResponse,
  type TRealtimeNotification,
} from '@teamline/shared';
import S3rver from 's3rver';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.js';
import { createTestDatabase } from './harness.js';
import { mediaSamples } from './media-files.js';
import { buildMemoCompany, type MemoCompany } from './memos.js';
import { apiClient, proxiedSocket } from './proxied-client.js';
import { startProxy, type TestProxy } from './proxy.js';
import { freePort, openServerDatabase, type ServerProcess, startServer } from './server-process.js';
import { nextEvent } from './sockets.js';

/**
 * Several instances, shown working (issue 18): two server processes (`node src/main.ts`, as
 * operators run it) behind a round-robin reverse proxy (test/proxy.ts), sharing one PostgreSQL
 * database, one Redis (Socket.IO's adapter) and one S3-compatible store (s3rver). The memo loop
 * and a chat exchange run through the proxy with the manager's socket on one instance and the
 * employee's on the other, and each request that makes an event is sent to the instance that
 * does NOT hold the socket that must hear it, so every event crosses between the processes.
 *
 * PostgreSQL only: two processes cannot share the SQLite suite's in-memory database, and several
 * instances on SQLite is not a supported deployment (docs/deployment.md). vitest.config.ts
 * leaves this file out of the SQLite run and always runs it in the PostgreSQL run, where a
 * database, Redis or S3 that does not answer fails it; it is never skipped.
 */

const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const BUCKET = 'teamline-multi';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-multi-'));

const database = await createTestDatabase();
if (!database)
  throw new Error('multi-instance.test.ts needs PostgreSQL: run it with TEST_DATABASE_URL (npm run test:pg)');

const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: path.join(work, 's3rver'),
  configureBuckets: [{ name: BUCKET }],
});
const instances: ServerProcess[] = [];
let proxy: TestProxy | undefined;
let handle: ReturnType<typeof openServerDatabase> | undefined;
const sockets: Socket[] = [];
const dataDirs = [path.join(work, 'a'), path.join(work, 'b')];

/** Stops a server process: SIGTERM (a graceful close), SIGKILL if it is not gone in 5 s. */
async function stop(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 5000);
  await server.exited;
  clearTimeout(timer);
}

// Every step runs even when one before it failed (or the start failed halfway); the first
// failure is reported after all of them.
afterAll(async () => {
  for (const s of sockets) s.close();
  const steps = await Promise.allSettled([proxy?.close(), ...instances.map(stop)]);
  steps.push(...(await Promise.allSettled([handle?.close(), s3.close()])));
  steps.push(...(await Promise.allSettled([database.drop()])));
  fs.rmSync(work, { recursive: true, force: true });
  for (const step of steps) if (step.status === 'rejected') throw step.reason;
}, 30_000);

let C: MemoCompany;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  const { port: s3Port } = await s3.run();
  const ports = [await freePort(), await freePort()];
  proxy = await startProxy(ports.map((p) => `http://127.0.0.1:${p}`));
  api = apiClient(proxy.url);
  const env = {
    APP_URL: proxy.url,
    TRUST_PROXY: 'true',
    SEED_DEMO: 'never',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `t${crypto.randomBytes(4).toString('hex')}`,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  // Migrated here first, so that the two start side by side, each finding the database current.
  handle = openServerDatabase({ dataDir: work, databaseUrl: database.url });
  await migrateToLatest(handle.db);
  const started = await Promise.allSettled(
    ports.map((port, i) => {
      const dataDir = dataDirs[i] as string;
      fs.mkdirSync(dataDir);
      return startServer({ dataDir, databaseUrl: database.url, port, env });
    }),
  );
  for (const s of started) if (s.status === 'fulfilled') instances.push(s.value);
  for (const s of started) if (s.status === 'rejected') throw s.reason;
  C = await buildMemoCompany(handle.db);
}, 90_000);

/** The files under `dir` whose bytes are `content`. */
function holding(dir: string, content: Buffer): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile() && fs.readFileSync(file).equals(content));
}

/** The instance the proxy gave the socket named `name` (its handshake's `client=` query). */
function instanceOf(name: string): number {
  const upgrades = (proxy?.records ?? []).filter(
    (r) => r.kind === 'upgrade' && new URL(r.url, 'http://x').searchParams.get('client') === name,
  );
  expect(upgrades).toHaveLength(1);
  return (upgrades[0] as { upstream: number }).upstream;
}

describe('two instances behind a reverse proxy (PostgreSQL, Redis, S3)', () => {
  it('the memo loop and a chat exchange work with the manager and the employee on different instances', async () => {
    const base = { company_id: C.companyId };
    const managerSocket = await proxiedSocket(api.url, C.manager.token, 'manager');
    sockets.push(managerSocket);
    const employeeSocket = await proxiedSocket(api.url, C.north1.token, 'employee');
    sockets.push(employeeSocket);
    // Round robin put the two sockets on different instances.
    const A = instanceOf('manager');
    const B = instanceOf('employee');
    expect([A, B].sort()).toEqual([0, 1]);

    // The manager, on A, writes a message to North with a photo and publishes it.
    const draft = await api.json<TMemo>('POST', '/message/new', {
      token: C.manager.token,
      upstream: A,
      body: { ...base, title: 'New menu', type: 'standard', location_ids: [C.north.id] },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const memoId = draft.body.data.content.id;
    const photo = (await mediaSamples()).png;
    const attached = await api.upload<TMemo>('/message/media', {
      token: C.manager.token,
      upstream: A,
      fields: { company_id: String(C.companyId), memo_id: String(memoId) },
      file: { name: 'menu.png', content: photo },
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    const media = attached.body.data.content.media.at(-1);
    expect(media?.type_category).toBe('image');
    const arrived = nextEvent<TRealtimeNotification>(employeeSocket, REALTIME_EVENTS.notification);
    const published = await api.json<TMemo>('POST', '/company/message', {
      token: C.manager.token,
      upstream: A,
      body: { ...base, id: memoId, publish: true },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.upstream).toBe(A);
    // The employee's socket, on B, hears it live.
    expect((await arrived).notification).toMatchObject({ type: 'MESSAGE', type_id: memoId });

    // The employee, on B, opens it: the manager's socket on A hears the read…
    const read = nextEvent<TRealtimeMemoResponse>(managerSocket, REALTIME_EVENTS.memoResponse);
    const opened = await api.json<unknown>('POST', '/app/employee-messages', {
      token: C.north1.token,
      upstream: B,
      body: { ...base, memo_id: memoId },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const response = { company_id: C.companyId, memo_id: memoId, employee_id: C.north1.employee.id };
    expect(await read).toEqual(response);
    // …and the acknowledgement, and the memo's figures show it from either instance.
    const acknowledged = nextEvent<TRealtimeMemoResponse>(managerSocket, REALTIME_EVENTS.memoResponse);
    const ack = await api.json<unknown>('POST', '/employee-message/acknowledge', {
      token: C.north1.token,
      upstream: B,
      body: { ...base, id: memoId },
    });
    expect(ack.status, JSON.stringify(ack.body)).toBe(200);
    expect(await acknowledged).toEqual(response);
    for (const upstream of [A, B]) {
      const detail = await api.json<TMemoDetail>('GET', '/memos/get', {
        token: C.manager.token,
        upstream,
        query: { ...base, id: memoId },
      });
      expect(detail.status, JSON.stringify(detail.body)).toBe(200);
      expect(detail.body.data.content.stats).toMatchObject({ recipient_count: 3, read: 1, acknowledged: 1 });
    }

    // The photo went to the shared store: the employee fetches it from either instance (through
    // the proxy in turn), and it is in the S3 store, not on either instance's disk.
    const fetched = [
      await api.raw(media?.url ?? '', { token: C.north1.token }),
      await api.raw(media?.url ?? '', { token: C.north1.token }),
    ];
    expect(fetched.map((f) => f.upstream).sort()).toEqual([0, 1]);
    for (const f of fetched) {
      expect(f.status).toBe(200);
      expect(f.headers['content-type']).toBe(media?.mime);
      expect(f.body.length).toBe(media?.size);
    }
    const served = (fetched[0] as { body: Buffer }).body;
    expect(served.equals((fetched[1] as { body: Buffer }).body)).toBe(true);
    expect(holding(path.join(work, 's3rver'), served)).toHaveLength(1);
    for (const dir of dataDirs) expect(holding(dir, served)).toEqual([]);

    // Chat: the manager, on A, makes a group for North and writes; the employee's socket on B
    // hears the message; the employee, on B, reacts; the manager's socket on A hears it.
    const group = await api.json<TChatGroup>('POST', '/chat/groups', {
      token: C.manager.token,
      upstream: A,
      body: { ...base, name: 'North crew', location_ids: [C.north.id] },
    });
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    const groupId = group.body.data.content.id;
    const heard = nextEvent<TRealtimeChatMessage>(employeeSocket, CHAT_EVENTS.messageCreated);
    const said = await api.json<TChatMessage>('POST', `/chat/groups/${groupId}/messages`, {
      token: C.manager.token,
      upstream: A,
      body: { ...base, client_id: crypto.randomUUID(), content: 'Menu tasting at 3' },
    });
    expect(said.status, JSON.stringify(said.body)).toBe(200);
    const message = said.body.data.content;
    expect((await heard).message).toMatchObject({ id: message.id, content: 'Menu tasting at 3' });
    const reacted = nextEvent<TRealtimeChatReaction>(managerSocket, CHAT_EVENTS.reaction);
    const reaction = await api.json<unknown>('POST', `/chat/messages/${message.id}/reactions`, {
      token: C.north1.token,
      upstream: B,
      body: { ...base, emoji: '👍' },
    });
    expect(reaction.status, JSON.stringify(reaction.body)).toBe(200);
    expect(await reacted).toMatchObject({
      chat_message_id: message.id,
      employee_id: C.north1.employee.id,
      message_employee_id: C.manager.employee.id,
      added: true,
      reactions: [{ emoji: '👍', count: 1, employee_ids: [C.north1.employee.id] }],
    });

    // Both sockets stayed where they were: two upgrades in all, one on each instance.
    expect(
      (proxy?.records ?? [])
        .filter((r) => r.kind === 'upgrade')
        .map((r) => r.upstream)
        .sort(),
    ).toEqual([0, 1]);
    expect(managerSocket.connected && employeeSocket.connected).toBe(true);
  }, 30_000);
});
