import type { Kysely } from 'kysely';
import { boolDefault, boolType, type Col, timestampType as ts, withId } from './helpers.js';

/**
 * Chat (spec §3 Chat group, Chat message; decisions.md, Chat — server). A group is targeted like
 * a form (`chat_targets`: location | audience | employee, read live), so membership follows
 * people as they join, move or leave; its creator is a member too. A private conversation is a
 * group of two employee targets with `private_key` (company:low:high) unique, so a pair has one.
 * `chat_members` is a member's own state (read mark, mute), made when first needed: no row means
 * nothing read and notifications on. Messages page newest first by id (`chat_messages_group_idx`);
 * a sender's `client_id` is unique per sender, so a retried send finds the first.
 * `last_message_id` and `last_activity_at` on the group keep the list's order and latest message
 * without a scan of the messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const company = (c: Col) => c.notNull().references('companies.id').onDelete('cascade');
  const person = (c: Col) => c.references('employees.id').onDelete('set null');

  await withId(db, db.schema.createTable('chat_groups'))
    .addColumn('company_id', 'integer', company)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('icon', 'varchar(64)')
    .addColumn('is_private', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .addColumn('private_key', 'varchar(64)', (c) => c.unique())
    .addColumn('creator_id', 'integer', person)
    .addColumn('last_message_id', 'integer')
    .addColumn('last_activity_at', ts(db), (c) => c.notNull())
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .addColumn('deleted_at', ts(db))
    .execute();
  await db.schema
    .createIndex('chat_groups_company_idx')
    .on('chat_groups')
    .columns(['company_id', 'creator_id'])
    .execute();

  await db.schema
    .createTable('chat_targets')
    .addColumn('chat_group_id', 'integer', (c) =>
      c.notNull().references('chat_groups.id').onDelete('cascade'),
    )
    .addColumn('target_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_targets_pk', ['chat_group_id', 'target_type', 'target_id'])
    .execute();
  // "My groups" starts from the caller's locations, audiences and id.
  await db.schema
    .createIndex('chat_targets_target_idx')
    .on('chat_targets')
    .columns(['target_type', 'target_id', 'chat_group_id'])
    .execute();

  await db.schema
    .createTable('chat_members')
    .addColumn('chat_group_id', 'integer', (c) =>
      c.notNull().references('chat_groups.id').onDelete('cascade'),
    )
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', company)
    .addColumn('last_read_message_id', 'integer')
    .addColumn('last_read_at', ts(db))
    .addColumn('is_notifications_active', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, true)))
    .addPrimaryKeyConstraint('chat_members_pk', ['chat_group_id', 'employee_id'])
    .execute();
  await db.schema
    .createIndex('chat_members_read_idx')
    .on('chat_members')
    .columns(['chat_group_id', 'last_read_message_id'])
    .execute();

  await withId(db, db.schema.createTable('chat_images'))
    .addColumn('company_id', 'integer', company)
    .addColumn('chat_group_id', 'integer', (c) =>
      c.notNull().references('chat_groups.id').onDelete('cascade'),
    )
    .addColumn('employee_id', 'integer', person)
    .addColumn('storage_key', 'varchar(500)', (c) => c.notNull().unique())
    .addColumn('thumb_key', 'varchar(500)', (c) => c.unique())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('chat_messages'))
    .addColumn('company_id', 'integer', company)
    .addColumn('chat_group_id', 'integer', (c) =>
      c.notNull().references('chat_groups.id').onDelete('cascade'),
    )
    .addColumn('employee_id', 'integer', person)
    .addColumn('client_id', 'varchar(64)')
    .addColumn('content', 'text')
    .addColumn('image_id', 'integer', (c) => c.references('chat_images.id').onDelete('set null'))
    .addColumn('gif', 'text')
    .addColumn('chat_message_id', 'integer')
    .addColumn('message_id', 'integer', (c) => c.references('memos.id').onDelete('set null'))
    .addColumn('survey_id', 'integer', (c) => c.references('memos.id').onDelete('set null'))
    .addColumn('celebration_id', 'integer', (c) => c.references('memos.id').onDelete('set null'))
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .addColumn('edited_at', ts(db))
    .addColumn('deleted_at', ts(db))
    .execute();
  await db.schema
    .createIndex('chat_messages_group_idx')
    .on('chat_messages')
    .columns(['chat_group_id', 'id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_client_idx')
    .on('chat_messages')
    .columns(['employee_id', 'client_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('chat_reactions')
    .addColumn('chat_message_id', 'integer', (c) =>
      c.notNull().references('chat_messages.id').onDelete('cascade'),
    )
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('emoji', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', ts(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_reactions_pk', ['chat_message_id', 'employee_id', 'emoji'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only once landed');
}
