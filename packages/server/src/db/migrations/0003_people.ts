import type { Kysely } from 'kysely';
import { timestampType as ts, withId } from './helpers.js';

/**
 * Who belongs where and who reports to whom. Every link carries its company so a query never
 * has to trust that both ends belong to the same tenant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const links = [
    { table: 'employee_locations', other: 'location_id', ref: 'locations.id' },
    { table: 'employee_audiences', other: 'audience_id', ref: 'audiences.id' },
  ] as const;
  for (const { table, other, ref } of links) {
    await db.schema
      .createTable(table)
      .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
      .addColumn(other, 'integer', (c) => c.notNull().references(ref).onDelete('cascade'))
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pk`, ['employee_id', other])
      .execute();
    // The list filters by location/audience: from the filter value to the employees.
    await db.schema.createIndex(`${table}_${other}_idx`).on(table).columns([other, 'employee_id']).execute();
  }

  await db.schema
    .createTable('employee_managers')
    .addColumn('manager_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('employee_managers_pk', ['manager_id', 'employee_id'])
    .execute();
  // The primary key serves "reports of a manager"; this serves "managers of an employee".
  await db.schema
    .createIndex('employee_managers_employee_idx')
    .on('employee_managers')
    .columns(['employee_id', 'manager_id'])
    .execute();

  await withId(db, db.schema.createTable('manager_requests'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('manager_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('removed_at', ts(db))
    .execute();
  await db.schema
    .createIndex('manager_requests_employee_idx')
    .on('manager_requests')
    .columns(['employee_id', 'removed_at'])
    .execute();

  // The paged list: one company's active (or inactive) people in name or creation order.
  await db.schema
    .createIndex('employees_company_name_idx')
    .on('employees')
    .columns(['company_id', 'is_active', 'name'])
    .execute();
  await db.schema
    .createIndex('employees_company_created_idx')
    .on('employees')
    .columns(['company_id', 'is_active', 'created_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
