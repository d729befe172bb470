import type { Kysely } from 'kysely';
import { timestampType as ts, withId } from './helpers.js';

/**
 * Reminders and escalation (decisions.md, Reminders and escalation). A memo keeps its reminder
 * steps (JSON array of hours relative to due_at; null: none, as every memo made before) and its
 * escalation delay (hours after due_at; null: none). `memo_reminders` holds one row per memo,
 * recipient and step — a reminder to an employee (step 'h-24', 'h0', ...) or a digest to a
 * manager (step 'esc-managers', 'esc-location') — and its UNIQUE key is the claim: the row is
 * inserted before anything is sent, so a retry, a restart or a second runner never sends twice.
 * `delivery` follows the SMS or e-mail of the row: none (tray only) | queued | sending (claimed
 * until delivery_locked_until) | sent | failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('memos').addColumn('reminder_steps', 'text').execute();
  await db.schema.alterTable('memos').addColumn('escalate_after_hours', 'integer').execute();
  await withId(db, db.schema.createTable('memo_reminders'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('memo_id', 'integer', (c) => c.notNull().references('memos.id').onDelete('cascade'))
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('step', 'varchar(20)', (c) => c.notNull())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('channel', 'varchar(5)')
    .addColumn('delivery', 'varchar(10)', (c) => c.notNull())
    .addColumn('delivery_locked_until', ts(db))
    .addColumn('detail', 'text')
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('sent_at', ts(db))
    .addColumn('last_error', 'text')
    .addUniqueConstraint('memo_reminders_once', ['memo_id', 'recipient_id', 'step'])
    .execute();
  // The delivery job: a memo's rows still to send.
  await db.schema
    .createIndex('memo_reminders_delivery_idx')
    .on('memo_reminders')
    .columns(['memo_id', 'delivery'])
    .execute();
  // The minute job: published memos whose due date is near.
  await db.schema.createIndex('memos_due_idx').on('memos').columns(['status', 'due_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
