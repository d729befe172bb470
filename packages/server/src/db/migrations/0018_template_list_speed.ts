import { type Kysely, sql } from 'kysely';
import { boolType, isPostgres } from './helpers.js';

/**
 * The Templates page of a company of 10,000 templates and the community of 100,000 (issue 12;
 * docs/performance.md, Memo templates), kept in step by the database itself, as 0007 did for the
 * Team list:
 *
 * - `memo_template_counts` holds how many templates a company has per tab (archived or not), kind
 *   and category, and `community_template_counts` how many live (not withdrawn) shares there are
 *   per language, kind and category: a list's exact `total` without terms is the sum of a few of
 *   those rows instead of a count over 10,000 or 100,000 rows per request. The category is kept
 *   as '' when it has none (the list never filters on an empty category). Triggers maintain them:
 *   per row on SQLite, per statement (transition tables, one upsert in key order) on PostgreSQL.
 * - The Active tab's sorts read partial indexes of the company's live templates (`archived_at is
 *   null`), so a page, a later page included, walks index entries only, and `category` (a sort of
 *   the page) gets one; the Archived tab keeps 0016's indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('memo_template_counts')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('archived', boolType(db), (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('category', 'varchar(60)', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('memo_template_counts_pk', ['company_id', 'archived', 'kind', 'category'])
    .execute();
  await db.schema
    .createTable('community_template_counts')
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('category', 'varchar(60)', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('community_template_counts_pk', ['language', 'kind', 'category'])
    .execute();
  await db.schema
    .createIndex('community_template_counts_category_idx')
    .on('community_template_counts')
    .column('category')
    .execute();

  for (const column of ['updated_at', 'created_at', 'title', 'use_count', 'category']) {
    await db.schema
      .createIndex(`memo_templates_active_${column}_idx`)
      .on('memo_templates')
      .columns(['company_id', column, 'id'])
      .where(sql.ref('archived_at'), 'is', null)
      .execute();
  }

  const archived = isPostgres(db) ? sql`archived_at is not null` : sql`(archived_at is not null)`;
  await sql`
    insert into memo_template_counts (company_id, archived, kind, category, n)
    select company_id, ${archived}, kind, coalesce(category, ''), count(*) from memo_templates
    group by company_id, ${archived}, kind, coalesce(category, '')`.execute(db);
  await sql`
    insert into community_template_counts (language, kind, category, n)
    select language, kind, coalesce(category, ''), count(*) from community_templates
    where withdrawn_at is null group by language, kind, coalesce(category, '')`.execute(db);
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

const TEMPLATE_KEY = 'company_id, archived, kind, category';
const SHARE_KEY = 'language, kind, category';

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const template = (row: 'new' | 'old', delta: 1 | -1) => `
    insert into memo_template_counts (${TEMPLATE_KEY}, n)
    values (${row}.company_id, ${row}.archived_at is not null, ${row}.kind, coalesce(${row}.category, ''), ${delta})
    on conflict (${TEMPLATE_KEY}) do update set n = n + ${delta};`;
  const share = (row: 'new' | 'old', delta: 1 | -1) => `
    insert into community_template_counts (${SHARE_KEY}, n)
    select ${row}.language, ${row}.kind, coalesce(${row}.category, ''), ${delta} where ${row}.withdrawn_at is null
    on conflict (${SHARE_KEY}) do update set n = n + ${delta};`;
  const statements = [
    `create trigger memo_templates_count_insert after insert on memo_templates begin ${template('new', 1)} end`,
    `create trigger memo_templates_count_delete after delete on memo_templates begin ${template('old', -1)} end`,
    `create trigger memo_templates_count_update after update of company_id, archived_at, kind, category
     on memo_templates begin ${template('old', -1)} ${template('new', 1)} end`,
    `create trigger community_templates_count_insert after insert on community_templates
     begin ${share('new', 1)} end`,
    `create trigger community_templates_count_delete after delete on community_templates
     begin ${share('old', -1)} end`,
    `create trigger community_templates_count_update after update of withdrawn_at, language, kind, category
     on community_templates begin ${share('old', -1)} ${share('new', 1)} end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  // One upsert per statement, in key order (so two bulk writes cannot deadlock on the rows).
  const upsert = (table: string, key: string, deltas: string) => `
    insert into ${table} (${key}, n)
    select ${key}, sum(d) from (${deltas}) as x
    group by ${key} having sum(d) <> 0 order by ${key}
    on conflict (${key}) do update set n = ${table}.n + excluded.n;`;
  const templates = (rows: string, d: 1 | -1) =>
    `select company_id, archived_at is not null as archived, kind, coalesce(category, '') as category, ${d} as d from ${rows}`;
  const shares = (rows: string, d: 1 | -1) =>
    `select language, kind, coalesce(category, '') as category, ${d} as d from ${rows} where withdrawn_at is null`;
  const fn = (name: string, body: string) => `
    create function ${name}() returns trigger language plpgsql as $$
    begin ${body} return null; end $$`;
  const counts = [
    ['memo_templates', 'memo_template_counts', TEMPLATE_KEY, templates],
    ['community_templates', 'community_template_counts', SHARE_KEY, shares],
  ] as const;
  for (const [table, countTable, key, rows] of counts) {
    const statements = [
      fn(`${table}_count_inserted`, upsert(countTable, key, rows('new_rows', 1))),
      fn(`${table}_count_deleted`, upsert(countTable, key, rows('old_rows', -1))),
      fn(
        `${table}_count_updated`,
        upsert(countTable, key, `${rows('new_rows', 1)} union all ${rows('old_rows', -1)}`),
      ),
      `create trigger ${table}_count_insert after insert on ${table} referencing new table as new_rows
       for each statement execute function ${table}_count_inserted()`,
      `create trigger ${table}_count_delete after delete on ${table} referencing old table as old_rows
       for each statement execute function ${table}_count_deleted()`,
      `create trigger ${table}_count_update after update on ${table}
       referencing old table as old_rows new table as new_rows
       for each statement execute function ${table}_count_updated()`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
