import { z } from 'zod';
import { REMINDER_STEP_MAX, REMINDER_STEPS_MAX_COUNT, REMINDER_TEXT } from '../texts/memo-reminders.js';
import { companyIdField } from './fields.js';
import { idField } from './places.js';

export { REMINDER_STEP_MAX, REMINDER_STEPS_MAX_COUNT, REMINDER_TEXT } from '../texts/memo-reminders.js';

/**
 * Reminders and escalation of a memo with a due date (issue 13; docs/decisions.md, Reminders and
 * escalation). A step is a whole number of hours relative to the due date: -24 is a day before,
 * 0 at due, 24 a day after. Whoever has not acknowledged or answered when a step comes is
 * reminded once (tray and realtime; SMS or e-mail when they have not opened the app since the
 * memo was sent). `escalate_after_hours` after the due date the late people's managers get one
 * digest, and the same delay later their locations' managers; null: no escalation.
 */

/** The steps compose and settings offer (any whole hour within ±REMINDER_STEP_MAX is accepted). */
export const REMINDER_STEP_CHOICES = [-48, -24, -2, 0, 24, 48] as const;
/** The escalation delays offered (hours after the due date). */
export const ESCALATION_CHOICES = [24, 48, 72] as const;
export const DEFAULT_REMINDER_STEPS = [-24, 0, 24];
export const DEFAULT_ESCALATE_AFTER_HOURS = 24;

/** The steps, each once (no transform: the schema also describes answers; the server sorts them). */
export const reminderStepsField = z
  .array(
    z
      .number()
      .int()
      .min(-REMINDER_STEP_MAX, REMINDER_TEXT.stepRange)
      .max(REMINDER_STEP_MAX, REMINDER_TEXT.stepRange),
  )
  .max(REMINDER_STEPS_MAX_COUNT, REMINDER_TEXT.tooManySteps)
  .refine((steps) => new Set(steps).size === steps.length, REMINDER_TEXT.stepTwice);

/** Steps in time order. */
export const sortSteps = (steps: readonly number[]) => [...steps].sort((a, b) => a - b);

/** Stored steps (JSON text of hours) in time order; anything unreadable is no step. */
export function parseReminderSteps(text: string | null): number[] {
  if (!text) return [];
  try {
    const raw: unknown = JSON.parse(text);
    if (!Array.isArray(raw)) return [];
    return sortSteps(raw.filter((h): h is number => Number.isInteger(h)));
  } catch {
    return [];
  }
}

export const escalateAfterField = z
  .number()
  .int()
  .min(1, REMINDER_TEXT.escalationRange)
  .max(REMINDER_STEP_MAX, REMINDER_TEXT.escalationRange)
  .nullable();

/** The two escalation levels: the late people's own managers, then their locations' managers. */
export const ESCALATION_LEVELS = ['managers', 'location'] as const;
export type EscalationLevel = (typeof ESCALATION_LEVELS)[number];

/** GET memos/reminders: a memo's reminder and escalation history (management). */
export const ZMemoRemindersQuery = z.object({ company_id: companyIdField, id: idField });

/** One step as sent: when it first went out, to how many, and how many of those by SMS or e-mail. */
export const ZReminderStepHistory = z.object({
  step_hours: z.number(),
  /** When the step came (due date + step); null when the memo has no due date any more. */
  scheduled_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  reminded_count: z.number(),
  sms_count: z.number(),
  mail_count: z.number(),
});
export type TReminderStepHistory = z.infer<typeof ZReminderStepHistory>;

/** One location's line of a digest: "Downtown: 3 of 14 have not acknowledged". */
export const ZDigestLine = z.object({
  location_id: z.number().nullable(),
  location: z.string().nullable(),
  late: z.number(),
  total: z.number(),
  late_names: z.array(z.string()),
});
export type TDigestLine = z.infer<typeof ZDigestLine>;

export const ZEscalationHistory = z.object({
  level: z.enum(ESCALATION_LEVELS),
  manager: z.object({ id: z.number(), name: z.string() }),
  sent_at: z.string().nullable(),
  by_mail: z.boolean(),
  lines: z.array(ZDigestLine),
});
export type TEscalationHistory = z.infer<typeof ZEscalationHistory>;

export const ZMemoReminders = z.object({
  memo_id: z.number(),
  due_at: z.string().nullable(),
  reminder_steps: z.array(z.number()),
  escalate_after_hours: z.number().nullable(),
  steps: z.array(ZReminderStepHistory),
  escalations: z.array(ZEscalationHistory),
});
export type TMemoReminders = z.infer<typeof ZMemoReminders>;
