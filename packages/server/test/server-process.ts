import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/index.js';

/**
 * The real server as operators run it (`node src/main.ts`), in a child process, for the tests of
 * what only a process shows: a signal, a kill, a restart on the same data.
 */

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote to stdout and stderr so far. */
  output: () => string;
}

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  port?: number;
  /** More environment for the server (e.g. TEST_CLOCK). */
  env?: Record<string, string>;
}

export function newDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-process-'));
}

/** Starts the server on its own port and data, the demo seeded, and waits until it answers. */
export async function startServer(opts: ServerOptions): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: opts.dataDir,
    WEB_DIST: '/nonexistent',
    SEED_DEMO: 'auto',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverRoot, env });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited while starting:\n${out}`);
    try {
      const health = await send(url, 'GET', '/api/health', { agent: false });
      if (health.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within 60 s:\n${out}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, exited, output: () => out };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP request with node:http (its own agent, or none), the whole answer read. */
export function send(
  url: string,
  method: string,
  pathname: string,
  opts: { token?: string; body?: unknown; agent?: http.Agent | false; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${pathname}`,
      {
        method,
        agent: opts.agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The demo admin's bearer token. */
export async function signInDemoAdmin(url: string): Promise<string> {
  const answer = await send(url, 'POST', '/api/login', {
    agent: false,
    body: { email: 'admin@demo.teamline.test', password: 'teamline-demo' },
  });
  if (answer.status !== 200) throw new Error(`Sign-in failed: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { data: { content: { token: string } } }).data.content.token;
}

/** The server's database, opened beside it (SQLite in WAL mode takes a second connection). */
export function openServerDatabase(opts: ServerOptions) {
  return openDatabase(
    opts.databaseUrl
      ? { databaseUrl: opts.databaseUrl }
      : { sqliteFile: path.join(opts.dataDir, 'teamline.sqlite') },
  );
}

/**
 * Gives a company `count` more employees (at a location, if one is named), written straight to
 * the server's database.
 */
export async function addEmployees(
  opts: ServerOptions,
  companyId: number,
  count: number,
  locationId?: number,
): Promise<void> {
  const handle = openServerDatabase(opts);
  const now = new Date().toISOString();
  try {
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
        company_id: companyId,
        name: `Crew Member ${start + i}`,
        name_first: 'Crew',
        name_last: `Member ${start + i}`,
        role: 'employee' as const,
        default_locale: 'en' as const,
        created_at: now,
        updated_at: now,
      }));
      const ids = await handle.db.insertInto('employees').values(rows).returning('id').execute();
      if (locationId)
        await handle.db
          .insertInto('employee_locations')
          .values(ids.map(({ id }) => ({ company_id: companyId, employee_id: id, location_id: locationId })))
          .execute();
    }
  } finally {
    await handle.close();
  }
}
