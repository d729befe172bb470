/**
 * The capacity test's targets, each the real server (packages/server/src/main.ts) in its own
 * process, as an operator runs it: one instance on SQLite; one on PostgreSQL with Redis; two on
 * PostgreSQL and Redis behind proxy.ts. The database is seeded first (seed-main.ts, its own process).
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../support/format.js';

export type Setup = 'sqlite' | 'pg' | 'pg2';
export const SETUP_LABELS: Record<Setup, string> = {
  sqlite: 'one instance, SQLite',
  pg: 'one instance, PostgreSQL + Redis',
  pg2: 'two instances + proxy, PostgreSQL + Redis',
};

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const MAIN = path.join(root, 'packages/server/src/main.ts');
const DATABASE = 'teamline_capacity';

export interface Target {
  url: string;
  usersCsv: string;
  seeded: string;
  /** The server processes (and the proxy): their pids, for the table's notes. */
  processes: ChildProcess[];
  stop(): Promise<void>;
}

function adminUrl(): string {
  return process.env.CAPACITY_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

function databaseUrl(): string {
  const url = new URL(adminUrl());
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited(child);
  clearTimeout(timer);
}

async function waitHealthy(port: number, child: ChildProcess): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server on ${port} did not answer /api/health within 120 s`);
}

/** Seeds `people` people into the setup's database, starts its server(s) and answers where to send the load. */
export async function startTarget(setup: Setup, people: number, workDir: string): Promise<Target> {
  const dataDir = path.join(workDir, `data-${setup}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    SEED_DEMO: 'never',
    BILLING: 'off',
    DATABASE_URL: '',
    REDIS_URL: '',
  };
  if (setup !== 'sqlite') {
    await admin(`drop database if exists ${DATABASE} with (force)`);
    await admin(`create database ${DATABASE}`);
    env.DATABASE_URL = databaseUrl();
    env.REDIS_URL = process.env.CAPACITY_REDIS_URL || 'redis://127.0.0.1:6379';
    env.REDIS_PREFIX = `capacity${process.pid}`;
  }

  const usersCsv = path.join(workDir, `users-${setup}.csv`);
  const log = fs.openSync(path.join(workDir, `server-${setup}.log`), 'a');
  const seeder = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'seed-main.ts'), String(people), usersCsv],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', log],
    },
  );
  let seeded = '';
  seeder.stdout?.on('data', (chunk: Buffer) => {
    seeded += chunk.toString();
  });
  if ((await exited(seeder)) !== 0)
    throw new Error(`seeding ${setup} failed: see ${workDir}/server-${setup}.log`);

  const instances = setup === 'pg2' ? 2 : 1;
  const processes: ChildProcess[] = [];
  const ports: number[] = [];
  for (let i = 0; i < instances; i++) {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: root,
      env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
      stdio: ['ignore', log, log],
    });
    processes.push(child);
    ports.push(port);
  }
  const stop = async () => {
    for (const child of [...processes].reverse()) await stopProcess(child);
    if (setup !== 'sqlite')
      await admin(`drop database if exists ${DATABASE} with (force)`).catch(() => undefined);
  };
  try {
    for (const [i, port] of ports.entries()) await waitHealthy(port, processes[i] as ChildProcess);
    let port = ports[0] as number;
    if (setup === 'pg2') {
      port = await freePort();
      const proxy = fork(path.join(here, 'proxy.ts'), [String(port), ...ports.map(String)], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', log, log, 'ipc'],
      });
      processes.push(proxy);
      await new Promise<void>((resolve, reject) => {
        proxy.once('message', () => resolve());
        proxy.once('exit', (code) => reject(new Error(`proxy exited with ${code}`)));
      });
      await waitHealthy(port, proxy);
    }
    return { url: `http://127.0.0.1:${port}`, usersCsv, seeded: seeded.trim(), processes, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
