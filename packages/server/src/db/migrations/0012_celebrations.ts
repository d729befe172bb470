import { type Kysely, sql } from 'kysely';
import { boolDefault, boolType, type Col, timestampType as ts, withId } from './helpers.js';

/**
 * Celebrations: memo records of kind 'celebration' (docs/decisions.md, Celebrations). The memo
 * names the day celebrated, the years (anniversaries) and whether the daily job made it; a
 * partial unique index makes that job insert-or-ignore, and since memos are soft-deleted a
 * celebration a manager deleted keeps blocking its re-creation. Response rows learn whether they
 * belong to a celebration so the inbox (messages and surveys) and the employee's celebrations
 * each read one index without a join. Reactions ("celebrate with Cheers") get their own table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('memos').addColumn('celebration_date', 'varchar(10)').execute();
  await db.schema.alterTable('memos').addColumn('celebration_years', 'integer').execute();
  await db.schema
    .alterTable('memos')
    .addColumn('celebration_automatic', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .execute();
  await sql`create unique index memos_celebration_auto_uq on memos
    (company_id, celebrated_employee_id, celebration_type, celebration_date)
    where celebration_automatic = ${boolDefault(db, true)}`.execute(db);

  await db.schema
    .alterTable('memo_responses')
    .addColumn('is_celebration', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .execute();
  await db.schema.dropIndex('memo_responses_inbox_idx').execute();
  await db.schema
    .createIndex('memo_responses_inbox_idx')
    .on('memo_responses')
    .columns(['employee_id', 'is_celebration', 'inbox_at', 'read_at', 'memo_id'])
    .execute();

  const ref = (table: string) => (c: Col) => c.notNull().references(`${table}.id`).onDelete('cascade');
  await withId(db, db.schema.createTable('celebration_reactions'))
    .addColumn('company_id', 'integer', ref('companies'))
    .addColumn('memo_id', 'integer', ref('memos'))
    .addColumn('employee_id', 'integer', ref('employees'))
    .addColumn('option', 'varchar(60)', (c) => c.notNull())
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .addUniqueConstraint('celebration_reactions_memo_employee_uq', ['memo_id', 'employee_id'])
    .execute();
  // The celebration wall: a company's reactions, newest first.
  await db.schema
    .createIndex('celebration_reactions_wall_idx')
    .on('celebration_reactions')
    .columns(['company_id', 'created_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
