import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The media library's version per company (docs/performance.md, Media library): a number that
 * grows whenever anything an employee's Files list depends on changes — a file added, deleted,
 * edited, marked viewable, or its locations, audiences or people changed. An employee's list
 * total is kept in the server's memory under that version and the employee's own locations and
 * audiences (features/media/library-totals.ts), so paging through Files counts once, and a change
 * made by any instance is seen by every instance on its next request. Kept by triggers, so no
 * write can forget it: per statement on PostgreSQL, per row on SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_versions')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

const TARGETS = ['media_locations', 'media_audiences', 'media_recipients'] as const;

const bump = (companies: string) => `
  insert into media_versions (company_id, version)
  select company_id, 1 from (${companies}) as c group by company_id order by company_id
  on conflict (company_id) do update set version = media_versions.version + 1;`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const media = (row: 'new' | 'old') => bump(`select ${row}.company_id as company_id`);
  const target = (row: 'new' | 'old') => bump(`select company_id from media where id = ${row}.media_id`);
  const statements = [
    `create trigger media_version_insert after insert on media begin ${media('new')} end`,
    `create trigger media_version_delete after delete on media begin ${media('old')} end`,
    `create trigger media_version_update after update of company_id, type_category, search,
     marked_viewable_at, deleted_at on media begin ${media('old')} ${media('new')} end`,
  ];
  for (const table of TARGETS)
    statements.push(
      `create trigger ${table}_version_insert after insert on ${table} begin ${target('new')} end`,
      `create trigger ${table}_version_delete after delete on ${table} begin ${target('old')} end`,
    );
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const fn = (name: string, companies: string) => `
    create function ${name}() returns trigger language plpgsql as $$
    begin ${bump(companies)} return null; end $$`;
  const statements = [
    fn('media_version_media_new', 'select company_id from new_rows'),
    fn('media_version_media_old', 'select company_id from old_rows'),
    fn('media_version_target_new', 'select m.company_id from new_rows r join media m on m.id = r.media_id'),
    fn('media_version_target_old', 'select m.company_id from old_rows r join media m on m.id = r.media_id'),
    `create trigger media_version_insert after insert on media referencing new table as new_rows
     for each statement execute function media_version_media_new()`,
    `create trigger media_version_delete after delete on media referencing old table as old_rows
     for each statement execute function media_version_media_old()`,
    `create trigger media_version_update after update on media referencing new table as new_rows
     for each statement execute function media_version_media_new()`,
  ];
  for (const table of TARGETS)
    statements.push(
      `create trigger ${table}_version_insert after insert on ${table} referencing new table as new_rows
       for each statement execute function media_version_target_new()`,
      `create trigger ${table}_version_delete after delete on ${table} referencing old table as old_rows
       for each statement execute function media_version_target_old()`,
    );
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
