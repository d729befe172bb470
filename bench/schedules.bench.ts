/**
 * Scheduled sends at scale: 1,000 schedules across 100 companies (10 each, each to its company's
 * 20 employees with accounts) all due in the same minute; the every-minute job (the runner's
 * runDue, as a tick does it) sends them all — one memo, 20 deliveries and 20 tray items each,
 * each occurrence in its own transaction. Goal: all sent within 60 s. A second tick in the same
 * minute must send nothing. SQLite, and PostgreSQL when BENCH_DATABASE_URL is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDeps } from '../packages/server/src/bootstrap.js';
import { loadConfig } from '../packages/server/src/config.js';
import { createTeam } from '../packages/server/src/features/companies/companies.service.js';
import { createSchedule } from '../packages/server/src/features/scheduled-sends/scheduled-sends.service.js';
import { withScratchDatabase } from './api.bench.js';
import { heading, isMain, line } from './support/format.js';
import { seedRecipients } from './support/memos-seed.js';

const COMPANIES = 100;
const PER_COMPANY = 10;
const RECIPIENTS = 20;
const GOAL_S = 60;

async function measure(dbLabel: string, databaseUrl?: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-bench-schedules-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const { deps, handle } = await createDeps(config, { outboxFile: null });
  try {
    const { db } = deps;
    const seeded = performance.now();
    const now = new Date().toISOString();
    // Tomorrow 09:00 in Chicago, for every schedule.
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (let c = 0; c < COMPANIES; c++) {
      const user = await db
        .insertInto('users')
        .values({
          name: `Bench Admin ${c}`,
          email: `admin${c}@bench.teamline.test`,
          default_locale: 'en',
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const company = await createTeam({ db, user, name: `Bench Schedules ${c}` });
      const admin = await db
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', company.id)
        .executeTakeFirstOrThrow();
      const member = { userId: user.id, companyId: company.id, employeeId: admin.id, role: 'admin' as const };
      const locationId = await seedRecipients(db, company.id, RECIPIENTS);
      const template = await db
        .insertInto('memo_templates')
        .values({
          company_id: company.id,
          kind: 'message',
          title: 'Opening checklist',
          content: '<p>Lights, fryer, registers.</p>',
          category: null,
          type: 'standard',
          priority: 'normal',
          options_key: 'custom',
          options: null,
          translations: null,
          creator_id: admin.id,
          updater_id: admin.id,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let s = 0; s < PER_COMPANY; s++)
        await createSchedule({
          db,
          member,
          now: new Date(),
          input: {
            company_id: company.id,
            sendable_kind: 'template',
            sendable_id: template.id,
            location_ids: [locationId],
            audience_ids: [],
            recipient_ids: [],
            start_date: day,
            time: '09:00',
            time_zone: 'America/Chicago',
            repeat: 'daily',
            weekdays: [],
            end_date: null,
            count: 5,
          },
        });
    }
    const due = await db.selectFrom('scheduled_sends').select(['next_at']).executeTakeFirstOrThrow();
    line(
      `seeded (${dbLabel})`,
      `${COMPANIES * PER_COMPANY} schedules, ${COMPANIES * RECIPIENTS} employees in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const tick = new Date(Date.parse(due.next_at ?? '') + 20_000);
    const started = performance.now();
    await deps.jobs.runDue(tick);
    const seconds = (performance.now() - started) / 1000;
    const runs = await db
      .selectFrom('scheduled_send_runs')
      .select(['status', sql<number>`count(*)`.as('n')])
      .groupBy('status')
      .execute();
    const memos = await db
      .selectFrom('memos')
      .select(sql<number>`count(*)`.as('n'))
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    const sent = Number(runs.find((r) => r.status === 'sent')?.n ?? 0);
    line(
      `one tick (${dbLabel})`,
      `${sent} of ${COMPANIES * PER_COMPANY} sent, ${Number(memos.n)} memos, in ${seconds.toFixed(1)} s — goal < ${GOAL_S} s: ${sent === COMPANIES * PER_COMPANY && seconds < GOAL_S ? 'met' : 'NOT MET'}`,
    );
    const again = performance.now();
    await deps.jobs.runDue(new Date(tick.getTime() + 10_000));
    const after = await db
      .selectFrom('scheduled_send_runs')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    line(
      `a second tick (${dbLabel})`,
      `${Number(after.n) - sent} more runs in ${((performance.now() - again) / 1000).toFixed(2)} s (must be 0)`,
    );
  } finally {
    await deps.realtime.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runSchedulesBench(): Promise<void> {
  heading(
    `Scheduled sends: ${COMPANIES * PER_COMPANY} schedules across ${COMPANIES} companies due in one minute`,
  );
  const pgUrl = process.env.BENCH_DATABASE_URL;
  await measure('SQLite');
  if (pgUrl) await withScratchDatabase(pgUrl, (url) => measure('PostgreSQL', url));
  else line('PostgreSQL', 'skipped (set BENCH_DATABASE_URL to measure it)');
}

if (isMain(import.meta.url)) await runSchedulesBench();
