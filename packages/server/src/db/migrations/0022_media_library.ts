import { type Kysely, sql } from 'kysely';
import { isPostgres, timestampType as ts, withId } from './helpers.js';

/**
 * The company's media library (spec §3 Media file; issue 14). The bytes live in the storage
 * adapter: `filepath` is the key of the file, `filepath_min` and `filepath_thumb` those of an
 * image's medium and thumbnail WebP (the `filename*` columns are the keys' last segments).
 * A file is targeted like a memo (locations ∪ audiences ∪ people, mode 'segments'); an employee
 * sees it once it is marked viewable. `media_views` keeps who opened a file, once per person.
 *
 * Indexes for a company of 100,000 files (docs/performance.md, Media library): each sort of the
 * list reads a partial index of the company's live files in its order, so a page walks index
 * entries only; a type filter reads its own; `search` is the lowercased name, title and original
 * name the terms match. `media_counts` holds how many live files a company has per type category,
 * kept by triggers (as 0018's template counts: per row on SQLite, per statement on PostgreSQL),
 * so the list's `total` without terms is the sum of at most four rows, not a count of 100,000.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('media'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)')
    .addColumn('content', 'text')
    .addColumn('filename', 'varchar(255)', (c) => c.notNull())
    .addColumn('filename_min', 'varchar(255)')
    .addColumn('filename_thumb', 'varchar(255)')
    .addColumn('filepath', 'varchar(500)', (c) => c.notNull().unique())
    .addColumn('filepath_min', 'varchar(500)', (c) => c.unique())
    .addColumn('filepath_thumb', 'varchar(500)', (c) => c.unique())
    .addColumn('original_filename', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('type_category', 'varchar(20)', (c) => c.notNull())
    .addColumn('mode', 'varchar(20)', (c) => c.notNull().defaultTo('segments'))
    .addColumn('search', 'varchar(1000)', (c) => c.notNull())
    .addColumn('marked_viewable_at', ts(db))
    .addColumn('creator_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .addColumn('updater_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .addColumn('deleted_at', ts(db))
    .execute();
  const mediaId = (c: import('./helpers.js').Col) => c.notNull().references('media.id').onDelete('cascade');
  for (const [table, column, target] of [
    ['media_locations', 'location_id', 'locations.id'],
    ['media_audiences', 'audience_id', 'audiences.id'],
    ['media_recipients', 'employee_id', 'employees.id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('media_id', 'integer', mediaId)
      .addColumn(column, 'integer', (c) => c.notNull().references(target).onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pk`, ['media_id', column])
      .execute();
    // The list's filters and an employee's files go from the target to the files.
    await db.schema.createIndex(`${table}_target_idx`).on(table).columns([column, 'media_id']).execute();
  }
  await db.schema
    .createTable('media_views')
    .addColumn('media_id', 'integer', mediaId)
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('viewed_at', ts(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('media_views_pk', ['media_id', 'employee_id'])
    .execute();
  await db.schema
    .createIndex('media_views_newest_idx')
    .on('media_views')
    .columns(['media_id', 'viewed_at'])
    .execute();
  await db.schema.createIndex('media_views_employee_idx').on('media_views').column('employee_id').execute();
  for (const [name, columns] of [
    ['media_live_created_idx', 'company_id, created_at, id'],
    ['media_live_updated_idx', 'company_id, updated_at, id'],
    ['media_live_name_idx', 'company_id, name, id'],
    ['media_live_size_idx', 'company_id, size, id'],
    ['media_live_category_idx', 'company_id, type_category, created_at, id'],
  ] as const)
    await sql`create index ${sql.raw(name)} on media (${sql.raw(columns)}) where deleted_at is null`.execute(
      db,
    );
  await db.schema
    .createTable('media_counts')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('type_category', 'varchar(20)', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_counts_pk', ['company_id', 'type_category'])
    .execute();
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
  await searchIndex(db);
  await db.schema.createIndex('media_creator_idx').on('media').column('creator_id').execute();
  await db.schema.createIndex('media_updater_idx').on('media').column('updater_id').execute();
}

/**
 * What finds the terms without reading every file: on SQLite an FTS5 trigram index of `search`
 * (external content, kept by triggers; a MATCH of the terms as one phrase is a substring match),
 * on PostgreSQL a pg_trgm GIN index that `search like '%…%'` uses (when the server offers
 * pg_trgm; without it the search reads the company's files, as before).
 */
async function searchIndex(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    const offered = await sql<{ name: string }>`
      select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (!offered.rows.length) return;
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index media_search_trgm_idx on media using gin (search gin_trgm_ops)`.execute(db);
    return;
  }
  const entry = (row: 'new' | 'old') =>
    row === 'new'
      ? 'insert into media_search (rowid, search) values (new.id, new.search);'
      : "insert into media_search (media_search, rowid, search) values ('delete', old.id, old.search);";
  for (const statement of [
    "create virtual table media_search using fts5(search, content='media', content_rowid='id', tokenize='trigram')",
    `create trigger media_search_insert after insert on media begin ${entry('new')} end`,
    `create trigger media_search_delete after delete on media begin ${entry('old')} end`,
    `create trigger media_search_update after update of search on media begin ${entry('old')} ${entry('new')} end`,
  ])
    await sql.raw(statement).execute(db);
}

const KEY = 'company_id, type_category';

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const count = (row: 'new' | 'old', delta: 1 | -1) => `
    insert into media_counts (${KEY}, n)
    select ${row}.company_id, ${row}.type_category, ${delta} where ${row}.deleted_at is null
    on conflict (${KEY}) do update set n = n + ${delta};`;
  for (const statement of [
    `create trigger media_count_insert after insert on media begin ${count('new', 1)} end`,
    `create trigger media_count_delete after delete on media begin ${count('old', -1)} end`,
    `create trigger media_count_update after update of company_id, type_category, deleted_at
     on media begin ${count('old', -1)} ${count('new', 1)} end`,
  ])
    await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  // One upsert per statement, in key order (two bulk writes cannot deadlock on the rows).
  const upsert = (deltas: string) => `
    insert into media_counts (${KEY}, n)
    select ${KEY}, sum(d) from (${deltas}) as x
    group by ${KEY} having sum(d) <> 0 order by ${KEY}
    on conflict (${KEY}) do update set n = media_counts.n + excluded.n;`;
  const rows = (table: string, d: 1 | -1) =>
    `select ${KEY}, ${d} as d from ${table} where deleted_at is null`;
  const fn = (name: string, body: string) => `
    create function ${name}() returns trigger language plpgsql as $$
    begin ${body} return null; end $$`;
  for (const statement of [
    fn('media_count_inserted', upsert(rows('new_rows', 1))),
    fn('media_count_deleted', upsert(rows('old_rows', -1))),
    fn('media_count_updated', upsert(`${rows('new_rows', 1)} union all ${rows('old_rows', -1)}`)),
    `create trigger media_count_insert after insert on media referencing new table as new_rows
     for each statement execute function media_count_inserted()`,
    `create trigger media_count_delete after delete on media referencing old table as old_rows
     for each statement execute function media_count_deleted()`,
    `create trigger media_count_update after update on media
     referencing old table as old_rows new table as new_rows
     for each statement execute function media_count_updated()`,
  ])
    await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
