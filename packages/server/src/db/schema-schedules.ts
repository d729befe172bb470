import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from './column-types.js';

/** Table types of scheduled sends (0020); db/schema.ts puts them in the DB. */

export interface ScheduledSendsTable {
  id: Generated<number>;
  company_id: number;
  /** 'template' | 'send' (features/scheduled-sends/sendables.ts) */
  sendable_kind: string;
  sendable_id: number;
  /** JSON: { location_ids, audience_ids, recipient_ids } */
  targets: string;
  /** The first local date (YYYY-MM-DD) and the local time (HH:MM) in time_zone. */
  start_date: string;
  time: string;
  time_zone: string;
  /** 'once' | 'daily' | 'weekly' | 'monthly' */
  repeat: string;
  /** JSON: the weekdays of a weekly rule (0 = Sunday). */
  weekdays: string;
  end_date: string | null;
  count: number | null;
  /** The next occurrence not yet run; null when none is left. */
  next_at: Timestamp | null;
  creator_id: number | null;
  updater_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One occurrence of a schedule, recorded once (UNIQUE schedule_id, occurrence_at). */
export interface ScheduledSendRunsTable {
  id: Generated<number>;
  schedule_id: number;
  company_id: number;
  occurrence_at: Timestamp;
  /** 'sent' | 'skipped' */
  status: string;
  /** JSON: the ids of the memos it published. */
  memo_ids: string;
  reason: string | null;
  finished_at: Timestamp;
}

export type ScheduledSendRow = Selectable<ScheduledSendsTable>;
export type ScheduledRunRow = Selectable<ScheduledSendRunsTable>;
