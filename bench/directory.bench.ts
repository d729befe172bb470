/**
 * The franchise directory sync at scale (issue 17): a directory of 500 locations and 20,000
 * members (40 each) on a local server speaking its API (packages/server/test/fake-directory), all
 * 500 locations added to the sync of one company, then
 * 1. the first sync: 20,000 employees created and linked — goal < 30 s;
 * 2. a re-sync with nothing changed — goal < 5 s;
 * 3. a re-sync after 1,000 moves, 500 departures and 500 newcomers (a figure, no goal).
 * Each is `runSync` as the hourly job runs it: every member read over HTTP (16 requests at a time,
 * pages of 500), planned in memory, written by batches in one transaction. The fake directory runs
 * in the same process and takes its share of the CPU. SQLite, and PostgreSQL when
 * BENCH_DATABASE_URL is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDeps } from '../packages/server/src/bootstrap.js';
import { loadConfig } from '../packages/server/src/config.js';
import { createTeam } from '../packages/server/src/features/companies/companies.service.js';
import { saveToken, startConnect } from '../packages/server/src/features/franchise/franchise-connection.js';
import { queueRun, runSync } from '../packages/server/src/features/franchise/franchise-sync.js';
import { fakeMember, startFakeDirectory } from '../packages/server/test/fake-directory/server.js';
import { withScratchDatabase } from './api.bench.js';
import { heading, isMain, line } from './support/format.js';

const LOCATIONS = 500;
const PER_LOCATION = 40;
const FIRST_GOAL_MS = 30_000;
const RESYNC_GOAL_MS = 5_000;

async function measure(dbLabel: string, databaseUrl?: string): Promise<void> {
  const fake = await startFakeDirectory();
  fake.seed(LOCATIONS, PER_LOCATION);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-bench-directory-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...fake.env(),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const { deps, handle } = await createDeps(config, { outboxFile: null });
  try {
    const { db } = deps;
    const iso = new Date().toISOString();
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
    const company = await createTeam({ db, user, name: 'Bench Franchise' });
    const admin = await db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    const member = { userId: user.id, companyId: company.id, employeeId: admin.id, role: 'admin' as const };

    // Connect through the real flow: setup mode, the directory's redirect, the code exchange.
    const { authorize_url } = await startConnect(deps, member);
    const back = new URL((await fetch(authorize_url, { redirect: 'manual' })).headers.get('location') ?? '');
    await saveToken(deps, member, {
      state: back.searchParams.get('state') ?? '',
      code: back.searchParams.get('code') ?? '',
    });

    // All 500 locations in the sync, each into a new company location (as "Add" does, in bulk).
    const created = await db
      .insertInto('locations')
      .values(
        [...fake.locations.values()].map((l) => ({
          company_id: company.id,
          name: l.name,
          timezone: 'America/Chicago',
          created_at: iso,
          updated_at: iso,
        })),
      )
      .returning(['id', 'name'])
      .execute();
    const byName = new Map(created.map((c) => [c.name, c.id]));
    await db
      .insertInto('franchise_locations')
      .values(
        [...fake.locations.values()].map((l) => ({
          company_id: company.id,
          ext_id: l.id,
          name: l.name,
          location_id: byName.get(l.name) as number,
          created_at: iso,
        })),
      )
      .execute();

    const sync = async (label: string, goalMs: number | null) => {
      const run = await queueRun(deps, company.id, 'manual');
      const started = performance.now();
      await runSync(deps, company.id, run.id);
      const ms = performance.now() - started;
      const done = await db
        .selectFrom('franchise_runs')
        .select(['status', 'counts', 'error'])
        .where('id', '=', run.id)
        .executeTakeFirstOrThrow();
      if (done.status !== 'done') throw new Error(`the sync ${done.status}: ${done.error}`);
      line(
        `${label} (${dbLabel})`,
        `${(ms / 1000).toFixed(2)} s — ${done.counts}${goalMs ? ` — goal < ${goalMs / 1000} s: ${ms < goalMs ? 'met' : 'MISSED'}` : ''}`,
      );
    };
    await sync(`first sync, ${(LOCATIONS * PER_LOCATION).toLocaleString('en-US')} members`, FIRST_GOAL_MS);
    await sync('re-sync, nothing changed', RESYNC_GOAL_MS);

    // 1,000 moves (the first 2 members of each location go to the next), 500 leave, 500 join.
    const lists = [...fake.members.entries()];
    const moving = lists.map(([, list]) => list.splice(0, 2));
    lists.forEach(([id, list], i) => {
      list.pop();
      list.push(...(moving[(i + lists.length - 1) % lists.length] ?? []), fakeMember(`${id}-new`));
    });
    await sync('re-sync, 1,000 moved, 500 left, 500 new', null);
  } finally {
    await handle.close();
    await fake.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runDirectoryBench(): Promise<void> {
  heading(
    `Franchise directory: ${LOCATIONS} locations, ${(LOCATIONS * PER_LOCATION).toLocaleString('en-US')} members`,
  );
  await measure('SQLite');
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) await withScratchDatabase(pgUrl, (url) => measure('PostgreSQL', url));
  else line('PostgreSQL', 'skipped (set BENCH_DATABASE_URL to measure it)');
}

if (isMain(import.meta.url)) await runDirectoryBench();
