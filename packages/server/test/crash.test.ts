import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './harness.js';
import {
  type Answer,
  addEmployees,
  newDataDir,
  openServerDatabase,
  type ServerProcess,
  send,
  signInDemoAdmin,
  startServer,
} from './server-process.js';

/**
 * kill -9 while a memo is being published (issue 10): the server restarted on the same data, the
 * client retries with its Idempotency-Key, and every recipient has exactly one delivery — one
 * inbox row, and one tray notification where they have an account: none lost, none twice.
 */

const COMPANY = 1; // the demo company, the first one on a fresh database
const CREW = 10_000;

let server: ServerProcess | undefined;
const database = await createTestDatabase();
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await database?.drop();
});

const contentOf = <T>(answer: Answer) => (JSON.parse(answer.body) as { data: { content: T } }).data.content;

describe('kill -9 mid-publish', () => {
  it('restarted on the same data, the retried publish delivers once to each recipient', async () => {
    const data = { dataDir: newDataDir(), databaseUrl: database?.url };
    server = await startServer(data);
    const token = await signInDemoAdmin(server.url);
    const handle = openServerDatabase(data);
    const { db } = handle;
    const location = await db
      .selectFrom('locations')
      .select('id')
      .where('company_id', '=', COMPANY)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await addEmployees(data, COMPANY, CREW, location.id);
    const draft = await send(server.url, 'POST', '/api/message/new', {
      token,
      agent: false,
      body: { company_id: COMPANY, title: 'Inventory night', location_ids: [location.id] },
    });
    expect(draft.status, draft.body).toBe(200);
    const memoId = contentOf<{ id: number }>(draft).id;

    const publish = (url: string) =>
      send(url, 'POST', '/api/company/message', {
        token,
        agent: false,
        body: { company_id: COMPANY, id: memoId, publish: true },
        headers: { 'idempotency-key': `publish-${memoId}` },
      });
    // The answer is lost: the process dies while it publishes to the crew — killed as soon as
    // the request has claimed its key, when the publishing transaction has begun.
    const claimOf = () =>
      db
        .selectFrom('idempotency_keys')
        .select('status')
        .where('idem_key', '=', `publish-${memoId}`)
        .executeTakeFirst();
    const lost = publish(server.url).then(
      (a) => a.status,
      () => 'lost',
    );
    for (let i = 0; i < 5_000 && !(await claimOf()); i++)
      await new Promise((resolve) => setImmediate(resolve));
    server.child.kill('SIGKILL');
    expect((await server.exited).signal).toBe('SIGKILL');
    expect(await lost).toBe('lost');
    // It died mid-request: the key was claimed and never answered; publishing is all or nothing.
    expect(await claimOf()).toEqual({ status: null });
    const half = await db
      .selectFrom('memo_responses')
      .select(sql<number>`count(*)`.as('n'))
      .where('memo_id', '=', memoId)
      .executeTakeFirstOrThrow();

    server = await startServer(data);
    let answer = await publish(server.url);
    for (let tries = 0; answer.status === 409 && tries < 30; tries++) {
      // The dead claim's lease runs out within seconds; the answer says when to try again.
      await new Promise((resolve) => setTimeout(resolve, Number(answer.headers['retry-after'] ?? 1) * 1000));
      answer = await publish(server.url);
    }
    expect(answer.status, answer.body).toBe(200);
    expect(contentOf<{ status: string }>(answer).status).toBe('published');
    // A second retry is the kept answer.
    expect((await publish(server.url)).headers['idempotent-replayed']).toBe('true');

    const reached = await db
      .selectFrom('employee_locations')
      .select('employee_id')
      .where('location_id', '=', location.id)
      .execute();
    expect([0, reached.length]).toContain(Number(half.n));
    const rows = await db
      .selectFrom('memo_responses')
      .select(['employee_id', sql<number>`count(*)`.as('n')])
      .where('memo_id', '=', memoId)
      .groupBy('employee_id')
      .execute();
    expect(rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
    expect(rows.map((r) => r.employee_id).sort((a, b) => a - b)).toEqual(
      reached.map((r) => r.employee_id).sort((a, b) => a - b),
    );
    const withAccounts = await db
      .selectFrom('employee_locations')
      .innerJoin('employees', 'employees.id', 'employee_locations.employee_id')
      .select('employees.user_id')
      .where('employee_locations.location_id', '=', location.id)
      .where('employees.user_id', 'is not', null)
      .execute();
    const notices = await db
      .selectFrom('notifications')
      .select(['user_id', sql<number>`count(*)`.as('n')])
      .where('type', '=', 'MESSAGE')
      .where('type_id', '=', memoId)
      .groupBy('user_id')
      .execute();
    expect(notices.filter((r) => Number(r.n) !== 1)).toEqual([]);
    expect(notices.map((r) => r.user_id).sort()).toEqual(withAccounts.map((r) => r.user_id).sort());
    expect(withAccounts.length).toBeGreaterThan(0);
    await handle.close();
  }, 180_000);
});
