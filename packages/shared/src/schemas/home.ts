import { z } from 'zod';
import { ZIdName } from './entities.js';
import { companyIdField } from './fields.js';
import { ZCheckin, ZRaisedHand } from './followup-items.js';
import { ZFollowupCounts } from './followups.js';
import { ALL_MEMO_KINDS } from './memos.js';

/**
 * GET home (spec §2 home, §7 Employee app): the management dashboard and the employee's own
 * state in one answer. Each block names what the web links to (docs/decisions.md, Home).
 */

export const ZHomeQuery = z.object({ company_id: companyIdField });

/** A recent published memo: reach and response rate (links to the memo's detail by id). */
export const ZHomeMemo = z.object({
  id: z.number(),
  kind: z.enum(ALL_MEMO_KINDS),
  title: z.string(),
  display_start_at: z.string().nullable(),
  due_at: z.string().nullable(),
  /** Recipients reached. */
  recipient_count: z.number(),
  read_count: z.number(),
  responded_count: z.number(),
  /** Recipients who have not acknowledged it and whose due date has passed. */
  past_due_count: z.number(),
  /** responded / recipients, 0..1 (shown as a whole percent). */
  response_rate: z.number(),
});

/** Unacknowledged responses past their memo's due date, by the recipient's location (links to Team filtered by it). */
export const ZHomePastDue = z.object({
  location_id: z.number().nullable(),
  location_name: z.string().nullable(),
  count: z.number(),
  /** The memos late there, most late first (at most 5; each links to its detail). */
  memos: z.array(ZIdName),
});

export const ZHomeManagement = z.object({
  recent_memos: z.array(ZHomeMemo),
  /** Across the recent memos: recipients and responses added up, and their rate. */
  reach: z.object({ recipient_count: z.number(), responded_count: z.number(), response_rate: z.number() }),
  past_due_by_location: z.array(ZHomePastDue),
  /** Open follow-ups of the caller's people (links to /flags). */
  followups: ZFollowupCounts,
});

export const ZHomeEmployee = z.object({
  unread_memo_count: z.number(),
  unread_memo_past_due_count: z.number(),
  /** The caller's open check-in (awaiting them), and their active raised hand. */
  checkin: ZCheckin.nullable(),
  raised_hand: ZRaisedHand.nullable(),
});

export const ZHome = z.object({
  is_management: z.boolean(),
  /** Null for a plain employee. */
  management: ZHomeManagement.nullable(),
  employee: ZHomeEmployee,
});
export type THome = z.infer<typeof ZHome>;
export type THomeManagement = z.infer<typeof ZHomeManagement>;
