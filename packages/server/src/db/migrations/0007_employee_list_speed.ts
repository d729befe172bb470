import { type Kysely, sql } from 'kysely';
import { boolType, isPostgres } from './helpers.js';

/**
 * The Team list of a 50,000-employee company, kept in step by the database itself so that no
 * writer (the API, the bulk edit, a CSV import) has to remember anything:
 *
 * - `employee_counts` holds how many live (not deleted) employees a company has, active and
 *   inactive: the unfiltered list's exact `total` without counting 50,000 index entries per
 *   request. Triggers maintain it: per row on SQLite, per statement (transition tables, one
 *   upsert for a whole multi-row insert, in key order) on PostgreSQL.
 * - On SQLite, `employees_search` is an FTS5 trigram index over name, e-mail and phone (external
 *   content: it stores only the index), maintained by triggers. The list uses it to narrow a
 *   "contains" search to its candidates before applying the exact predicates; PostgreSQL has
 *   had pg_trgm indexes for that since 0005.
 * - The link tables' filter indexes also hold company_id, so a location or audience filter (and a
 *   manager's scope) reads the index alone instead of fetching every link row.
 * - `employees_member_idx` finds the caller's own membership (every company-scoped request) by
 *   user, company and is_active among live records: without it, SQLite, which has no
 *   statistics, preferred a sort index of (company_id, is_active) and walked the company.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('employee_counts')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('is_active', boolType(db), (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('employee_counts_pk', ['company_id', 'is_active'])
    .execute();
  await db.schema
    .createIndex('employees_member_idx')
    .on('employees')
    .columns(['user_id', 'company_id', 'is_active'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  for (const [table, other] of [
    ['employee_locations', 'location_id'],
    ['employee_audiences', 'audience_id'],
  ] as const) {
    await db.schema.dropIndex(`${table}_${other}_idx`).execute();
    await db.schema
      .createIndex(`${table}_filter_idx`)
      .on(table)
      .columns([other, 'company_id', 'employee_id'])
      .execute();
  }
  await sql`
    insert into employee_counts (company_id, is_active, n)
    select company_id, is_active, count(*) from employees where deleted_at is null
    group by company_id, is_active`.execute(db);
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const bump = (row: 'new' | 'old', delta: 1 | -1) => `
    insert into employee_counts (company_id, is_active, n)
    select ${row}.company_id, ${row}.is_active, ${delta} where ${row}.deleted_at is null
    on conflict (company_id, is_active) do update set n = n + ${delta};`;
  const statements = [
    `create trigger employees_count_insert after insert on employees begin ${bump('new', 1)} end`,
    `create trigger employees_count_delete after delete on employees begin ${bump('old', -1)} end`,
    `create trigger employees_count_update after update of company_id, is_active, deleted_at on employees
     begin ${bump('old', -1)} ${bump('new', 1)} end`,
    `create virtual table employees_search using fts5(
       name, email, phone, content='employees', content_rowid='id', tokenize='trigram')`,
    `create trigger employees_search_insert after insert on employees begin
       insert into employees_search (rowid, name, email, phone) values (new.id, new.name, new.email, new.phone);
     end`,
    `create trigger employees_search_delete after delete on employees begin
       insert into employees_search (employees_search, rowid, name, email, phone)
       values ('delete', old.id, old.name, old.email, old.phone);
     end`,
    `create trigger employees_search_update after update of name, email, phone on employees begin
       insert into employees_search (employees_search, rowid, name, email, phone)
       values ('delete', old.id, old.name, old.email, old.phone);
       insert into employees_search (rowid, name, email, phone) values (new.id, new.name, new.email, new.phone);
     end`,
    `insert into employees_search (employees_search) values ('rebuild')`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  // One upsert per statement, in key order (so two bulk edits cannot deadlock on the rows).
  const upsert = (deltas: string) => `
    insert into employee_counts (company_id, is_active, n)
    select company_id, is_active, sum(d) from (${deltas}) as x
    group by company_id, is_active having sum(d) <> 0 order by company_id, is_active
    on conflict (company_id, is_active) do update set n = employee_counts.n + excluded.n;`;
  const live = (table: string, d: 1 | -1) =>
    `select company_id, is_active, ${d} as d from ${table} where deleted_at is null`;
  const fn = (name: string, body: string) => `
    create function ${name}() returns trigger language plpgsql as $$
    begin ${body} return null; end $$`;
  const statements = [
    fn('employees_count_inserted', upsert(live('new_rows', 1))),
    fn('employees_count_deleted', upsert(live('old_rows', -1))),
    fn('employees_count_updated', upsert(`${live('new_rows', 1)} union all ${live('old_rows', -1)}`)),
    `create trigger employees_count_insert after insert on employees referencing new table as new_rows
     for each statement execute function employees_count_inserted()`,
    `create trigger employees_count_delete after delete on employees referencing old table as old_rows
     for each statement execute function employees_count_deleted()`,
    `create trigger employees_count_update after update on employees
     referencing old table as old_rows new table as new_rows
     for each statement execute function employees_count_updated()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
