import { z } from 'zod';
import { COMPANY_FLAG_KEYS } from '../constants.js';
import { MSG } from '../messages.js';
import { companyIdField, requiredString } from './fields.js';
import { gifRatingField } from './gifs.js';
import { escalateAfterField, reminderStepsField } from './memo-reminders.js';

/** Company settings (spec §7 "Company" settings and reports): flags, memos, e-mail alerts, check-ins. */

export const FLAG_KEY_INVALID = 'Use lowercase letters, digits and dashes';
/** A known flag key (COMPANY_FLAG_KEYS) or any other slug a later feature reads. */
export const flagKeyField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(64, FLAG_KEY_INVALID)
  .regex(/^[a-z0-9][a-z0-9-]*$/, FLAG_KEY_INVALID);
export const KNOWN_FLAG_KEYS = COMPANY_FLAG_KEYS;

export const ZFlagsRequest = z.object({
  company_id: companyIdField,
  flags: z.array(z.object({ key: flagKeyField, enabled: z.boolean({ error: MSG.required }) })).max(50),
});
export type TFlagsRequest = z.infer<typeof ZFlagsRequest>;

export const MEMO_PRIORITIES = ['low', 'normal', 'high'] as const;
const categoryList = z.array(requiredString(60)).max(50);

/** Defaults a new memo starts from, and the category lists company/details hands out. */
/** memo settings: who shares templates (decisions.md, Memo templates and the community). */
export const TEMPLATE_SHARING = ['management', 'admins'] as const;
export const ZMemoSettings = z.object({
  default_type: z.enum(['nonflaggable', 'standard'], { error: 'Choose Flaggable or Non-flaggable' }),
  default_priority: z.enum(MEMO_PRIORITIES, { error: 'Choose low, normal or high' }),
  signature: z.boolean(),
  message_categories: categoryList,
  survey_categories: categoryList,
  celebration_categories: categoryList,
  employee_types: categoryList,
  /** Who may share templates to the community: every manager and admin, or admins only. */
  template_sharing: z.enum(TEMPLATE_SHARING, { error: 'Choose management or admins' }),
  /** Reminders of a memo with a due date: hours relative to it (memo-reminders.ts). */
  reminder_steps: reminderStepsField,
  /** Hours after the due date before the late are escalated to their managers; null: never. */
  escalate_after_hours: escalateAfterField,
  /** The content rating of chat GIF searches (g, pg, pg-13, r); pg-13 by default (gifs.ts). */
  gif_rating: gifRatingField,
});
export type TMemoSettings = z.infer<typeof ZMemoSettings>;
/** Any field left out keeps its stored (or default) value. */
export const ZMemoSettingsRequest = ZMemoSettings.partial().extend({ company_id: companyIdField });

export const ZEmailAlerts = z.object({
  flagged_messages: z.boolean(),
  raised_hands: z.boolean(),
  checkins: z.boolean(),
  weekly_summary: z.boolean(),
});
export type TEmailAlerts = z.infer<typeof ZEmailAlerts>;
export const ZEmailAlertsRequest = ZEmailAlerts.partial().extend({ company_id: companyIdField });

export const ZCheckinTopicsRequest = z.object({
  company_id: companyIdField,
  topics: z.array(requiredString(160)).max(50),
});

/** A row of the settings employee list (management) or of the company's own list (employees). */
export const ZSettingsEmployee = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string().optional(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  is_active: z.boolean().optional(),
});
export type TSettingsEmployee = z.infer<typeof ZSettingsEmployee>;
export const ZSettingsEmployeesQuery = z.object({
  company_id: companyIdField,
  active: z.enum(['yes', 'no'], { error: 'Choose yes or no' }).default('yes'),
});

export const ZWeeklyLoginRequest = z.object({
  company_id: companyIdField,
  weeks: z.coerce.number().int().min(1, 'Must be 1 or more').max(52, 'Must be at most 52').default(8),
});

/** A check-in topic; the id is null while the company still uses the default topics. */
export const ZCheckinTopic = z.object({ id: z.number().nullable(), name: z.string() });
export type TCheckinTopic = z.infer<typeof ZCheckinTopic>;
