import type { Kysely } from 'kysely';
import { boolDefault, boolType, type Col, timestampType as ts, withId } from './helpers.js';

/**
 * Follow-ups: raised hands (an employee's note to their managers) and check-ins (management asks
 * an employee to check in on a topic at a due time). The awaiting flags are derived from the
 * timestamps, never stored (docs/decisions.md, Follow-ups). Flagged messages live on
 * memo_responses (0009); an index finds a company's open flags.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const companyId = (c: Col) => c.notNull().references('companies.id').onDelete('cascade');
  const employeeId = (c: Col) => c.notNull().references('employees.id').onDelete('cascade');
  const employeeRef = (c: Col) => c.references('employees.id').onDelete('set null');

  await withId(db, db.schema.createTable('raised_hands'))
    .addColumn('company_id', 'integer', companyId)
    .addColumn('employee_id', 'integer', employeeId)
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('is_urgent', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .addColumn('manager_id', 'integer', employeeRef)
    .addColumn('manager_acknowledged_at', ts(db))
    .addColumn('manager_note', 'text')
    .addColumn('acknowledged_at', ts(db))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('raised_hands_open_idx')
    .on('raised_hands')
    .columns(['company_id', 'acknowledged_at', 'employee_id'])
    .execute();
  await db.schema
    .createIndex('raised_hands_employee_idx')
    .on('raised_hands')
    .columns(['employee_id', 'acknowledged_at'])
    .execute();

  await withId(db, db.schema.createTable('checkins'))
    .addColumn('company_id', 'integer', companyId)
    .addColumn('employee_id', 'integer', employeeId)
    .addColumn('topic', 'varchar(200)', (c) => c.notNull())
    .addColumn('due_at', ts(db), (c) => c.notNull())
    .addColumn('opened_at', ts(db))
    .addColumn('acknowledged_at', ts(db))
    .addColumn('note', 'text')
    .addColumn('is_urgent', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .addColumn('creator_id', 'integer', employeeRef)
    .addColumn('manager_id', 'integer', employeeRef)
    .addColumn('manager_acknowledged_at', ts(db))
    .addColumn('manager_note', 'text')
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checkins_open_idx')
    .on('checkins')
    .columns(['company_id', 'manager_acknowledged_at', 'employee_id'])
    .execute();
  await db.schema
    .createIndex('checkins_employee_idx')
    .on('checkins')
    .columns(['employee_id', 'manager_acknowledged_at'])
    .execute();
  // The opening job: scheduled check-ins by due time.
  await db.schema.createIndex('checkins_due_idx').on('checkins').columns(['opened_at', 'due_at']).execute();

  await db.schema
    .createIndex('memo_responses_flagged_idx')
    .on('memo_responses')
    .columns(['company_id', 'flagged_at', 'employee_id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
