import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from './column-types.js';

/** One reminder to an employee or one escalation digest to a manager (0021_memo_reminders). */
export interface MemoRemindersTable {
  id: Generated<number>;
  company_id: number;
  memo_id: number;
  /** The employee reminded, or the manager given the digest. */
  recipient_id: number;
  /** 'h<hours>' for a reminder step (h-24, h0, h24), 'esc-managers' | 'esc-location' for a digest. */
  step: string;
  /** 'reminder' | 'escalation' */
  kind: string;
  /** 'sms' | 'mail' | null (tray only) */
  channel: string | null;
  /** 'none' | 'queued' | 'sending' | 'sent' | 'failed' */
  delivery: string;
  delivery_locked_until: Timestamp | null;
  /** A digest's lines (JSON TDigestLine[]). */
  detail: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  last_error: string | null;
}
export type MemoReminderRow = Selectable<MemoRemindersTable>;
