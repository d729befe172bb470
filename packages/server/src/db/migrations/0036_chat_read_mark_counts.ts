import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * How many of a group's members have a read mark, kept on the group (`chat_groups.read_marks`;
 * decisions.md, "Chat — readers counted from the other side"). A page deep in a group's past has
 * been read by nearly every member: counting them read 5,000 index entries a page. With this
 * count, a page counts only the few marks below it. A member's mark moves on every read, but the
 * count changes only with a member's first mark (or its removal), so the group's row is written
 * about once per member, not once per read: no hot row. Kept by triggers, so no write can forget
 * it: per row on SQLite, per statement on PostgreSQL, which locks the groups it changes in id
 * order (an employee's deletion removes their marks in many groups at once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_groups')
    .addColumn('read_marks', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update chat_groups set read_marks = (select count(*) from chat_members cm
    where cm.chat_group_id = chat_groups.id and cm.last_read_message_id is not null)`.execute(db);
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

const shift = (delta: string, group: string) =>
  `update chat_groups set read_marks = read_marks + (${delta}) where id = ${group};`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create trigger chat_members_read_marks_insert after insert on chat_members
     when new.last_read_message_id is not null
     begin ${shift('1', 'new.chat_group_id')} end`,
    `create trigger chat_members_read_marks_update after update of last_read_message_id on chat_members
     when (old.last_read_message_id is null) <> (new.last_read_message_id is null)
     begin ${shift('case when new.last_read_message_id is null then -1 else 1 end', 'new.chat_group_id')} end`,
    `create trigger chat_members_read_marks_delete after delete on chat_members
     when old.last_read_message_id is not null
     begin ${shift('-1', 'old.chat_group_id')} end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** `changes`: rows of (chat_group_id, delta) the statement made. */
const apply = (name: string, changes: string) => `
  create function ${name}() returns trigger language plpgsql as $$
  declare ids integer[]; deltas integer[];
  begin
    select array_agg(chat_group_id order by chat_group_id), array_agg(delta order by chat_group_id)
      into ids, deltas
      from (select chat_group_id, sum(delta)::integer as delta from (${changes}) c group by chat_group_id) d
      where delta <> 0;
    if ids is null then return null; end if;
    perform 1 from chat_groups where id = any(ids) order by id for no key update;
    update chat_groups g set read_marks = g.read_marks + u.delta
      from unnest(ids, deltas) as u(id, delta) where g.id = u.id;
    return null;
  end $$`;

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const marked = (row: string) => `(${row}.last_read_message_id is not null)::integer`;
  const statements = [
    apply('chat_read_marks_inserted', `select chat_group_id, ${marked('n')} as delta from new_rows n`),
    apply('chat_read_marks_deleted', `select chat_group_id, -${marked('o')} as delta from old_rows o`),
    apply(
      'chat_read_marks_updated',
      `select n.chat_group_id, ${marked('n')} - ${marked('o')} as delta from old_rows o
       join new_rows n on n.chat_group_id = o.chat_group_id and n.employee_id = o.employee_id`,
    ),
    `create trigger chat_members_read_marks_insert after insert on chat_members
     referencing new table as new_rows for each statement execute function chat_read_marks_inserted()`,
    `create trigger chat_members_read_marks_delete after delete on chat_members
     referencing old table as old_rows for each statement execute function chat_read_marks_deleted()`,
    `create trigger chat_members_read_marks_update after update on chat_members
     referencing old table as old_rows new table as new_rows
     for each statement execute function chat_read_marks_updated()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
