import { z } from 'zod';
import { FOLLOWUP_STATES } from '../followup-lifecycle.js';
import { ZIdName } from './entities.js';

/**
 * The follow-up items an employee and management both see (spec §3 Raised hand; check-ins).
 * Apart from followups.ts so the memo response bundle (memos.ts) can name them without a cycle.
 */

/** Spec §3 Raised hand: an employee's note to their manager(s). */
export const ZRaisedHand = z.object({
  id: z.number(),
  employee_id: z.number(),
  employee: ZIdName.nullable(),
  note: z.string(),
  is_urgent: z.boolean(),
  manager_id: z.number().nullable(),
  manager: ZIdName.nullable(),
  manager_acknowledged_at: z.string().nullable(),
  manager_note: z.string().nullable(),
  /** When it was closed (the employee lowered the hand, or a manager closed it); null until then. */
  acknowledged_at: z.string().nullable(),
  /** Who closed it: the employee or a manager. */
  closed_by: ZIdName.nullable(),
  state: z.enum(FOLLOWUP_STATES),
  is_awaiting_manager: z.boolean(),
  is_awaiting_employee: z.boolean(),
  admin_notify_path: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TRaisedHand = z.infer<typeof ZRaisedHand>;

/**
 * scheduled (due later) → open (due: the employee is asked) → checked_in (the employee answered;
 * awaiting the manager) → done (the manager acknowledged).
 */
export const CHECKIN_STATUSES = ['scheduled', 'open', 'checked_in', 'done'] as const;
export type CheckinStatus = (typeof CHECKIN_STATUSES)[number];

export const ZCheckin = z.object({
  id: z.number(),
  employee_id: z.number(),
  employee: ZIdName.nullable(),
  topic: z.string(),
  status: z.enum(CHECKIN_STATUSES),
  due_at: z.string(),
  opened_at: z.string().nullable(),
  /** When the employee checked in, and what they wrote. */
  acknowledged_at: z.string().nullable(),
  note: z.string().nullable(),
  is_urgent: z.boolean(),
  creator: ZIdName.nullable(),
  manager_id: z.number().nullable(),
  manager: ZIdName.nullable(),
  manager_acknowledged_at: z.string().nullable(),
  manager_note: z.string().nullable(),
  /** Null until the employee checks in; then open, and closed by the manager's answer. */
  state: z.enum(FOLLOWUP_STATES).nullable(),
  is_awaiting_manager: z.boolean(),
  is_awaiting_employee: z.boolean(),
  admin_notify_path: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCheckin = z.infer<typeof ZCheckin>;
