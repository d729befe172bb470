/**
 * Reminders at scale (issue 13): one memo to 10,000 recipients, 9,000 of them late (3,000 of
 * those read it, so only the app reminds them; 6,000 never opened it and are queued for SMS).
 * 1. The minute's work at the step a day before the due date: the 9,000 claimed in memo_reminders,
 *    their 9,000 tray items written and the 6,000 SMS queued — goal < 2 s; then the same minute
 *    again (must add nothing).
 * 2. The delivery job sending the 6,000 SMS through the outbox adapter (a figure, no goal).
 * 3. The escalation a day after the due date: the step +24 h and the digests.
 * SQLite, and PostgreSQL when BENCH_DATABASE_URL is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDeps } from '../packages/server/src/bootstrap.js';
import { loadConfig } from '../packages/server/src/config.js';
import { createTeam } from '../packages/server/src/features/companies/companies.service.js';
import { deliverReminders } from '../packages/server/src/features/memo-reminders/reminder-delivery.js';
import { runReminders } from '../packages/server/src/features/memo-reminders/reminder-jobs.js';
import { publishMemo } from '../packages/server/src/features/memos/memo-publish.js';
import { createMemo } from '../packages/server/src/features/memos/memos.service.js';
import { withScratchDatabase } from './api.bench.js';
import { heading, isMain, line } from './support/format.js';
import { seedRecipients } from './support/memos-seed.js';

const RECIPIENTS = 10_000;
const DONE = 1_000;
const READ = 3_000;
const HOUR = 3_600_000;

async function measure(dbLabel: string, databaseUrl?: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-bench-reminders-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const { deps, handle } = await createDeps(config, { outboxFile: null });
  try {
    const { db } = deps;
    const now = new Date();
    const iso = now.toISOString();
    const user = await db
      .insertInto('users')
      .values({
        name: 'Bench Admin',
        email: 'admin@bench.teamline.test',
        default_locale: 'en',
        created_at: iso,
        updated_at: iso,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const company = await createTeam({ db, user, name: 'Bench Reminders' });
    const admin = await db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    const member = { userId: user.id, companyId: company.id, employeeId: admin.id, role: 'admin' as const };
    const locationId = await seedRecipients(db, company.id, RECIPIENTS);
    // Every recipient has a phone; the admin manages the location (the digest's reader, once the memo is out).
    await db
      .updateTable('employees')
      .set({ phone: sql<string>`'1999' || id` })
      .where('company_id', '=', company.id)
      .where('id', '<>', admin.id)
      .execute();
    const due = new Date(now.getTime() + 48 * HOUR);
    const { memo } = await createMemo({
      db,
      realtime: deps.realtime,
      member,
      kind: 'message',
      input: {
        title: 'Fryer safety',
        content: '<p>Read and acknowledge</p>',
        mode: 'segments',
        options_key: 'custom',
        location_ids: [locationId],
        audience_ids: [],
        recipient_ids: [],
        tag_ids: [],
        due_at: due.toISOString(),
        reminder_steps: [-24, 0, 24],
        escalate_after_hours: 24,
        publish: false,
      },
    });
    await publishMemo({ db, realtime: deps.realtime, memoId: memo.id, publisherId: admin.id });
    await db
      .insertInto('employee_locations')
      .values({ company_id: company.id, employee_id: admin.id, location_id: locationId })
      .execute();
    const firstIds = (n: number, offset: number) =>
      db
        .selectFrom('memo_responses')
        .select('id')
        .where('memo_id', '=', memo.id)
        .orderBy('id')
        .limit(n)
        .offset(offset);
    await db
      .updateTable('memo_responses')
      .set({ acknowledged_at: iso })
      .where('id', 'in', firstIds(DONE, 0))
      .execute();
    await db
      .updateTable('memo_responses')
      .set({ read_at: iso })
      .where('id', 'in', firstIds(READ, DONE))
      .execute();

    const jobs = { enqueue: async () => 0 };
    const step = new Date(due.getTime() - 24 * HOUR + 60_000);
    const started = performance.now();
    const first = await runReminders({ db, realtime: deps.realtime, jobs }, step);
    const ms = performance.now() - started;
    const tray = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'MEMO_REMINDER')
      .executeTakeFirstOrThrow();
    if (
      first.reminded !== RECIPIENTS - DONE ||
      first.queued !== RECIPIENTS - DONE - READ ||
      Number(tray.n) !== RECIPIENTS - DONE
    )
      throw new Error(`reminded ${first.reminded}, queued ${first.queued}, tray ${tray.n}`);
    line(
      `remind 9,000 late of 10,000 (${dbLabel})`,
      `${ms.toFixed(0)} ms: ${first.reminded} claimed, ${tray.n} tray items, ${first.queued} SMS queued; goal < 2000 ms`,
    );
    const again = performance.now();
    const repeat = await runReminders(
      { db, realtime: deps.realtime, jobs },
      new Date(step.getTime() + 60_000),
    );
    line(
      `the next minute (${dbLabel})`,
      `${(performance.now() - again).toFixed(0)} ms, claimed ${repeat.reminded}`,
    );

    const sending = performance.now();
    const delivery = { db, mailer: deps.mailer, sms: deps.sms, appUrl: config.appUrl };
    const sent = await deliverReminders(delivery, memo.id, step, false);
    line(
      `deliver ${sent.sent} SMS through the outbox (${dbLabel})`,
      `${((performance.now() - sending) / 1000).toFixed(1)} s (one guarded claim per 50 rows, one update each)`,
    );

    const escalation = new Date(due.getTime() + 24 * HOUR + 60_000);
    const escalating = performance.now();
    const late = await runReminders({ db, realtime: deps.realtime, jobs }, escalation);
    line(
      `step +24 h and the digest (${dbLabel})`,
      `${(performance.now() - escalating).toFixed(0)} ms: ${late.reminded} reminded, ${late.escalated} digest(s)`,
    );
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runRemindersBench(): Promise<void> {
  heading('Reminders: one memo to 10,000 recipients, 9,000 late');
  const pgUrl = process.env.BENCH_DATABASE_URL;
  await measure('SQLite');
  if (pgUrl) await withScratchDatabase(pgUrl, (url) => measure('PostgreSQL', url));
  else line('PostgreSQL', 'skipped (set BENCH_DATABASE_URL to measure it)');
}

if (isMain(import.meta.url)) await runRemindersBench();
