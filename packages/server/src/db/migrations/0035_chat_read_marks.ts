import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * Read receipts at the scale of a 5,000-member group whose members have all opened it
 * (docs/performance.md, "Receipts with every member's read mark"):
 *
 * - `chat_members_latest_idx` walks a group's read marks latest first, so the latest readers of a
 *   page deep in the past (nearly every member) are the first few entries instead of every mark
 *   sorted (1.9 ms a page with 5,000 marks, 0.05 ms so);
 * - `chat_members_employee_idx` finds one employee's marks in every group;
 * - a deleted employee is no longer a member: their read marks go with the deletion (a trigger,
 *   so no writer can forget it), and counting a page's readers reads the index alone instead of
 *   looking up each reader's employee row (1 ms a page with 5,000 marks). One restored later
 *   starts with every group unread. Marks of employees deleted before this migration go now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('chat_members_latest_idx')
    .on('chat_members')
    .columns(['chat_group_id', 'last_read_at desc', 'employee_id', 'last_read_message_id'])
    .execute();
  await db.schema.createIndex('chat_members_employee_idx').on('chat_members').column('employee_id').execute();
  await sql`delete from chat_members where employee_id in (select id from employees where deleted_at is not null)`.execute(
    db,
  );
  if (isPostgres(db)) {
    await sql
      .raw(`create function chat_marks_of_deleted() returns trigger language plpgsql as $$
        begin delete from chat_members where employee_id = new.id; return null; end $$`)
      .execute(db);
    await sql
      .raw(`create trigger employees_chat_marks_delete after update of deleted_at on employees for each row
        when (new.deleted_at is not null and old.deleted_at is null) execute function chat_marks_of_deleted()`)
      .execute(db);
  } else {
    await sql
      .raw(`create trigger employees_chat_marks_delete after update of deleted_at on employees
        when new.deleted_at is not null and old.deleted_at is null
        begin delete from chat_members where employee_id = new.id; end`)
      .execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
