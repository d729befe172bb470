import type { Kysely } from 'kysely';
import { timestampType as ts } from './helpers.js';

/**
 * The follow-up lifecycle's last step (docs/decisions.md, Follow-up lifecycle): a flag is closed
 * rather than erased, so an answered flag stays in the Answered history, and a raised hand or a
 * flag records who closed it (the employee, or a manager).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('memo_responses').addColumn('flag_closed_at', ts(db)).execute();
  await db.schema
    .alterTable('memo_responses')
    .addColumn('flag_closed_by_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('raised_hands')
    .addColumn('closed_by_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
