import type { Kysely } from 'kysely';
import { timestampType as ts, withId } from './helpers.js';

/** The background job queue of the in-process runner (jobs/runner.ts): durable, multi-instance safe. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('jobs'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // Dedupe: at most one job per key, ever (rows are pruned a week after they finish).
    .addColumn('key', 'varchar(300)', (c) => c.unique())
    // pending → running → done | failed (a failed attempt with attempts left goes back to pending)
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('run_at', ts(db), (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('locked_by', 'varchar(100)')
    .addColumn('locked_until', ts(db))
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('finished_at', ts(db))
    .execute();
  // The runner's poll: due pending jobs, and running ones whose lease ran out, oldest first.
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
