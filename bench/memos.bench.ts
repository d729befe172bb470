/**
 * Memos at scale:
 * 1. publishMemo of one memo to 10,000 recipients (all with accounts: 10,000 response rows and
 *    10,000 notifications, in batches inside one transaction), in process, three times on fresh
 *    memos, plus a re-publish (must add nothing); goal < 1 s.
 * 2. The employee inbox (POST /api/app/employee-messages, page 1 of 25) of an employee with
 *    10,000 memos, at 100 connections, beside a bare Fastify route in the same run.
 * SQLite, and PostgreSQL when BENCH_DATABASE_URL is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDeps } from '../packages/server/src/bootstrap.js';
import { loadConfig } from '../packages/server/src/config.js';
import { createTeam } from '../packages/server/src/features/companies/companies.service.js';
import { publishMemo } from '../packages/server/src/features/memos/memo-publish.js';
import { createMemo } from '../packages/server/src/features/memos/memos.service.js';
import { type Measured, report, startTarget, stopTarget, withScratchDatabase } from './api.bench.js';
import { heading, isMain, line, median } from './support/format.js';
import { MEMOS_IN_INBOX, seedRecipients } from './support/memos-seed.js';

const RECIPIENTS = 10_000;
const RUNS = 3;
const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;

async function measurePublish(dbLabel: string, databaseUrl?: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-bench-memos-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const { deps, handle } = await createDeps(config, { outboxFile: null });
  try {
    const { db } = deps;
    const now = new Date().toISOString();
    const user = await db
      .insertInto('users')
      .values({
        name: 'Bench Admin',
        email: 'admin@bench.teamline.test',
        default_locale: 'en',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const company = await createTeam({ db, user, name: 'Bench Memos' });
    const admin = await db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    const member = { userId: user.id, companyId: company.id, employeeId: admin.id, role: 'admin' as const };
    const seeded = performance.now();
    const locationId = await seedRecipients(db, company.id, RECIPIENTS);
    line(
      `seeded (${dbLabel})`,
      `${RECIPIENTS} employees with accounts in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const times: number[] = [];
    let lastId = 0;
    for (let run = 0; run < RUNS; run++) {
      const { memo } = await createMemo({
        db,
        realtime: deps.realtime,
        member,
        kind: 'message',
        input: {
          title: `Bench memo ${run}`,
          content: '<p>New schedule</p>',
          mode: 'segments',
          options_key: 'custom',
          location_ids: [locationId],
          audience_ids: [],
          recipient_ids: [],
          tag_ids: [],
          publish: false,
        },
      });
      const started = performance.now();
      const result = await publishMemo({
        db,
        realtime: deps.realtime,
        memoId: memo.id,
        publisherId: admin.id,
      });
      const ms = performance.now() - started;
      times.push(ms);
      lastId = memo.id;
      if (result.addedEmployeeIds.length !== RECIPIENTS || result.notifications.length !== RECIPIENTS)
        throw new Error(
          `publish reached ${result.addedEmployeeIds.length} / notified ${result.notifications.length}`,
        );
    }
    line(
      `publish to ${RECIPIENTS} (${dbLabel})`,
      `median ${median(times).toFixed(0)} ms (runs ${times.map((t) => t.toFixed(0)).join(', ')} ms); goal < 1000 ms`,
    );
    const again = performance.now();
    const repeat = await publishMemo({ db, realtime: deps.realtime, memoId: lastId });
    line(
      `re-publish (${dbLabel})`,
      `${(performance.now() - again).toFixed(0)} ms, added ${repeat.addedEmployeeIds.length}, notified ${repeat.notifications.length}`,
    );
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The bare Fastify route at the same 100 connections. */
async function measureBare(label: string): Promise<Measured> {
  const { child, ready } = await startTarget('bare');
  try {
    const options = { url: `http://127.0.0.1:${ready.port}/api/ping`, connections: CONNECTIONS };
    await autocannon({ ...options, duration: WARMUP_S });
    return { label, result: await autocannon({ ...options, duration: DURATION_S }) };
  } finally {
    await stopTarget(child);
  }
}

async function measureInbox(dbLabel: string, databaseUrl?: string): Promise<Measured> {
  const { child, ready } = await startTarget('memos', databaseUrl, 300);
  try {
    const url = `http://127.0.0.1:${ready.port}/api/app/employee-messages`;
    const headers = { authorization: `Bearer ${ready.token}`, 'content-type': 'application/json' };
    const body = JSON.stringify({ company_id: ready.companyId, page: 1, per_page: 25 });
    const probe = await fetch(url, { method: 'POST', headers, body });
    const total =
      probe.status === 200
        ? ((await probe.json()) as { data: { content: { total: number } } }).data.content.total
        : -1;
    if (total !== MEMOS_IN_INBOX) throw new Error(`inbox answered ${probe.status} with ${total} memos`);
    const options = { url, headers, method: 'POST', body, connections: CONNECTIONS };
    await autocannon({ ...options, duration: WARMUP_S });
    return {
      label: `inbox of ${MEMOS_IN_INBOX} memos (${dbLabel})`,
      result: await autocannon({ ...options, duration: DURATION_S }),
    };
  } finally {
    await stopTarget(child);
  }
}

export async function runMemosBench(): Promise<void> {
  heading(
    `Memos: publish to ${RECIPIENTS.toLocaleString('en')} recipients; the inbox at ${CONNECTIONS} connections`,
  );
  const pgUrl = process.env.BENCH_DATABASE_URL;
  await measurePublish('SQLite');
  if (pgUrl) await withScratchDatabase(pgUrl, (url) => measurePublish('PostgreSQL', url));
  const bareBefore = await measureBare('bare Fastify GET /api/ping (before)');
  const runs: Measured[] = [await measureInbox('SQLite')];
  if (pgUrl) runs.push(await withScratchDatabase(pgUrl, (url) => measureInbox('PostgreSQL', url)));
  const bareAfter = await measureBare('bare Fastify GET /api/ping (after)');
  for (const m of [...runs, bareBefore, bareAfter]) report(m);
  if (!pgUrl) line('PostgreSQL', 'skipped (set BENCH_DATABASE_URL to measure it)');
}

if (isMain(import.meta.url)) await runMemosBench();
