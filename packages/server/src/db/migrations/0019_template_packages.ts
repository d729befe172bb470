import type { Kysely } from 'kysely';
import { timestampType as ts, withId } from './helpers.js';

/**
 * Template packages (decisions.md, Template packages): an ordered sequence of templates with day
 * offsets. `memo_template_packages` holds the name, a description and how often it was used;
 * `memo_template_package_steps` each step — a template on a day offset at a time of day, in its
 * place within that day. A deleted template takes its steps with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('memo_template_packages'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('use_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_used_at', ts(db))
    .addColumn('creator_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .addColumn('updater_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .execute();
  // The Packages page: a company's packages, last changed first.
  await db.schema
    .createIndex('memo_template_packages_company_idx')
    .on('memo_template_packages')
    .columns(['company_id', 'updated_at'])
    .execute();
  await withId(db, db.schema.createTable('memo_template_package_steps'))
    .addColumn('package_id', 'integer', (c) =>
      c.notNull().references('memo_template_packages.id').onDelete('cascade'),
    )
    .addColumn('template_id', 'integer', (c) =>
      c.notNull().references('memo_templates.id').onDelete('cascade'),
    )
    .addColumn('day_offset', 'integer', (c) => c.notNull())
    .addColumn('send_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('memo_template_package_steps_package_idx')
    .on('memo_template_package_steps')
    .columns(['package_id', 'day_offset', 'position'])
    .execute();
  await db.schema
    .createIndex('memo_template_package_steps_template_idx')
    .on('memo_template_package_steps')
    .columns(['template_id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
