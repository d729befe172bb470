/**
 * `node --import tsx bench/capacity/seed-main.ts <people> <users.csv>`: migrates the database the
 * server will use (DATA_DIR's SQLite file, or DATABASE_URL), seeds it (seed.ts) and writes the
 * load tool's payload, one person a line. Runs before the servers start, then exits.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../packages/server/src/app.js';
import { createDeps } from '../../packages/server/src/bootstrap.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { seedCapacity } from './seed.js';

const [people, out] = [Number(process.argv[2]), process.argv[3]];
if (!people || !out) throw new Error('usage: seed-main.ts <people> <users.csv>');

const started = performance.now();
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const { deps, handle } = await createDeps(config, { outboxFile: null });
const app = await buildApp(deps, { logger: false });
const users = await seedCapacity(app, deps, people);
// A production PostgreSQL has planner statistics soon after a bulk load (autovacuum).
if (deps.dialect === 'postgres') await sql`vacuum analyze`.execute(deps.db);
await app.close();
// The job engine (BullMQ on Redis in the PostgreSQL setups) and the realtime adapter hold Redis
// connections of their own: closed too, or this process would never exit.
await deps.jobs.stop();
await deps.realtime.close();
await handle.close();

const columns = ['token', 'role', 'companyId', 'employeeId', 'locationId', 'groupId', 'term'] as const;
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${users.map((u) => columns.map((c) => u[c]).join(',')).join('\n')}\n`);
process.stdout.write(
  `seeded ${users.length} people (${users.filter((u) => u.role === 'manager').length} managers) on ${deps.dialect} in ${Math.round(performance.now() - started)} ms\n`,
);
