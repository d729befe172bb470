import type { Kysely } from 'kysely';
import { timestampType as ts, withId } from './helpers.js';

/**
 * Scheduled sends (decisions.md, Scheduled sends): a sendable (kind + id: a template or a draft
 * template send; a package later) published on a rule — a local start date and time in a named
 * zone, once or daily, weekly on chosen days or monthly, until an end date or for N times.
 * `next_at` is the next occurrence not yet run (UTC), so the every-minute job reads one index.
 * `scheduled_send_runs` records each occurrence once: UNIQUE (schedule, occurrence) makes a
 * restart, a retry or two instances send it once; a run keeps the memo ids it produced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('scheduled_sends'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('sendable_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('sendable_id', 'integer', (c) => c.notNull())
    .addColumn('targets', 'text', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('time', 'varchar(5)', (c) => c.notNull())
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
    .addColumn('repeat', 'varchar(10)', (c) => c.notNull())
    .addColumn('weekdays', 'varchar(20)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)')
    .addColumn('count', 'integer')
    .addColumn('next_at', ts(db))
    .addColumn('creator_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .addColumn('updater_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scheduled_sends_next_idx')
    .on('scheduled_sends')
    .columns(['next_at'])
    .execute();
  await db.schema
    .createIndex('scheduled_sends_company_idx')
    .on('scheduled_sends')
    .columns(['company_id', 'next_at'])
    .execute();
  await withId(db, db.schema.createTable('scheduled_send_runs'))
    .addColumn('schedule_id', 'integer', (c) =>
      c.notNull().references('scheduled_sends.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('occurrence_at', ts(db), (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('memo_ids', 'text', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('finished_at', ts(db), (c) => c.notNull())
    .addUniqueConstraint('scheduled_send_runs_occurrence_unique', ['schedule_id', 'occurrence_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
