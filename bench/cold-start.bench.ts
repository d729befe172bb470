/**
 * Cold start: from spawning the server to its first 200 from /api/health, fresh DATA_DIR (so
 * migrations and the demo seed run), side by side for the two ways it runs:
 * - tsx: the TypeScript sources through tsx (`npm run dev`, and what `npm start` ran before the
 *   production build), `node --import tsx packages/server/src/main.ts`;
 * - build: the compiled server as `npm start` runs it, `node --enable-source-maps
 *   packages/server/dist/main.js` (built first by this bench).
 * The two alternate run by run, so a change in the machine's load falls on both; the load average
 * is printed before and after. Median of each printed, with the server's own "ready in" figure
 * (time after its imports: database, migrations, seed, listen).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, heading, isMain, line, median } from './support/format.js';

const RUNS = Number(process.env.COLD_START_RUNS ?? 5);
const START_TIMEOUT_MS = 60_000;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const MODES = {
  tsx: ['--import', 'tsx', 'packages/server/src/main.ts'],
  build: ['--enable-source-maps', 'packages/server/dist/main.js'],
} as const;
type Mode = keyof typeof MODES;

interface Run {
  /** Spawn to the first 200 from /api/health. */
  total: number;
  /** What the server prints as "ready in … ms" (after its imports). */
  ready: number;
}

async function firstHealthy(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no 200 from ${url} within ${START_TIMEOUT_MS} ms`);
}

function stop(child: ChildProcess): Promise<void> {
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

async function coldStartOnce(mode: Mode): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-cold-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...MODES[mode]], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  try {
    await firstHealthy(`http://127.0.0.1:${port}/api/health`, child, Date.now() + START_TIMEOUT_MS);
    const total = performance.now() - started;
    // The banner is written right after listen(), before the first answer can be polled.
    await new Promise((r) => setTimeout(r, 50));
    const ready = Number(/ready in (\d+) ms/.exec(stdout)?.[1] ?? Number.NaN);
    return { total, ready };
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function load(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

function report(mode: Mode, runs: Run[]): void {
  line(`${mode}: runs`, runs.map((r) => `${Math.round(r.total)} ms`).join(', '));
  line(
    `${mode}: median (server's "ready in")`,
    `${Math.round(median(runs.map((r) => r.total)))} ms (${Math.round(median(runs.map((r) => r.ready)))} ms)`,
  );
}

export async function runColdStartBench(): Promise<void> {
  heading(
    `Cold start: spawn → first 200 from /api/health (fresh DATA_DIR, SQLite, demo seed), tsx and build alternating, ${RUNS} runs each`,
  );
  const buildStarted = performance.now();
  execFileSync(process.execPath, ['--import', 'tsx', 'packages/server/scripts/build.ts'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  line('server build (esbuild)', `${Math.round(performance.now() - buildStarted)} ms`);
  line('load average before', load());
  const runs: Record<Mode, Run[]> = { tsx: [], build: [] };
  for (let i = 0; i < RUNS; i++) {
    runs.tsx.push(await coldStartOnce('tsx'));
    runs.build.push(await coldStartOnce('build'));
  }
  line('load average after', load());
  report('tsx', runs.tsx);
  report('build', runs.build);
  const ratio = median(runs.build.map((r) => r.total)) / median(runs.tsx.map((r) => r.total));
  line('build / tsx (median)', `${(ratio * 100).toFixed(0)} %`);
}

if (isMain(import.meta.url)) await runColdStartBench();
