import type { Kysely } from 'kysely';
import { timestampType as ts } from './helpers.js';

/**
 * When a memo's recipients were told about it. A memo published with a later reveal_at reaches
 * the inboxes (and the trays) only then: the minute job notifies and sets this once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('memos').addColumn('notified_at', ts(db)).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
