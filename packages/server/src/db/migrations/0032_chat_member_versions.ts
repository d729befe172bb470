import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * Chat membership's version per company (decisions.md, Chat — member counts under a version): a
 * number that grows whenever anything a group's membership is derived from changes — an
 * employee's locations or audiences, an employee deactivated, deleted (or back), a group's
 * targets. A group's member count is kept in the server's memory under that version (and its
 * creator), so the group list does not resolve 5,000 employees per group per request, and a change
 * made by any writer (an import, SCIM, the franchise directory, an edit) through any instance is
 * seen on the next request. Kept by triggers, so no write can forget it: per statement on
 * PostgreSQL, per row on SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_member_versions')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

const LINKS = ['employee_locations', 'employee_audiences'] as const;

const bump = (companies: string) => `
  insert into chat_member_versions (company_id, version)
  select company_id, 1 from (${companies}) as c group by company_id order by company_id
  on conflict (company_id) do update set version = chat_member_versions.version + 1;`;

/** An employee's access changed: active, deleted, or moved to another company. */
const ACCESS = ['is_active', 'deleted_at', 'company_id'] as const;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const own = (row: 'new' | 'old') => bump(`select ${row}.company_id as company_id`);
  const target = (row: 'new' | 'old') =>
    bump(`select company_id from chat_groups where id = ${row}.chat_group_id`);
  const changed = ACCESS.map((c) => `old.${c} is not new.${c}`).join(' or ');
  const statements = [
    `create trigger employees_chat_version_update after update of ${ACCESS.join(', ')} on employees
     when ${changed} begin ${own('old')} ${own('new')} end`,
    `create trigger employees_chat_version_delete after delete on employees begin ${own('old')} end`,
    `create trigger chat_targets_version_insert after insert on chat_targets begin ${target('new')} end`,
    `create trigger chat_targets_version_delete after delete on chat_targets begin ${target('old')} end`,
  ];
  for (const table of LINKS)
    statements.push(
      `create trigger ${table}_chat_version_insert after insert on ${table} begin ${own('new')} end`,
      `create trigger ${table}_chat_version_delete after delete on ${table} begin ${own('old')} end`,
      `create trigger ${table}_chat_version_update after update on ${table} begin ${own('old')} ${own('new')} end`,
    );
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const fn = (name: string, companies: string) => `
    create function ${name}() returns trigger language plpgsql as $$
    begin ${bump(companies)} return null; end $$`;
  const changed = ACCESS.map((c) => `n.${c} is distinct from o.${c}`).join(' or ');
  const statements = [
    fn('chat_version_rows_new', 'select company_id from new_rows'),
    fn('chat_version_rows_old', 'select company_id from old_rows'),
    fn(
      'chat_version_rows_moved',
      'select company_id from old_rows union all select company_id from new_rows',
    ),
    fn(
      'chat_version_employees_update',
      `select o.company_id from old_rows o join new_rows n on n.id = o.id where ${changed}
       union all select n.company_id from old_rows o join new_rows n on n.id = o.id where ${changed}`,
    ),
    fn(
      'chat_version_targets_new',
      'select g.company_id from new_rows r join chat_groups g on g.id = r.chat_group_id',
    ),
    fn(
      'chat_version_targets_old',
      'select g.company_id from old_rows r join chat_groups g on g.id = r.chat_group_id',
    ),
    `create trigger employees_chat_version_update after update on employees
     referencing old table as old_rows new table as new_rows
     for each statement execute function chat_version_employees_update()`,
    `create trigger employees_chat_version_delete after delete on employees referencing old table as old_rows
     for each statement execute function chat_version_rows_old()`,
    `create trigger chat_targets_version_insert after insert on chat_targets referencing new table as new_rows
     for each statement execute function chat_version_targets_new()`,
    `create trigger chat_targets_version_delete after delete on chat_targets referencing old table as old_rows
     for each statement execute function chat_version_targets_old()`,
  ];
  for (const table of LINKS)
    statements.push(
      `create trigger ${table}_chat_version_insert after insert on ${table} referencing new table as new_rows
       for each statement execute function chat_version_rows_new()`,
      `create trigger ${table}_chat_version_delete after delete on ${table} referencing old table as old_rows
       for each statement execute function chat_version_rows_old()`,
      `create trigger ${table}_chat_version_update after update on ${table}
       referencing old table as old_rows new table as new_rows
       for each statement execute function chat_version_rows_moved()`,
    );
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
