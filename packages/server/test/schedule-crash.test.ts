import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './harness.js';
import {
  type Answer,
  addEmployees,
  newDataDir,
  openServerDatabase,
  type ServerOptions,
  type ServerProcess,
  send,
  signInDemoAdmin,
  startServer,
} from './server-process.js';

/**
 * kill -9 between the claim of a scheduled occurrence and its commit (issue 13): the claim, the
 * memo and its 10,000 deliveries are one transaction, so nothing of it is left; the restarted
 * server's next tick retries the occurrence and it goes out once — one run, one memo, one
 * delivery per recipient.
 */

const COMPANY = 1; // the demo company
const CREW = 10_000;

let server: ServerProcess | undefined;
const database = await createTestDatabase();
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await database?.drop();
});

const contentOf = <T>(answer: Answer) => (JSON.parse(answer.body) as { data: { content: T } }).data.content;

/** Whether a writer holds the claim's transaction open right now (the runs table locked). */
async function claimOpen(
  data: ServerOptions,
  pgDb: ReturnType<typeof openServerDatabase>['db'],
): Promise<boolean> {
  if (data.databaseUrl) {
    const rows = await sql<{ n: number }>`
      select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
      where c.relname = 'scheduled_send_runs' and l.mode = 'RowExclusiveLock' and l.pid <> pg_backend_pid()`.execute(
      pgDb,
    );
    return Number(rows.rows[0]?.n ?? 0) > 0;
  }
  const probe = new Database(path.join(data.dataDir, 'teamline.sqlite'), { timeout: 0 });
  try {
    probe.exec('BEGIN IMMEDIATE');
    probe.exec('ROLLBACK');
    return false;
  } catch {
    return true;
  } finally {
    probe.close();
  }
}

describe('kill -9 between claim and commit of a scheduled send', () => {
  it('restarted, the occurrence is retried and sent once', async () => {
    const data: ServerOptions = {
      dataDir: newDataDir(),
      databaseUrl: database?.url,
      env: { TEST_CLOCK: '1' },
    };
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
    const api = (url: string, method: 'POST' | 'PUT', p: string, body: Record<string, unknown>) =>
      send(url, method, p, { token, agent: false, body: { company_id: COMPANY, ...body } });
    const template = await api(server.url, 'POST', '/api/memo-templates/create', {
      kind: 'message',
      title: 'Deep clean night',
      content: '<p>Tonight</p>',
    });
    expect(template.status, template.body).toBe(200);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const made = await api(server.url, 'POST', '/api/scheduled-sends/create', {
      sendable_kind: 'template',
      sendable_id: contentOf<{ id: number }>(template).id,
      location_ids: [location.id],
      start_date: tomorrow,
      time: '09:00',
    });
    expect(made.status, made.body).toBe(200);
    const schedule = contentOf<{ id: number; next_at: string }>(made);
    const clock = (url: string, at: number, holdClaimMs?: number) =>
      send(url, 'POST', '/api/test/clock', {
        agent: false,
        body: { at: new Date(at).toISOString(), ...(holdClaimMs ? { hold_claim_ms: holdClaimMs } : {}) },
      });
    const due = Date.parse(schedule.next_at);

    // The clock reaches the occurrence (the call runs what is due before it answers). The test
    // clock's failpoint holds the claimed occurrence's transaction open for a minute, so the kill
    // lands between claim and commit however slow the machine; the call is cut off.
    const moving = clock(server.url, due + 5_000, 60_000).catch((err: unknown) => err);
    let open = false;
    const jobRunning = async () =>
      Boolean(
        await db
          .selectFrom('jobs')
          .select('id')
          .where('name', '=', 'scheduled-sends.run-due')
          .where('status', '=', 'running')
          .executeTakeFirst(),
      );
    for (let i = 0; i < 20_000 && !open; i++) {
      open = (await jobRunning()) && (await claimOpen(data, db));
      if (!open) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(open).toBe(true);
    server.child.kill('SIGKILL');
    expect((await server.exited).signal).toBe('SIGKILL');
    expect(await moving).toBeInstanceOf(Error);
    const runs = () =>
      db.selectFrom('scheduled_send_runs').selectAll().where('schedule_id', '=', schedule.id).execute();
    const memos = () =>
      db
        .selectFrom('memos')
        .select('id')
        .where('company_id', '=', COMPANY)
        .where('title', '=', 'Deep clean night')
        .execute();
    // Nothing of the occurrence was kept: no run, no memo.
    expect(await runs()).toEqual([]);
    expect(await memos()).toEqual([]);

    // Restarted: the next minute's tick retries the occurrence (still within its 6-hour window).
    server = await startServer(data);
    expect((await clock(server.url, due + 65_000)).status).toBe(200);
    for (let i = 0; i < 600 && (await runs()).length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const [run, ...more] = await runs();
    expect(more).toEqual([]);
    expect(run?.status).toBe('sent');
    const sent = await memos();
    expect(sent.map((m) => m.id)).toEqual(JSON.parse(run?.memo_ids ?? '[]'));
    const memoId = sent[0]?.id ?? 0;
    const rows = await db
      .selectFrom('memo_responses')
      .select(['employee_id', sql<number>`count(*)`.as('n')])
      .where('memo_id', '=', memoId)
      .groupBy('employee_id')
      .execute();
    const reached = await db
      .selectFrom('employee_locations')
      .select('employee_id')
      .where('location_id', '=', location.id)
      .execute();
    expect(rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
    expect(rows.length).toBe(reached.length);
    await handle.close();
  }, 180_000);
});
