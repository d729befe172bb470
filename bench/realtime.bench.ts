/**
 * Realtime fan-out: N authenticated sockets (members of one company) connected to the real server
 * in another process; one notification to every member through the real service path (a tray
 * row per member in one transaction, published after the commit). Reports the time from the
 * request until 95 % and 100 % of the sockets have theirs. BENCH_DATABASE_URL adds a PostgreSQL run.
 */
import { type ChildProcess, fork } from 'node:child_process';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { stopTarget } from './api.bench.js';
import { heading, isMain, line } from './support/format.js';
import type { RealtimePublished, RealtimeTargetReady } from './support/realtime-target.js';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const CONNECT_BATCH = 50;
const TARGET = fileURLToPath(new URL('./support/realtime-target.ts', import.meta.url));

function startTarget(databaseUrl?: string): Promise<{ child: ChildProcess; ready: RealtimeTargetReady }> {
  const child = fork(TARGET, [String(SOCKETS)], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_TARGET_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('realtime target did not start within 180 s')), 180_000);
    child.once('message', (ready) => {
      clearTimeout(timer);
      resolve({ child, ready: ready as RealtimeTargetReady });
    });
    child.once('exit', (code) => reject(new Error(`realtime target exited with ${code}`)));
  });
}

function connectOne(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const ms = (v: number) => `${v.toFixed(0)} ms`;

async function measure(label: string, databaseUrl?: string): Promise<void> {
  const { child, ready } = await startTarget(databaseUrl);
  const sockets: Socket[] = [];
  try {
    line(`${label}: seed ${SOCKETS} members + tokens`, ms(ready.seedMs));
    const url = `http://127.0.0.1:${ready.port}`;
    const connectStart = performance.now();
    for (let i = 0; i < ready.tokens.length; i += CONNECT_BATCH)
      sockets.push(
        ...(await Promise.all(ready.tokens.slice(i, i + CONNECT_BATCH).map((t) => connectOne(url, t)))),
      );
    line(`${label}: connect ${sockets.length} sockets`, ms(performance.now() - connectStart));

    const arrivals: number[] = [];
    const all = new Promise<void>((resolve) => {
      for (const s of sockets)
        s.once('notification', () => {
          arrivals.push(performance.now());
          if (arrivals.length === sockets.length) resolve();
        });
    });
    const served = new Promise<RealtimePublished>((resolve) =>
      child.once('message', (m) => resolve(m as RealtimePublished)),
    );
    const start = performance.now();
    child.send({ publish: 'Everyone: the store opens at 9 tomorrow' });
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`only ${arrivals.length} of ${sockets.length} arrived in 60 s`)),
        60_000,
      ),
    );
    await Promise.race([all, timeout]);
    const { serviceMs } = await served;
    arrivals.sort((a, b) => a - b);
    const at = (q: number) => (arrivals[Math.ceil(q * arrivals.length) - 1] as number) - start;
    line(`${label}: service (tx + emits)`, ms(serviceMs));
    line(`${label}: first socket has it`, ms(at(1 / arrivals.length)));
    line(`${label}: 95 % have it`, ms(at(0.95)));
    line(`${label}: 100 % have it`, ms(at(1)));
  } finally {
    for (const s of sockets) s.close();
    await stopTarget(child);
  }
}

export async function runRealtimeBench(): Promise<void> {
  heading(`Realtime: one notification to each of ${SOCKETS} connected members of a company`);
  await measure('SQLite');
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return;
  const name = `teamline_rtbench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(base);
    url.pathname = `/${name}`;
    await measure('PostgreSQL', url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (isMain(import.meta.url)) await runRealtimeBench();
