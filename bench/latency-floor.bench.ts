/**
 * What "p99 under 50 ms at 50 concurrent" asks of one Node.js process, whatever the route does
 * (issue 16's chat pages, issue 18's capacity). A bare Fastify route in its own process spends
 * BENCH_FLOOR_BURNS milliseconds of CPU a request (default 0.2,0.4,0.5,0.8: a busy loop, then an
 * 18 KB JSON body, the size of a chat history page); autocannon holds 50 connections from this
 * process, as the page benches do. The p99 it prints for each burn is the floor any route of that
 * CPU cost can reach on this machine: a route's own p99 is measured against it, not against 0.
 * Also run: the same route burning nothing (the machine's bare request cost). Each burn is measured
 * twice: as Node takes requests up by itself, and with the app's fair turns (http/fair-turns.ts:
 * requests started in arrival order, a turn's budget at a time), which is how the app runs.
 */
import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { registerFairTurns } from '../packages/server/src/http/fair-turns.js';
import { heading, isMain, line } from './support/format.js';

const CONNECTIONS = 50;
const REQUESTS = Number(process.env.BENCH_FLOOR_REQUESTS ?? 10_000);
const BURNS = (process.env.BENCH_FLOOR_BURNS ?? '0,0.2,0.4,0.5,0.8').split(',').map(Number);
const SELF = fileURLToPath(import.meta.url);

/**
 * The server: one route that keeps the CPU busy for `?ms=` milliseconds, then answers 18 KB; with
 * `fair`, behind the app's fair turns.
 */
async function serve(fair: boolean): Promise<void> {
  const app = Fastify();
  if (fair) registerFairTurns(app);
  const body = { text: 'x'.repeat(18_000) };
  app.get<{ Querystring: { ms?: string } }>('/burn', async (request) => {
    const end = performance.now() + Number(request.query.ms ?? 0);
    while (performance.now() < end);
    return body;
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send?.(typeof address === 'object' && address ? address.port : 0);
}

function startServer(fair: boolean): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(SELF, ['serve', fair ? 'fair' : 'plain'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (port) => resolve({ child, port: port as number }));
    child.once('exit', (code) => reject(new Error(`the floor's server exited with ${code}`)));
  });
}

export async function runLatencyFloorBench(): Promise<void> {
  heading(
    `Latency floor of one Node.js process: bare Fastify, ${CONNECTIONS} connections, ${REQUESTS} requests`,
  );
  line(
    'load average (1 / 5 / 15 min)',
    os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' / '),
  );
  for (const fair of [false, true]) {
    const { child, port } = await startServer(fair);
    try {
      for (const ms of BURNS) {
        const url = `http://127.0.0.1:${port}/burn?ms=${ms}`;
        await autocannon({ url, connections: CONNECTIONS, amount: 2_000 });
        const result = await autocannon({ url, connections: CONNECTIONS, amount: REQUESTS });
        const { p50, p90, p99 } = result.latency;
        line(
          `${ms} ms of CPU a request${fair ? ', fair turns' : ''}`,
          `${Math.round(result.requests.total / result.duration)} req/s, p50 ${p50} ms, p90 ${p90} ms, p99 ${p99} ms`,
        );
      }
    } finally {
      child.kill('SIGTERM');
    }
  }
  line(
    'load average after',
    os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' / '),
  );
}

if (process.argv[2] === 'serve') await serve(process.argv[3] === 'fair');
else if (isMain(import.meta.url)) await runLatencyFloorBench();
