/**
 * Throughput of GET /api/user/details (the call every page load makes) at 50 connections, beside a
 * bare Fastify route measured in the same run on the same machine: the ratio is the figure we
 * track, since absolute req/s depend on the machine.
 */
import { type ChildProcess, fork } from 'node:child_process';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import type { TargetReady } from './support/api-target.js';
import { heading, isMain, line } from './support/format.js';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
const TARGET = fileURLToPath(new URL('./support/api-target.ts', import.meta.url));

export interface Measured {
  label: string;
  result: Result;
}

/** Forks a target process and waits (bounded) for it to report its port. */
export function startTarget(
  mode: 'teamline' | 'employees' | 'memos' | 'templates' | 'media' | 'bare',
  databaseUrl?: string,
  startTimeoutS = 60,
): Promise<{ child: ChildProcess; ready: TargetReady }> {
  const child = fork(TARGET, [mode], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_TARGET_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${mode} target did not start within ${startTimeoutS} s`));
    }, startTimeoutS * 1000);
    child.once('message', (ready) => {
      clearTimeout(timer);
      resolve({ child, ready: ready as TargetReady });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${mode} target exited with ${code} before it was ready`));
    });
  });
}

export function stopTarget(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function load(url: string, headers: Record<string, string>): Promise<Result> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_S });
  return autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
}

/**
 * user/details with the seeded user's token; with `withHealth`, also the app's public /api/health
 * (one `select 1`), which separates the app's per-request overhead (hooks, plugins) from the handler.
 */
async function measureTeamline(label: string, databaseUrl?: string, withHealth = false): Promise<Measured[]> {
  const { child, ready } = await startTarget('teamline', databaseUrl);
  try {
    const base = `http://127.0.0.1:${ready.port}/api`;
    const measured: Measured[] = [];
    const details = await load(`${base}/user/details?company_id=${ready.companyId}`, {
      authorization: `Bearer ${ready.token}`,
      accept: 'application/json',
    });
    measured.push({ label, result: details });
    if (withHealth) {
      const health = await load(`${base}/health`, { accept: 'application/json' });
      measured.push({ label: 'GET /api/health (Teamline app)', result: health });
    }
    return measured;
  } finally {
    await stopTarget(child);
  }
}

export async function measureBare(label: string): Promise<Measured> {
  const { child, ready } = await startTarget('bare');
  try {
    const result = await load(`http://127.0.0.1:${ready.port}/api/ping`, { accept: 'application/json' });
    return { label, result };
  } finally {
    await stopTarget(child);
  }
}

/** A fresh PostgreSQL database for one run, dropped afterwards (like the API test harness). */
export async function withScratchDatabase<T>(baseUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `teamline_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
}

export function report(m: Measured): void {
  const r = m.result;
  const bad = r.errors + r.timeouts + r.non2xx;
  line(
    m.label,
    `${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, p50 ${r.latency.p50} ms${bad ? `, ${bad} errors/non-2xx` : ''}`,
  );
}

export async function runApiBench(): Promise<void> {
  heading(`API throughput: ${CONNECTIONS} connections, ${DURATION_S} s each (after ${WARMUP_S} s warm-up)`);
  // The bare route is measured right before and right after the Teamline runs: the ratio uses
  // their mean, and a gap between the two shows that the machine's load changed during the run.
  const bareBefore = await measureBare('bare Fastify GET /api/ping (before)');
  const runs: Measured[] = [];
  runs.push(...(await measureTeamline('GET /api/user/details (SQLite)', undefined, true)));
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl)
    runs.push(
      ...(await withScratchDatabase(pgUrl, (url) =>
        measureTeamline('GET /api/user/details (PostgreSQL)', url),
      )),
    );
  const bareAfter = await measureBare('bare Fastify GET /api/ping (after)');
  const bareRate = (bareBefore.result.requests.average + bareAfter.result.requests.average) / 2;
  for (const m of runs) report(m);
  report(bareBefore);
  report(bareAfter);
  for (const m of runs) {
    const ratio = m.result.requests.average / bareRate;
    line(
      `ratio ${m.label.replace(/^GET \/api\/(user\/details )?/, '')} / bare`,
      `${(ratio * 100).toFixed(1)} % of bare Fastify (mean of before and after)`,
    );
  }
  if (!pgUrl) line('PostgreSQL', 'skipped (set BENCH_DATABASE_URL to measure it)');
}

if (isMain(import.meta.url)) await runApiBench();
