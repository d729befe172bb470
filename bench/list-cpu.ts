/**
 * CPU per request of the shapes of issue 18 part 2, in process (no HTTP, no load generator): the
 * 25-row employee page of a 50,000-person company, the inbox of 10,000 memos, and user/details.
 * `node --import tsx bench/list-cpu.ts [employees|memos|details] [requests]`; CPU_PROF=<prefix>
 * writes a CPU profile of each measured loop.
 * BENCH_TARGET_DATABASE_URL selects PostgreSQL (a scratch database).
 */

import fs from 'node:fs';
import inspector from 'node:inspector';
import os from 'node:os';
import SQLite from 'better-sqlite3';
import type { InjectOptions } from 'fastify';
import { signUpBenchTeam, startBenchApp } from './support/bench-app.js';
import { seedEmployees } from './support/employees-seed.js';
import { MEMOS_IN_INBOX, seedInbox } from './support/memos-seed.js';

/** STMT_TIMING=1: the time of each SQLite statement's all() over the measured loop, by SQL. */
const timing = new Map<string, { n: number; ms: number }>();
let timingOn = false;
if (process.env.STMT_TIMING) {
  const proto = SQLite.prototype;
  const prepare = proto.prepare;
  proto.prepare = function (this: SQLite.Database, sql: string) {
    const stmt = prepare.call(this, sql);
    const all = stmt.all.bind(stmt) as (...args: unknown[]) => unknown[];
    stmt.all = ((...args: unknown[]) => {
      const t0 = performance.now();
      const r = all(...args);
      if (timingOn) {
        const t = timing.get(sql) ?? { n: 0, ms: 0 };
        t.n++;
        t.ms += performance.now() - t0;
        timing.set(sql, t);
      }
      return r;
    }) as typeof stmt.all;
    return stmt;
  } as typeof proto.prepare;
}
const shape = process.argv[2] ?? 'employees';
const count = Number(process.argv[3] ?? 2000);
const { app, deps } = await startBenchApp(process.env.BENCH_TARGET_DATABASE_URL || undefined);
const { token, companyId } = await signUpBenchTeam(app, 'cpu');
const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
type Req = InjectOptions;
let requests: Array<[string, Req]>;
if (shape === 'employees') {
  const seeded = await seedEmployees(deps.db, deps.dialect, companyId);
  const base = `/api/employees?company_id=${companyId}&see_all=yes&per_page=25`;
  requests = [
    ['page 1 by name', { method: 'GET', url: `${base}&page=1&sort_by=name&sort_direction=asc`, headers }],
    [
      'search ~1 %',
      { method: 'GET', url: `${base}&page=1&terms=${encodeURIComponent(seeded.term)}`, headers },
    ],
  ];
} else if (shape === 'details') {
  requests = [['user/details', { method: 'GET', url: `/api/user/details?company_id=${companyId}`, headers }]];
} else {
  const admin = await deps.db
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  await seedInbox(deps.db, deps.dialect, companyId, admin.id, MEMOS_IN_INBOX);
  requests = [
    [
      'inbox page 1',
      {
        method: 'POST',
        url: '/api/app/employee-messages',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: { company_id: companyId, page: 1, per_page: 25 },
      },
    ],
  ];
}
/** CPU_PROF=<file prefix>: a CPU profile of each measured loop alone (node:inspector). */
const profPrefix = process.env.CPU_PROF;
const session = profPrefix ? new inspector.Session() : undefined;
const post = (method: string, params?: object) =>
  new Promise<unknown>((resolve, reject) =>
    session?.post(method, params, (err, result) => (err ? reject(err) : resolve(result))),
  );
if (session) {
  session.connect();
  await post('Profiler.enable');
}
const only = process.env.SHAPE;
if (only) requests = requests.filter(([label]) => label.startsWith(only));
const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
for (const [label, req] of requests) {
  const first = await app.inject(req);
  if (first.statusCode !== 200) throw new Error(`${label}: ${first.statusCode} ${first.body}`);
  for (let i = 0; i < 200; i++) await app.inject(req);
  timingOn = true;
  timing.clear();
  if (session) await post('Profiler.start');
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < count; i++) await app.inject(req);
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - t0;
  console.log(
    `${label}: ${((used.user + used.system) / count / 1000).toFixed(3)} ms CPU/request, ${(wall / count).toFixed(3)} ms wall (${count} requests, load ${load}, body ${first.body.length} B)`,
  );
  timingOn = false;
  if (session) {
    const { profile } = (await post('Profiler.stop')) as { profile: object };
    fs.writeFileSync(`${profPrefix}-${label.replace(/\W+/g, '-')}.cpuprofile`, JSON.stringify(profile));
  }
  for (const [sql, t] of [...timing].sort((a, b) => b[1].ms - a[1].ms))
    console.log(`  ${(t.ms / count).toFixed(3)} ms x${t.n / count}  ${sql.slice(0, 300)}`);
}
if (process.env.KEEP_DB) {
  const dir = fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith('teamline-bench-'));
  for (const d of dir) fs.cpSync(`${os.tmpdir()}/${d}`, `${process.env.KEEP_DB}/${d}`, { recursive: true });
}
process.kill(process.pid, 'SIGTERM');
