import type { Kysely } from 'kysely';
import { timestampType as ts, withId } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('notifications'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('type_id', 'integer')
    .addColumn('read_at', ts(db))
    .addColumn('cleared_at', ts(db))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .execute();
  // The tray reads one user's live notifications in one company, newest first.
  await db.schema
    .createIndex('notifications_user_company_idx')
    .on('notifications')
    .columns(['user_id', 'company_id', 'created_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
