import type { Kysely } from 'kysely';
import { timestampType as ts, withId } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const companyId = (c: import('./helpers.js').Col) =>
    c.notNull().references('companies.id').onDelete('cascade');

  await withId(db, db.schema.createTable('tags'))
    .addColumn('company_id', 'integer', companyId)
    .addColumn('title', 'varchar(80)', (c) => c.notNull())
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('deleted_at', ts(db))
    .execute();
  await db.schema.createIndex('tags_company_idx').on('tags').column('company_id').execute();

  await withId(db, db.schema.createTable('devices'))
    .addColumn('company_id', 'integer', companyId)
    .addColumn('employee_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('platform', 'varchar(40)', (c) => c.notNull())
    .addColumn('last_seen_at', ts(db))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('deleted_at', ts(db))
    .execute();
  await db.schema.createIndex('devices_company_idx').on('devices').column('company_id').execute();

  await db.schema
    .createTable('company_settings')
    .addColumn('company_id', 'integer', (c) => companyId(c).primaryKey())
    .addColumn('memo_settings', 'text')
    .addColumn('email_alerts', 'text')
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('checkin_topics'))
    .addColumn('company_id', 'integer', companyId)
    .addColumn('name', 'varchar(160)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('deleted_at', ts(db))
    .execute();
  await db.schema
    .createIndex('checkin_topics_company_idx')
    .on('checkin_topics')
    .columns(['company_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('user_logins'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_logins_user_idx')
    .on('user_logins')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
