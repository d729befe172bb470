/**
 * Chat (issue 16): one message to a group of BENCH_CHAT_MEMBERS (5,000) members, BENCH_CHAT_SOCKETS
 * (2,000) of them connected — time from the send until 95 % and 100 % of the sockets have it, on
 * one instance and on two sharing Redis (half the sockets on each; BENCH_CHAT_REDIS, default
 * redis://127.0.0.1:6379) — and the group list and history pages at 50 concurrent with
 * BENCH_CHAT_MESSAGES (1,000,000) messages stored: p50 and p99. SQLite (the target's file).
 * The pages are measured first, by autocannon (as the API benches), after BENCH_CHAT_WARMUP (50)
 * uncounted requests each one at a time and 200 more at the measured concurrency, so that neither the file's cold start, the first burst
 * of connections, nor the fan-out's offline notifications (3,000 CHAT tray items written after the
 * send) are timed as page latency. The load average is printed at each phase:
 * on a shared machine it says what the figures are worth.
 */
import { type ChildProcess, fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { io, type Socket } from 'socket.io-client';
import { stopTarget } from './api.bench.js';
import type { ChatTargetReady } from './support/chat-target.js';
import { heading, isMain, line } from './support/format.js';

const MEMBERS = Number(process.env.BENCH_CHAT_MEMBERS ?? 5000);
const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 2000);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_CHAT_REQUESTS ?? 10_000);
const WARMUP = Number(process.env.BENCH_CHAT_WARMUP ?? 50);
const CONCURRENCY = 50;
const TARGET = fileURLToPath(new URL('./support/chat-target.ts', import.meta.url));
const ms = (v: number) => `${v.toFixed(1)} ms`;
const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');

function startTarget(redisUrl?: string): Promise<{ child: ChildProcess; ready: ChatTargetReady }> {
  const child = fork(TARGET, [String(MEMBERS), String(SOCKETS), String(MESSAGES)], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, BENCH_CHAT_REDIS: redisUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chat target did not start within 600 s')), 600_000);
    child.once('message', (ready) => {
      clearTimeout(timer);
      resolve({ child, ready: ready as ChatTargetReady });
    });
    child.once('exit', (code) => reject(new Error(`chat target exited with ${code}`)));
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

async function api(port: number, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function fanOut(label: string, ready: ChatTargetReady): Promise<void> {
  const sockets: Socket[] = [];
  try {
    const start = performance.now();
    for (let i = 0; i < ready.tokens.length; i += 50)
      sockets.push(
        ...(await Promise.all(
          ready.tokens
            .slice(i, i + 50)
            .map((t, k) => connectOne(`http://127.0.0.1:${ready.ports[(i + k) % ready.ports.length]}`, t)),
        )),
      );
    line(`${label}: connect ${sockets.length} sockets`, ms(performance.now() - start));
    for (const round of [1, 2]) {
      const arrivals: number[] = [];
      const all = new Promise<void>((resolve) => {
        for (const s of sockets)
          s.once('chat.message.created', () => {
            arrivals.push(performance.now());
            if (arrivals.length === sockets.length) resolve();
          });
      });
      const sent = performance.now();
      const answered = api(
        ready.ports[0] as number,
        ready.founderToken,
        'POST',
        `/chat/groups/${ready.groupId}/messages`,
        {
          company_id: ready.companyId,
          client_id: crypto.randomUUID(),
          content: `Round ${round}: the truck is here`,
        },
      ).then(() => performance.now() - sent);
      await Promise.race([
        all,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`${arrivals.length} arrived in 60 s`)), 60_000),
        ),
      ]);
      arrivals.sort((a, b) => a - b);
      const at = (q: number) => (arrivals[Math.ceil(q * arrivals.length) - 1] as number) - sent;
      line(`${label}: round ${round}, 95 % have it`, ms(at(0.95)));
      line(`${label}: round ${round}, 100 % have it`, ms(at(1)));
      line(`${label}: round ${round}, send answered (offline notified)`, ms(await answered));
    }
  } finally {
    for (const s of sockets) s.close();
  }
}

/** CPU time (user + system, ms) a process has used so far; null where /proc is not there. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * A page at CONCURRENCY connections, measured by autocannon as the API benches are: a client in
 * this process built on fetch spent about as much CPU per request as the server did, on the same
 * two cores, and its own queue was timed as the server's latency (docs/performance.md).
 */
async function latency(
  label: string,
  target: { port: number; pid: number | undefined },
  token: string,
  path: () => string,
): Promise<void> {
  const { port } = target;
  for (let i = 0; i < WARMUP; i++) await api(port, token, 'GET', path());
  const options = {
    url: `http://127.0.0.1:${port}`,
    connections: CONCURRENCY,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    requests: [
      {
        method: 'GET' as const,
        setupRequest: (req: Record<string, unknown>) => ({ ...req, path: `/api${path()}` }),
      },
    ],
  };
  // Then warm at the measured concurrency: the first burst of 50 at once opens 50 connections
  // and meets code paths the sequential warm-up did not.
  await autocannon({ ...options, amount: CONCURRENCY * 4 });
  const cpuBefore = cpuMs(target.pid);
  const result = await autocannon({ ...options, amount: REQUESTS });
  if (result.non2xx || result.errors || result.timeouts)
    throw new Error(
      `${label}: ${result.non2xx} answers not 2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  const { p50, p99 } = result.latency;
  line(`${label}: p50 / p99 (${REQUESTS} at ${CONCURRENCY})`, `${ms(p50)} / ${ms(p99)}`);
  const cpuAfter = cpuMs(target.pid);
  if (cpuBefore !== null && cpuAfter !== null)
    line(`${label}: server CPU per request`, ms((cpuAfter - cpuBefore) / REQUESTS));
  line(`${label}: load average (1 / 5 / 15 min)`, loadAverage());
}

export async function runChatBench(): Promise<void> {
  heading(`Chat: ${MEMBERS} members, ${SOCKETS} sockets, ${MESSAGES} messages (SQLite)`);
  const redis = process.env.BENCH_CHAT_REDIS || 'redis://127.0.0.1:6379';
  for (const [label, redisUrl] of [
    ['one instance', undefined],
    ['two instances + Redis', redis],
  ] as const) {
    const { child, ready } = await startTarget(redisUrl);
    try {
      line(`${label}: seed`, ms(ready.seedMs));
      line(`${label}: load average (1 / 5 / 15 min)`, loadAverage());
      if (!redisUrl) await pages(ready, child.pid);
      await fanOut(label, ready);
      line(`${label}: load average after the fan-out`, loadAverage());
    } finally {
      await stopTarget(child);
    }
  }
}

/** The group list and history pages of one member, at CONCURRENCY. */
async function pages(ready: ChatTargetReady, pid: number | undefined): Promise<void> {
  const target = { port: ready.ports[0] as number, pid };
  const q = `company_id=${ready.companyId}`;
  const member = ready.tokens[0] as string;
  await latency('group list', target, member, () => `/chat/groups?${q}`);
  await latency('history, newest page', target, member, () => `/chat/groups/${ready.groupId}/messages?${q}`);
  const span = ready.newestId - ready.oldestId;
  await latency(
    'history, a page deep in the past',
    target,
    member,
    () =>
      `/chat/groups/${ready.groupId}/messages?${q}&before_id=${ready.oldestId + Math.floor(Math.random() * span)}`,
  );
}

if (isMain(import.meta.url)) await runChatBench();
