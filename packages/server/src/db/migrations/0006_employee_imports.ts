import type { Kysely } from 'kysely';
import { boolDefault, boolType, timestampType as ts, withId } from './helpers.js';

/**
 * Employee and manager imports: an upload stores its parsed rows here and answers a preview;
 * the confirm reads them back (on any instance, after a restart) and applies them once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('employee_imports'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('rows', 'text', (c) => c.notNull())
    .addColumn('missing_employees', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('expires_at', ts(db), (c) => c.notNull())
    .addColumn('confirmed_at', ts(db))
    .addColumn('result', 'text')
    .execute();
  await db.schema
    .createIndex('employee_imports_company_idx')
    .on('employee_imports')
    .columns(['company_id', 'id'])
    .execute();
  await db.schema
    .createIndex('employee_imports_expires_idx')
    .on('employee_imports')
    .column('expires_at')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
