import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * A company's details version (docs/performance.md, Per-request cost): a number that grows
 * whenever anything company/details and user/details answer about the company changes — its
 * flags, locations, audiences, managers (a person joining, leaving, renamed, or changing role),
 * memo and check-in settings, or billing. The details are kept in the server's memory under that
 * version (features/companies/company-details-cache.ts): one small read instead of seven on every
 * page load, and a change made by any instance is seen by every instance on its next request.
 * Kept by triggers, so no write can forget it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_versions')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** Tables whose every insert, update and delete changes what the details say. */
const TABLES = [
  'company_flags',
  'locations',
  'audiences',
  'company_settings',
  'checkin_topics',
  'company_billing',
] as const;

/** The employee columns the details read (the managers list). */
const EMPLOYEE_COLUMNS = ['company_id', 'name', 'role', 'is_active', 'deleted_at'] as const;

const bump = (companies: string) => `
  insert into company_versions (company_id, version)
  select company_id, 1 from (${companies}) as c group by company_id order by company_id
  on conflict (company_id) do update set version = company_versions.version + 1;`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const row = (r: 'new' | 'old') => bump(`select ${r}.company_id as company_id`);
  const statements: string[] = [];
  for (const table of [...TABLES, 'employees'])
    statements.push(
      `create trigger ${table}_details_insert after insert on ${table} begin ${row('new')} end`,
      `create trigger ${table}_details_delete after delete on ${table} begin ${row('old')} end`,
    );
  for (const table of TABLES)
    statements.push(
      `create trigger ${table}_details_update after update on ${table} begin ${row('old')} ${row('new')} end`,
    );
  statements.push(
    `create trigger employees_details_update after update of ${EMPLOYEE_COLUMNS.join(', ')} on employees
     begin ${row('old')} ${row('new')} end`,
  );
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create function company_details_new() returns trigger language plpgsql as $$
     begin ${bump('select company_id from new_rows')} return null; end $$`,
    `create function company_details_old() returns trigger language plpgsql as $$
     begin ${bump('select company_id from old_rows')} return null; end $$`,
    `create function company_details_both() returns trigger language plpgsql as $$
     begin ${bump('select company_id from old_rows union all select company_id from new_rows')}
     return null; end $$`,
    // PostgreSQL takes no column list on a trigger with transition tables: the employees' update
    // trigger is per row, and fires only when a column the details read has changed.
    `create function company_details_employee() returns trigger language plpgsql as $$
     begin ${bump('select old.company_id as company_id union all select new.company_id')}
     return null; end $$`,
  ];
  for (const table of [...TABLES, 'employees'])
    statements.push(
      `create trigger ${table}_details_insert after insert on ${table} referencing new table as new_rows
       for each statement execute function company_details_new()`,
      `create trigger ${table}_details_delete after delete on ${table} referencing old table as old_rows
       for each statement execute function company_details_old()`,
    );
  for (const table of TABLES)
    statements.push(
      `create trigger ${table}_details_update after update on ${table}
       referencing old table as old_rows new table as new_rows
       for each statement execute function company_details_both()`,
    );
  statements.push(
    `create trigger employees_details_update after update on employees for each row
     when (${EMPLOYEE_COLUMNS.map((c) => `old.${c} is distinct from new.${c}`).join(' or ')})
     execute function company_details_employee()`,
  );
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
