import { type Kysely, sql } from 'kysely';
import { isPostgres, timestampType as ts, withId } from './helpers.js';

/**
 * Memo templates and the community of shared templates (decisions.md, Memo templates and the
 * community):
 *
 * - `memo_templates`: a company's templates (kind, title, sanitised content, category, type,
 *   priority, survey questions, the translation as JSON, archived_at, use_count), their tags in
 *   `memo_template_tags`.
 * - `community_templates`: the shared copies (the sharing company's name at sharing time, a
 *   description, category, language, published_at / withdrawn_at, use_count); one per source
 *   template (unique), kept when the source is deleted.
 * - `template_media`: the files of either (one owner column set), copied by storage key.
 * - Search: on SQLite FTS5 trigram indexes kept by triggers (`memo_templates_search`,
 *   `community_templates_search`), as 0007 did for employees; on PostgreSQL pg_trgm indexes
 *   when the extension can be had (else the search scans the company / the community).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const templateColumns = <T extends string>(table: ReturnType<typeof withId<T>>) =>
    table
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('category', 'varchar(60)')
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('priority', 'varchar(10)', (c) => c.notNull())
      .addColumn('options_key', 'varchar(40)', (c) => c.notNull())
      .addColumn('options', 'text')
      .addColumn('translations', 'text')
      .addColumn('use_count', 'integer', (c) => c.notNull().defaultTo(0));

  await templateColumns(withId(db, db.schema.createTable('community_templates')))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('source_template_id', 'integer', (c) => c.unique())
    .addColumn('company_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('published_at', ts(db))
    .addColumn('withdrawn_at', ts(db))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .execute();
  await templateColumns(withId(db, db.schema.createTable('memo_templates')))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('source_memo_id', 'integer', (c) => c.references('memos.id').onDelete('set null'))
    .addColumn('community_template_id', 'integer', (c) =>
      c.references('community_templates.id').onDelete('set null'),
    )
    .addColumn('last_used_at', ts(db))
    .addColumn('archived_at', ts(db))
    .addColumn('creator_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .addColumn('updater_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('memo_template_tags')
    .addColumn('template_id', 'integer', (c) =>
      c.notNull().references('memo_templates.id').onDelete('cascade'),
    )
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('memo_template_tags_pk', ['template_id', 'tag_id'])
    .execute();
  await withId(db, db.schema.createTable('template_media'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('template_id', 'integer', (c) => c.references('memo_templates.id').onDelete('cascade'))
    .addColumn('community_template_id', 'integer', (c) =>
      c.references('community_templates.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('original_filename', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('type_category', 'varchar(20)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(500)', (c) => c.notNull().unique())
    .addColumn('thumb_key', 'varchar(500)', (c) => c.unique())
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('template_media_template_idx')
    .on('template_media')
    .columns(['template_id', 'id'])
    .execute();
  await db.schema
    .createIndex('template_media_community_idx')
    .on('template_media')
    .columns(['community_template_id', 'id'])
    .execute();

  // The Templates page: a company's tab (archived or not) in each sort, id last for stable pages.
  for (const column of ['updated_at', 'created_at', 'title', 'use_count']) {
    await db.schema
      .createIndex(`memo_templates_${column}_idx`)
      .on('memo_templates')
      .columns(['company_id', column, 'id'])
      .execute();
  }
  // The community: live shares by most used and newest.
  for (const column of ['use_count', 'published_at']) {
    await db.schema
      .createIndex(`community_templates_${column}_idx`)
      .on('community_templates')
      .columns([column, 'id'])
      .where(sql.ref('withdrawn_at'), 'is', null)
      .execute();
  }
  await db.schema
    .createIndex('community_templates_company_idx')
    .on('community_templates')
    .column('company_id')
    .execute();

  if (isPostgres(db)) await postgresSearch(db);
  else await sqliteSearch(db);
}

async function sqliteSearch(db: Kysely<unknown>): Promise<void> {
  const fts = (table: string, columns: string[]) => {
    const cols = columns.join(', ');
    const vals = (row: string) => columns.map((c) => `${row}.${c}`).join(', ');
    const search = `${table}_search`;
    return [
      `create virtual table ${search} using fts5(${cols}, content='${table}', content_rowid='id', tokenize='trigram')`,
      `create trigger ${search}_insert after insert on ${table} begin
         insert into ${search} (rowid, ${cols}) values (new.id, ${vals('new')});
       end`,
      `create trigger ${search}_delete after delete on ${table} begin
         insert into ${search} (${search}, rowid, ${cols}) values ('delete', old.id, ${vals('old')});
       end`,
      `create trigger ${search}_update after update of ${cols} on ${table} begin
         insert into ${search} (${search}, rowid, ${cols}) values ('delete', old.id, ${vals('old')});
         insert into ${search} (rowid, ${cols}) values (new.id, ${vals('new')});
       end`,
    ];
  };
  const statements = [
    ...fts('memo_templates', ['title', 'category']),
    ...fts('community_templates', ['title', 'category', 'description', 'company_name']),
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresSearch(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ ok: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm')
      and (exists (select 1 from pg_extension where extname = 'pg_trgm')
        or has_database_privilege(current_database(), 'CREATE')) as ok`.execute(db);
  if (!rows[0]?.ok) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [table, column] of [
    ['memo_templates', 'title'],
    ['memo_templates', 'category'],
    ['community_templates', 'title'],
    ['community_templates', 'category'],
    ['community_templates', 'description'],
    ['community_templates', 'company_name'],
  ] as const) {
    await sql
      .raw(`create index ${table}_${column}_trgm_idx on ${table} using gin (lower(${column}) gin_trgm_ops)`)
      .execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
