import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * An employee's inbox version (docs/performance.md, "Per-request cost: the employee page and the
 * inbox"): a number that grows whenever any of their memo_responses rows is added, removed, or
 * changes what the inbox counts (shown at, read at, kind, owner). The inbox's total and unread
 * counts are kept in the server's memory under that version (features/memos/inbox-counts.ts):
 * counting 10,000 rows on every inbox page becomes one small read, and a change made by any
 * instance is seen by every instance on its next request. Kept by triggers, so no write can forget
 * it: per statement on PostgreSQL (a publish to 10,000 people raises 10,000 versions in one
 * statement), per row on SQLite. No foreign key: the rows of a deleted employee go with a cascade
 * whose triggers still raise its version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inbox_versions')
    .addColumn('employee_id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

const bump = (employees: string) => `
  insert into inbox_versions (employee_id, version)
  select employee_id, 1 from (${employees}) as e group by employee_id order by employee_id
  on conflict (employee_id) do update set version = inbox_versions.version + 1;`;

/** The columns the inbox counts read (features/memos/inbox.service.ts). */
const COLUMNS = 'employee_id, is_celebration, inbox_at, read_at';

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const row = (r: 'new' | 'old') => bump(`select ${r}.employee_id as employee_id`);
  const statements = [
    `create trigger inbox_version_insert after insert on memo_responses begin ${row('new')} end`,
    `create trigger inbox_version_delete after delete on memo_responses begin ${row('old')} end`,
    `create trigger inbox_version_update after update of ${COLUMNS} on memo_responses
     begin ${row('old')} ${row('new')} end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  // PostgreSQL allows no column list on a trigger with transition tables: every update raises.
  const statements = [
    `create function inbox_version_new() returns trigger language plpgsql as $$
     begin ${bump('select employee_id from new_rows')} return null; end $$`,
    `create function inbox_version_old() returns trigger language plpgsql as $$
     begin ${bump('select employee_id from old_rows')} return null; end $$`,
    `create function inbox_version_both() returns trigger language plpgsql as $$
     begin ${bump('select employee_id from new_rows union all select employee_id from old_rows')}
     return null; end $$`,
    `create trigger inbox_version_insert after insert on memo_responses referencing new table as new_rows
     for each statement execute function inbox_version_new()`,
    `create trigger inbox_version_delete after delete on memo_responses referencing old table as old_rows
     for each statement execute function inbox_version_old()`,
    `create trigger inbox_version_update after update on memo_responses
     referencing old table as old_rows new table as new_rows
     for each statement execute function inbox_version_both()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
