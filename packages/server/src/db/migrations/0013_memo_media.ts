import type { Kysely } from 'kysely';
import { timestampType as ts, withId } from './helpers.js';

/**
 * Files attached to a memo (message, survey or celebration). The bytes live in the storage
 * adapter under `storage_key` (and an image's WebP thumbnail under `thumb_key`); detaching sets
 * `deleted_at` and removes the stored files. The memo's live attachments are read by memo.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('memo_media'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('memo_id', 'integer', (c) => c.notNull().references('memos.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('original_filename', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('type_category', 'varchar(20)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(500)', (c) => c.notNull().unique())
    .addColumn('thumb_key', 'varchar(500)', (c) => c.unique())
    .addColumn('creator_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('deleted_at', ts(db))
    .execute();
  // A page of memos loads its attachments by memo; media/signature finds a file by its key.
  await db.schema.createIndex('memo_media_memo_idx').on('memo_media').columns(['memo_id', 'id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
