import type { Kysely } from 'kysely';
import { timestampType as ts, withId } from './helpers.js';

/**
 * Answers kept for Idempotency-Key retries (http/idempotency.ts): one row per user and key, for
 * 24 hours. `status` and `response` are null while the first request runs (its lease until
 * `locked_until`); then they hold the answer a retry with the same key and body gets again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('idempotency_keys'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idem_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('route', 'varchar(300)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('content_type', 'varchar(200)')
    .addColumn('response', 'text')
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('locked_until', ts(db), (c) => c.notNull())
    .addUniqueConstraint('idempotency_keys_user_key', ['user_id', 'idem_key'])
    .execute();
  // The hourly sweep deletes by age.
  await db.schema
    .createIndex('idempotency_keys_created_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
