import { z } from 'zod';
import { ZIdName } from './entities.js';
import { companyIdField, requiredString } from './fields.js';
import { ZCheckin, ZRaisedHand } from './followup-items.js';
import { ZEmployeeResponse } from './memo-answers.js';
import { idField } from './places.js';

export { FOLLOWUP_TEXT } from '../texts/followups.js';

/**
 * Follow-ups (spec §3 Raised hand, Employee response; §7 the flagged, raised-hand and check-in
 * calls): flagged messages, raised hands and check-ins, what management sees and answers, and
 * what an employee does. Decisions (statuses, who may do what, urgency order): docs/decisions.md,
 * Follow-ups.
 */

export * from './followup-items.js';

/** Where the web lists follow-ups (the Follow-ups page). */
export const FOLLOWUPS_PATH = '/flags';

const note = (max = 2000) => z.string().trim().max(max, `Must be at most ${max} characters`);
const isoDate = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Use a date and time')
  .transform((v) => new Date(v).toISOString());

/** A flagged message as management follows it up: the response with its memo. */
export const ZFlaggedMessage = ZEmployeeResponse.extend({
  memo: z.object({ id: z.number(), title: z.string(), kind: z.string() }),
  admin_notify_path: z.string(),
});
export type TFlaggedMessage = z.infer<typeof ZFlaggedMessage>;

/**
 * Follow-ups counted by the lifecycle (also on Home): each kind and `urgent` count the open ones
 * (awaiting a manager: the Open tab); `awaiting_employee` the answered ones not closed yet.
 */
export const ZFollowupCounts = z.object({
  flagged_messages: z.number(),
  raised_hands: z.number(),
  checkins: z.number(),
  urgent: z.number(),
  awaiting_manager: z.number(),
  awaiting_employee: z.number(),
});
export type TFollowupCounts = z.infer<typeof ZFollowupCounts>;

/**
 * company/messages/flagged: the follow-ups of the people the caller manages in one tab — `open`
 * (awaiting a manager: urgent first, then the oldest waiting) or `answered` (every answered one
 * still waiting for the employee, then the FOLLOWUP_HISTORY_LIMIT latest closed of each kind, each
 * group latest answer first); `employees`
 * names everyone in them; `counts` are the same whatever the tab.
 */
export const ZFlaggedOverview = z.object({
  flagged_messages: z.array(ZFlaggedMessage),
  raised_hands: z.array(ZRaisedHand),
  checkins: z.array(ZCheckin),
  employees: z.array(ZIdName),
  counts: ZFollowupCounts,
});
export type TFlaggedOverview = z.infer<typeof ZFlaggedOverview>;

// Requests

/** The Follow-ups tabs: what awaits a manager, and what was answered (history). */
export const FOLLOWUP_TABS = ['open', 'answered'] as const;
export type FollowupTab = (typeof FOLLOWUP_TABS)[number];
/** The Answered tab lists at most this many closed items of each kind, the latest answers first. */
export const FOLLOWUP_HISTORY_LIMIT = 50;

/** company/messages/flagged; `employee_id` narrows to one employee (FlaggedMessageList's id). */
export const ZFlaggedQuery = z.object({
  company_id: companyIdField,
  employee_id: idField.optional(),
  status: z.enum(FOLLOWUP_TABS).default('open'),
});
/** GET message/flagged|raised-hand|checkin: one follow-up by id. */
export const ZFollowupIdQuery = z.object({ company_id: companyIdField, id: idField });
/** POST message/flagged|raised-hand|checkin: the manager answers with a note. */
export const ZFollowupAcknowledgeRequest = z.object({
  company_id: companyIdField,
  id: idField,
  manager_note: note().nullish(),
});
export type TFollowupAcknowledgeRequest = z.input<typeof ZFollowupAcknowledgeRequest>;
/** POST message/flagged/close, message/raised-hand/close: a manager closes an answered follow-up. */
export const ZFollowupCloseRequest = z.object({ company_id: companyIdField, id: idField });

/** employee-hand/raise. */
export const ZRaiseHandRequest = z.object({
  company_id: companyIdField,
  note: requiredString(2000),
  is_urgent: z.boolean().default(false),
});
export type TRaiseHandRequest = z.input<typeof ZRaiseHandRequest>;
/** employee-hand/acknowledge: the employee closes their raised hand. */
export const ZHandAcknowledgeRequest = z.object({ company_id: companyIdField, id: idField });

/**
 * POST company/employee/checkin: without `id` creates a check-in for `employee_id` (due now
 * when `due_at` is left out); with `id` edits one not yet answered (a new due_at defers it).
 */
export const ZCheckinSaveRequest = z.object({
  company_id: companyIdField,
  id: idField.optional(),
  employee_id: idField.optional(),
  topic: requiredString(200).optional(),
  due_at: z.union([isoDate, z.null()]).optional(),
  is_urgent: z.boolean().optional(),
});
export type TCheckinSaveRequest = z.input<typeof ZCheckinSaveRequest>;
export const ZCheckinDeleteRequest = z.object({ company_id: companyIdField, id: idField });
/** employee-checkin/acknowledge: the employee checks in with a note. */
export const ZCheckinAcknowledgeRequest = z.object({
  company_id: companyIdField,
  id: idField,
  note: requiredString(2000),
});
export type TCheckinAcknowledgeRequest = z.input<typeof ZCheckinAcknowledgeRequest>;
