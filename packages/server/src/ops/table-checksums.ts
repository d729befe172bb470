import crypto from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type pg from 'pg';

/**
 * Row counts and checksums of every table (issue 18, backup and restore drill): a backup records
 * them, a restore recomputes them on the restored database and refuses a difference. Rows are
 * hashed in primary-key order (every column's value when a table has no primary key), so two
 * databases with the same rows give the same sum. A sum compares only with one from the same
 * database kind (SQLite: SHA-256 of the rows as JSON; PostgreSQL: MD5 over each row's text).
 */
export interface TableSum {
  table: string;
  rows: number;
  checksum: string;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** JSON of one row, with blobs as base64 (JSON.stringify would write a Buffer as a byte list). */
function rowJson(values: unknown[]): string {
  return JSON.stringify(values, (_key, v: unknown) =>
    Buffer.isBuffer(v) ? { base64: v.toString('base64') } : typeof v === 'bigint' ? v.toString() : v,
  );
}

export function sqliteTableSums(database: SQLite.Database): TableSum[] {
  const tables = database
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .pluck()
    .all() as string[];
  return tables.map((table) => {
    const columns = database.prepare(`pragma table_info(${quote(table)})`).all() as {
      name: string;
      pk: number;
    }[];
    const pk = columns
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    const order = (pk.length ? pk : columns.map((c) => c.name)).map(quote).join(', ');
    const hash = crypto.createHash('sha256');
    let rows = 0;
    const stmt = database.prepare(`select * from ${quote(table)} order by ${order}`).raw(true);
    for (const values of stmt.iterate() as Iterable<unknown[]>) {
      hash.update(rowJson(values)).update('\n');
      rows++;
    }
    return { table, rows, checksum: `sha256:${hash.digest('hex')}` };
  });
}

/** Run it inside the transaction whose snapshot was dumped, to sum exactly what the dump holds. */
export async function postgresTableSums(client: pg.ClientBase): Promise<TableSum[]> {
  // A row's text depends on the session's settings (time zone, date style, float digits): fix
  // them, so a restore on a server configured otherwise sums the same rows the same way.
  await client.query(
    "set timezone = 'UTC'; set datestyle = 'ISO, YMD'; set intervalstyle = 'postgres'; set extra_float_digits = 1; set bytea_output = 'hex'",
  );
  const tables = await client.query<{ name: string }>(
    'select tablename as name from pg_tables where schemaname = current_schema() order by tablename',
  );
  const sums: TableSum[] = [];
  for (const { name: table } of tables.rows) {
    const pk = await client.query<{ name: string }>(
      `select a.attname as name
         from pg_index i
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
        where i.indrelid = $1::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
      [quote(table)],
    );
    const order = pk.rows.length ? pk.rows.map((r) => `t.${quote(r.name)}`).join(', ') : 't::text';
    // md5 of each row's text, then of them all in order: one short string per row in memory.
    const res = await client.query<{ rows: number; checksum: string | null }>(
      `select count(*)::int as rows, md5(string_agg(md5(t::text), '' order by ${order})) as checksum
         from ${quote(table)} t`,
    );
    const row = res.rows[0];
    sums.push({ table, rows: row?.rows ?? 0, checksum: `md5:${row?.checksum ?? ''}` });
  }
  return sums;
}

/** The tables whose count or checksum differ (or that one side lacks), for an error message. */
export function differingTables(expected: TableSum[], actual: TableSum[]): string[] {
  const got = new Map(actual.map((s) => [s.table, s]));
  const names = new Set([...expected.map((s) => s.table), ...actual.map((s) => s.table)]);
  const bad: string[] = [];
  for (const name of [...names].sort()) {
    const want = expected.find((s) => s.table === name);
    const have = got.get(name);
    if (!want || !have) bad.push(`${name} (${want ? 'missing' : 'unexpected'})`);
    else if (want.rows !== have.rows) bad.push(`${name} (${have.rows} rows, expected ${want.rows})`);
    else if (want.checksum !== have.checksum) bad.push(`${name} (checksum differs)`);
  }
  return bad;
}
