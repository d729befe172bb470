import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Bool, BoolWithDefault, Timestamp } from './column-types.js';

/** Table types of chat (0025, 0032, 0036); db/schema.ts puts them in the DB. */

export interface ChatGroupsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  icon: string | null;
  is_private: BoolWithDefault;
  /** `company:low:high` employee ids of a private conversation; null for a group. */
  private_key: string | null;
  creator_id: number | null;
  last_message_id: number | null;
  last_activity_at: Timestamp;
  /** How many members have a read mark (0036, kept by triggers: never written by the app). */
  read_marks: ColumnType<number, never, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface ChatTargetsTable {
  chat_group_id: number;
  /** 'location' | 'audience' | 'employee' */
  target_type: string;
  target_id: number;
}

export interface ChatMembersTable {
  chat_group_id: number;
  employee_id: number;
  company_id: number;
  last_read_message_id: number | null;
  last_read_at: Timestamp | null;
  is_notifications_active: BoolWithDefault;
}

export interface ChatImagesTable {
  id: Generated<number>;
  company_id: number;
  chat_group_id: number;
  employee_id: number | null;
  storage_key: string;
  thumb_key: string | null;
  mime: string;
  size: ColumnType<number | string, number, number>;
  width: number | null;
  height: number | null;
  created_at: Timestamp;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  company_id: number;
  chat_group_id: number;
  employee_id: number | null;
  client_id: string | null;
  content: string | null;
  image_id: number | null;
  /** JSON: TChatGif */
  gif: string | null;
  chat_message_id: number | null;
  message_id: number | null;
  survey_id: number | null;
  celebration_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  edited_at: Timestamp | null;
  deleted_at: Timestamp | null;
}

export interface ChatReactionsTable {
  chat_message_id: number;
  employee_id: number;
  emoji: string;
  created_at: Timestamp;
}

/** Chat membership's version per company (0032: grows with every change membership derives from). */
export interface ChatMemberVersionsTable {
  company_id: number;
  /** bigint: a string on PostgreSQL, a number on SQLite. */
  version: number | string;
}

export interface ChatTables {
  chat_groups: ChatGroupsTable;
  chat_targets: ChatTargetsTable;
  chat_members: ChatMembersTable;
  chat_images: ChatImagesTable;
  chat_messages: ChatMessagesTable;
  chat_reactions: ChatReactionsTable;
  chat_member_versions: ChatMemberVersionsTable;
}

export type ChatGroupRow = Selectable<ChatGroupsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type ChatImageRow = Selectable<ChatImagesTable>;
export type { Bool };
