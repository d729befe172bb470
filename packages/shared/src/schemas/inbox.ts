import { z } from 'zod';
import { MSG } from '../messages.js';
import { ZCelebrationInfo, ZCelebrationOptionCounts } from './celebrations.js';
import { ZIdName } from './entities.js';
import { companyIdField, requiredString } from './fields.js';
import { ZCheckin, ZRaisedHand } from './followup-items.js';
import { ZMemoMedia } from './media.js';
import { ZEmployeeResponse } from './memo-answers.js';
import { ALL_MEMO_KINDS, MEMO_TEXT, MEMO_TYPES, ZTranslatedQuestion } from './memos.js';
import { idField, PER_PAGE_MAX } from './places.js';

/** The employee app's memo calls (spec §7 Employee app): the inbox, acknowledging, flagging, answering. */

export const ZInboxRequest = z.object({
  company_id: companyIdField,
  page: z.coerce.number().int().min(1, 'Must be 1 or more').default(1),
  per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX, `Must be at most ${PER_PAGE_MAX}`).default(25),
  /** Opens one memo: answers only it and marks it read. */
  memo_id: idField.optional(),
});

/** A memo in an employee's inbox, in their language (the es translation when there is one). */
export const ZInboxMemo = z.object({
  id: z.number(),
  kind: z.enum(ALL_MEMO_KINDS),
  locale_code: z.string(),
  title: z.string(),
  content: z.string(),
  category: z.string().nullable(),
  priority: z.string(),
  signature: z.boolean(),
  type: z.enum(MEMO_TYPES),
  display_type: z.string().nullable(),
  options: z.array(ZTranslatedQuestion),
  author: ZIdName.nullable(),
  author_description: z.string().nullable(),
  display_start_at: z.string().nullable(),
  due_at: z.string().nullable(),
  end_at: z.string().nullable(),
  published_at: z.string().nullable(),
  is_read: z.boolean(),
  is_past_due: z.boolean(),
  can_flag: z.boolean(),
  employee_response: ZEmployeeResponse,
  media: z.array(ZMemoMedia),
  /** Celebrations: whom and why (null on messages and surveys). */
  celebration: ZCelebrationInfo.nullable(),
  /** Celebrations: the company's options with their counts ({} on messages and surveys). */
  celebration_options: ZCelebrationOptionCounts,
  /** The option this employee celebrated with, else null. */
  my_celebration_option: z.string().nullable(),
});
export type TInboxMemo = z.infer<typeof ZInboxMemo>;

export const ZInbox = z.object({
  /** Messages and surveys, unread first. */
  memos: z.array(ZInboxMemo),
  unread_count: z.number(),
  /** The live celebrations addressed to the employee, newest first (at most 20; not paged). */
  celebrations: z.array(ZInboxMemo),
  current_page: z.number(),
  total_pages: z.number(),
  total: z.number(),
  per_page: z.number(),
});
export type TInbox = z.infer<typeof ZInbox>;

/** Spec §3 Memo response bundle: the employee's state after acknowledging, answering or flagging. */
export const ZMemoResponseBundle = z.object({
  messages: z.array(ZInboxMemo),
  surveys: z.array(ZInboxMemo),
  memos: z.array(ZInboxMemo),
  memo_count: z.number(),
  /** The live celebrations addressed to the employee, newest first (at most 20). */
  celebrations: z.array(ZInboxMemo),
  /** The employee's open check-in (awaiting them), else null. */
  checkin: ZCheckin.nullable(),
  /** Their active check-ins (not yet acknowledged by a manager). */
  checkins: z.array(ZCheckin),
  /** Their active raised hand, else null. */
  raised_hand: ZRaisedHand.nullable(),
  raised_hands: z.array(ZRaisedHand),
  flagged_memos: z.array(ZInboxMemo),
  celebration_options: z.record(z.string(), z.number()),
});
export type TMemoResponseBundle = z.infer<typeof ZMemoResponseBundle>;

/** employee-message/acknowledge (multipart or JSON): an optional note (and optional photo file). */
export const ZAcknowledgeRequest = z.object({
  company_id: companyIdField,
  id: idField,
  acknowledgement: z.string().trim().max(2000, 'Must be at most 2000 characters').nullish(),
});
export const ZFlagRequest = z.object({
  company_id: companyIdField,
  id: idField,
  note: z.string().trim().max(2000, 'Must be at most 2000 characters').nullish(),
  is_urgent: z.boolean().default(false),
});
export const ZSurveyAnswerRequest = z.object({
  company_id: companyIdField,
  id: idField,
  answers: z
    .array(
      z.object({ question: z.number({ error: MSG.required }).int().min(0), answer: requiredString(200) }),
    )
    .min(1, MEMO_TEXT.answerEveryQuestion),
});

/** One memo in an employee's memo lists (employee/read-memos, unread-memos, memos-csv). */
export const ZEmployeeMemoRow = z.object({
  id: z.number(),
  kind: z.enum(ALL_MEMO_KINDS),
  title: z.string(),
  display_start_at: z.string().nullable(),
  due_at: z.string().nullable(),
  read_at: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
  is_past_due: z.boolean(),
});
export type TEmployeeMemoRow = z.infer<typeof ZEmployeeMemoRow>;
