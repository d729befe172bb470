import type { Kysely } from 'kysely';
import { timestampType as ts, withId } from './helpers.js';

/**
 * Template sends (decisions.md, Template sends): a batch of memos made from templates for one
 * set of recipients. `memo_template_sends` holds the name, the status (draft | published |
 * archived) and the send's targeting (JSON: location_ids, audience_ids, recipient_ids, copied
 * to each of its memos); its memos are real memos carrying `template_send_id` (and the template
 * each was made from in `template_id`), so they show in the Sent list and the memo detail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('memo_template_sends'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('targets', 'text', (c) => c.notNull())
    .addColumn('creator_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .addColumn('updater_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .addColumn('publisher_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .addColumn('published_at', ts(db))
    .addColumn('archived_at', ts(db))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .execute();
  // The Sends page: a company's sends by status, newest first.
  await db.schema
    .createIndex('memo_template_sends_company_idx')
    .on('memo_template_sends')
    .columns(['company_id', 'status', 'updated_at'])
    .execute();
  await db.schema
    .alterTable('memos')
    .addColumn('template_send_id', 'integer', (c) =>
      c.references('memo_template_sends.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .alterTable('memos')
    .addColumn('template_id', 'integer', (c) => c.references('memo_templates.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('memos_template_send_idx').on('memos').columns(['template_send_id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
