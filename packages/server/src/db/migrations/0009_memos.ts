import type { Kysely } from 'kysely';
import { boolDefault, boolType, type Col, timestampType as ts, withId } from './helpers.js';

/**
 * Memos (messages and surveys; celebrations join later as another kind), their Spanish
 * translation, targeting, tags and one response row per memo and employee. Notifications get a
 * dedupe key so a re-published memo or a retried job never notifies twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const companyId = (c: Col) => c.notNull().references('companies.id').onDelete('cascade');
  const memoId = (c: Col) => c.notNull().references('memos.id').onDelete('cascade');
  const employeeRef = (c: Col) => c.references('employees.id').onDelete('set null');

  await withId(db, db.schema.createTable('memos'))
    .addColumn('company_id', 'integer', companyId)
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('recipient_title', 'varchar(200)')
    .addColumn('recipient_content', 'text')
    .addColumn('category', 'varchar(60)')
    .addColumn('priority', 'varchar(20)', (c) => c.notNull())
    .addColumn('signature', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('display_type', 'varchar(40)')
    .addColumn('mode', 'varchar(20)', (c) => c.notNull())
    .addColumn('options_key', 'varchar(40)', (c) => c.notNull())
    .addColumn('options', 'text')
    .addColumn('author_description', 'varchar(200)')
    .addColumn('author_id', 'integer', employeeRef)
    .addColumn('creator_id', 'integer', employeeRef)
    .addColumn('publisher_id', 'integer', employeeRef)
    .addColumn('updater_id', 'integer', employeeRef)
    // Celebrations (a later issue) name the celebrated employee and the occasion here.
    .addColumn('celebrated_employee_id', 'integer', employeeRef)
    .addColumn('celebration_type', 'varchar(20)')
    .addColumn('start_at', ts(db))
    .addColumn('reveal_at', ts(db))
    .addColumn('due_at', ts(db))
    .addColumn('end_at', ts(db))
    .addColumn('published_at', ts(db))
    .addColumn('expired_at', ts(db))
    .addColumn('archived_at', ts(db))
    .addColumn('deleted_at', ts(db))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .execute();
  // The sent lists (by kind, newest first) and the jobs (scheduled by start_at, published by end_at).
  await db.schema
    .createIndex('memos_company_kind_idx')
    .on('memos')
    .columns(['company_id', 'kind', 'created_at'])
    .execute();
  await db.schema.createIndex('memos_status_start_idx').on('memos').columns(['status', 'start_at']).execute();
  await db.schema.createIndex('memos_status_end_idx').on('memos').columns(['status', 'end_at']).execute();

  await withId(db, db.schema.createTable('memo_translations'))
    .addColumn('memo_id', 'integer', memoId)
    .addColumn('locale_code', 'varchar(10)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)')
    .addColumn('content', 'text')
    .addColumn('recipient_title', 'varchar(200)')
    .addColumn('recipient_content', 'text')
    .addColumn('options', 'text')
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .addUniqueConstraint('memo_translations_memo_locale_uq', ['memo_id', 'locale_code'])
    .execute();

  for (const [table, column, target] of [
    ['memo_locations', 'location_id', 'locations.id'],
    ['memo_audiences', 'audience_id', 'audiences.id'],
    ['memo_recipients', 'employee_id', 'employees.id'],
    ['memo_tags', 'tag_id', 'tags.id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('memo_id', 'integer', memoId)
      .addColumn(column, 'integer', (c) => c.notNull().references(target).onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pk`, ['memo_id', column])
      .execute();
  }

  await withId(db, db.schema.createTable('memo_responses'))
    .addColumn('company_id', 'integer', companyId)
    .addColumn('memo_id', 'integer', memoId)
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('read_at', ts(db))
    .addColumn('acknowledged_at', ts(db))
    .addColumn('acknowledgement', 'text')
    .addColumn('acknowledgement_data', 'text')
    .addColumn('survey_data', 'text')
    .addColumn('flagged_at', ts(db))
    .addColumn('flag_data', 'text')
    .addColumn('flagged_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('manager_id', 'integer', employeeRef)
    .addColumn('manager_acknowledged_at', ts(db))
    .addColumn('manager_note', 'text')
    .addColumn('is_urgent', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, false)))
    // When the memo shows in this inbox (its reveal, else its start); null once it left the
    // inboxes (expired, archived, deleted). Kept here so the inbox reads one index, no join.
    .addColumn('inbox_at', ts(db))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .addUniqueConstraint('memo_responses_memo_employee_uq', ['memo_id', 'employee_id'])
    .execute();
  // The inbox (count and page) reads one employee's rows from this index alone; the detail reads
  // one memo's (the unique key above).
  await db.schema
    .createIndex('memo_responses_inbox_idx')
    .on('memo_responses')
    .columns(['employee_id', 'inbox_at', 'read_at', 'memo_id'])
    .execute();

  await db.schema.alterTable('notifications').addColumn('dedupe_key', 'varchar(120)').execute();
  await db.schema
    .createIndex('notifications_dedupe_uq')
    .on('notifications')
    .column('dedupe_key')
    .unique()
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
