import { spawn } from 'node:child_process';
import pg from 'pg';
import { OperatorError } from '../features/billing/operator.js';
import { postgresTableSums, type TableSum } from './table-checksums.js';

/**
 * PostgreSQL's side of backup and restore: pg_dump in its custom format (-Fc) of one snapshot,
 * whose tables are summed in that same snapshot, and pg_restore into an empty database. The
 * connection goes to the tools through PG* variables, so no password shows in the process list.
 */

function pgEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(url.hostname) || 'localhost',
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres',
  };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs a client tool; its stderr becomes the error. A missing tool says what to install. */
function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(
        e.code === 'ENOENT'
          ? new OperatorError(
              `${tool} not found: install the PostgreSQL client tools (Debian: postgresql-client)`,
            )
          : e,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new OperatorError(`${tool} failed (${code}): ${err.trim()}`)),
    );
  });
}

const majorOf = (version: string) => Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? 0);

/** pg_dump refuses a server newer than itself; say so before starting, with both versions. */
async function checkToolVersion(tool: string, client: pg.ClientBase, env: NodeJS.ProcessEnv) {
  const toolVersion = (await run(tool, ['--version'], env)).trim();
  const server = await client.query<{ v: string }>('show server_version');
  const serverVersion = server.rows[0]?.v ?? '';
  if (majorOf(toolVersion.replace(/^\D+/, '')) < majorOf(serverVersion))
    throw new OperatorError(
      `${toolVersion} is older than the server (PostgreSQL ${serverVersion}): install the client tools of version ${majorOf(serverVersion)} or later`,
    );
}

/** Dumps the database to `file` and sums its tables, both of one snapshot. */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<TableSum[]> {
  const env = pgEnv(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await checkToolVersion('pg_dump', client, env);
    await client.query('begin isolation level repeatable read read only');
    const snap = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const snapshot = snap.rows[0]?.id ?? '';
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${file}`],
      env,
    );
    const sums = await postgresTableSums(client);
    await client.query('commit');
    return sums;
  } finally {
    await client.end();
  }
}

async function userTableCount(client: pg.ClientBase): Promise<number> {
  const res = await client.query<{ n: number }>(
    'select count(*)::int as n from pg_tables where schemaname = current_schema()',
  );
  return res.rows[0]?.n ?? 0;
}

/** Restores `file` into the (empty) database and answers the restored tables' sums. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<TableSum[]> {
  const env = pgEnv(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    if ((await userTableCount(client)) > 0)
      throw new OperatorError(
        'The database of DATABASE_URL has tables already: restore into a new, empty database (createdb), then point DATABASE_URL at it',
      );
    await checkToolVersion('pg_restore', client, env);
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${env.PGDATABASE}`,
        file,
      ],
      env,
    );
    await client.query('begin isolation level repeatable read read only');
    const sums = await postgresTableSums(client);
    await client.query('commit');
    return sums;
  } finally {
    await client.end();
  }
}
