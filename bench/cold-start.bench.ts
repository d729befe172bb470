/**
 * Cold start: from spawning the server as the README runs it (`node --import tsx
 * packages/server/src/main.ts`, fresh DATA_DIR, so migrations and the demo seed run) to its first
 * 200 from /api/health. Three runs, median printed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, heading, isMain, line, median } from './support/format.js';

const RUNS = 3;
const START_TIMEOUT_MS = 60_000;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

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

async function coldStartOnce(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-cold-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await firstHealthy(`http://127.0.0.1:${port}/api/health`, child, Date.now() + START_TIMEOUT_MS);
    return performance.now() - started;
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runColdStartBench(): Promise<void> {
  heading(`Cold start: spawn → first 200 from /api/health (fresh DATA_DIR, SQLite, demo seed), ${RUNS} runs`);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await coldStartOnce());
  line('runs', times.map((t) => `${Math.round(t)} ms`).join(', '));
  line('median', `${Math.round(median(times))} ms`);
}

if (isMain(import.meta.url)) await runColdStartBench();
