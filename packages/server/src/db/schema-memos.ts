import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Bool, BoolWithDefault, Timestamp } from './column-types.js';

/** Table types of memos (0009, 0011, 0012, 0013) and follow-ups (0010); db/schema.ts puts them in the DB. */

/** A message, a survey or a celebration (kind). JSON lives in text columns. */
export interface MemosTable {
  id: Generated<number>;
  company_id: number;
  /** 'message' | 'survey' | 'celebration' */
  kind: string;
  /** 'draft' | 'scheduled' | 'published' | 'expired' | 'archived' (decisions.md, Memos) */
  status: string;
  title: string;
  content: string;
  recipient_title: string | null;
  recipient_content: string | null;
  category: string | null;
  priority: string;
  signature: Bool;
  /** 'standard' (Flaggable) | 'nonflaggable' */
  type: string;
  display_type: string | null;
  mode: string;
  options_key: string;
  /** JSON: the survey questions */
  options: string | null;
  author_description: string | null;
  author_id: number | null;
  creator_id: number | null;
  publisher_id: number | null;
  updater_id: number | null;
  /** Celebrations: whom, why ('other' | 'birthday' | 'anniversary'), which day (YYYY-MM-DD). */
  celebrated_employee_id: number | null;
  celebration_type: string | null;
  celebration_date: string | null;
  /** Whole years of service (anniversaries). */
  celebration_years: number | null;
  /** Made by the daily job (UNIQUE per company, employee, type and date among these). */
  celebration_automatic: BoolWithDefault;
  start_at: Timestamp | null;
  reveal_at: Timestamp | null;
  due_at: Timestamp | null;
  end_at: Timestamp | null;
  published_at: Timestamp | null;
  /** When the recipients were notified (at publish, or at reveal_at when that came later). */
  notified_at: Timestamp | null;
  expired_at: Timestamp | null;
  archived_at: Timestamp | null;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The template send it belongs to (0017), and the template it was made from. */
  template_send_id: number | null;
  template_id: number | null;
  /** Reminder steps, JSON hours relative to due_at (0021); null: no reminders. */
  reminder_steps: string | null;
  /** Hours after due_at before the late are escalated (0021); null: never. */
  escalate_after_hours: number | null;
}

export interface MemoTranslationsTable {
  id: Generated<number>;
  memo_id: number;
  locale_code: string;
  title: string | null;
  content: string | null;
  recipient_title: string | null;
  recipient_content: string | null;
  options: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MemoLocationsTable {
  memo_id: number;
  location_id: number;
}
export interface MemoAudiencesTable {
  memo_id: number;
  audience_id: number;
}
/** Individual employees a memo is addressed to (beside its locations and audiences). */
export interface MemoRecipientsTable {
  memo_id: number;
  employee_id: number;
}
export interface MemoTagsTable {
  memo_id: number;
  tag_id: number;
}

/** One row per memo and recipient, made when the memo is published (UNIQUE(memo_id, employee_id)). */
export interface MemoResponsesTable {
  id: Generated<number>;
  company_id: number;
  memo_id: number;
  employee_id: number;
  read_at: Timestamp | null;
  acknowledged_at: Timestamp | null;
  acknowledgement: string | null;
  /** JSON: { note, photo } of the acknowledgement */
  acknowledgement_data: string | null;
  /** JSON: the survey answers [{ question, answer }] */
  survey_data: string | null;
  flagged_at: Timestamp | null;
  /** JSON: { note } of the flag */
  flag_data: string | null;
  flagged_count: ColumnType<number, number | undefined, number>;
  manager_id: number | null;
  manager_acknowledged_at: Timestamp | null;
  manager_note: string | null;
  /** The flag's end (0015): closed by the employee or a manager; flagging again clears it. */
  flag_closed_at: Timestamp | null;
  flag_closed_by_id: number | null;
  is_urgent: BoolWithDefault;
  /** When the memo shows in this inbox; null once it left the inboxes (expired, archived, deleted). */
  inbox_at: Timestamp | null;
  /** The memo is a celebration (0012): the inbox and the celebrations list read apart. */
  is_celebration: BoolWithDefault;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Who celebrated a celebration with which option (0012): one per memo and employee. */
export interface CelebrationReactionsTable {
  id: Generated<number>;
  company_id: number;
  memo_id: number;
  employee_id: number;
  option: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type CelebrationReactionRow = Selectable<CelebrationReactionsTable>;

/** A file attached to a memo (0013); its bytes are in the storage adapter under storage_key. */
export interface MemoMediaTable {
  id: Generated<number>;
  company_id: number;
  memo_id: number;
  name: string;
  original_filename: string;
  mime: string;
  size: number;
  /** The file's extension as detected from its bytes: jpg, png, mp4, mp3, pdf, ... */
  type: string;
  /** 'image' | 'video' | 'audio' | 'document' */
  type_category: string;
  storage_key: string;
  /** An image's WebP thumbnail (≤ 480 px wide), when one could be made. */
  thumb_key: string | null;
  creator_id: number | null;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
}

export type MemoRow = Selectable<MemosTable>;
export type MemoMediaRow = Selectable<MemoMediaTable>;
export type MemoResponseRow = Selectable<MemoResponsesTable>;
export type MemoTranslationRow = Selectable<MemoTranslationsTable>;

/** An employee's raised hand (0010): open until closed (acknowledged_at) by the employee or a manager (0015). */
export interface RaisedHandsTable {
  id: Generated<number>;
  company_id: number;
  employee_id: number;
  note: string;
  is_urgent: BoolWithDefault;
  manager_id: number | null;
  manager_acknowledged_at: Timestamp | null;
  manager_note: string | null;
  acknowledged_at: Timestamp | null;
  closed_by_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type RaisedHandRow = Selectable<RaisedHandsTable>;

/** A check-in (0010): scheduled → open (opened_at) → checked in (acknowledged_at) → done (manager). */
export interface CheckinsTable {
  id: Generated<number>;
  company_id: number;
  employee_id: number;
  topic: string;
  due_at: Timestamp;
  opened_at: Timestamp | null;
  acknowledged_at: Timestamp | null;
  note: string | null;
  is_urgent: BoolWithDefault;
  creator_id: number | null;
  manager_id: number | null;
  manager_acknowledged_at: Timestamp | null;
  manager_note: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type CheckinRow = Selectable<CheckinsTable>;

/** An employee's inbox version, raised by triggers on memo_responses (migration 0034); no row is version 0. */
export interface InboxVersionsTable {
  employee_id: number;
  /** bigint: a string on PostgreSQL, a number on SQLite. */
  version: number | string;
}
