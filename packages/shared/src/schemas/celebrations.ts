import { z } from 'zod';
import { CELEBRATION_TEXT } from '../texts/celebrations.js';
import { ZIdName } from './entities.js';
import { companyIdField } from './fields.js';
import { ZMemoCreateRequest, ZMemosQuery, ZMemoUpdateRequest } from './memos.js';
import { idField, PER_PAGE_MAX } from './places.js';

export { CELEBRATION_TEXT } from '../texts/celebrations.js';

/** Spec §3 Types: celebration types and their labels. */
export const CELEBRATION_TYPES = ['other', 'birthday', 'anniversary'] as const;
export type CelebrationType = (typeof CELEBRATION_TYPES)[number];
export const CELEBRATION_TYPE_LABELS = {
  other: 'Default',
  birthday: 'Birthday',
  anniversary: 'Anniversary',
} as const;

/** POST employees/celebrations: upcoming birthdays and work anniversaries of the caller's people. */
export const ZUpcomingCelebrationsRequest = z.object({
  company_id: companyIdField,
  days: z.coerce.number().int().min(1, 'Must be 1 or more').max(366, 'Must be at most 366').default(30),
});

export const ZUpcomingCelebration = z.object({
  employee: ZIdName,
  type: z.enum(['birthday', 'anniversary']),
  /** The next occurrence (YYYY-MM-DD, the company's local date; 29 February → 28 in other years). */
  date: z.string(),
  /** Whole years of service on that date (anniversaries); null for birthdays. */
  years: z.number().nullable(),
});
export type TUpcomingCelebration = z.infer<typeof ZUpcomingCelebration>;

export const ZUpcomingCelebrations = z.object({
  /** Today in the company's time zone, and how many days ahead were looked at. */
  from: z.string(),
  days: z.number(),
  celebrations: z.array(ZUpcomingCelebration),
});
export type TUpcomingCelebrations = z.infer<typeof ZUpcomingCelebrations>;

/**
 * When a celebration goes out on its day, local time: the daily job's automatic ones, and the
 * start compose suggests for a manual one.
 */
export const CELEBRATION_START_TIME = '09:00';

/**
 * What makes a memo record a celebration (null on messages and surveys): who is celebrated, why,
 * on which day, and whether the daily job made it (docs/decisions.md, Celebrations).
 */
export const ZCelebrationInfo = z.object({
  employee: ZIdName,
  type: z.enum(CELEBRATION_TYPES),
  /** The day celebrated (YYYY-MM-DD, the celebrated employee's location's local date). */
  date: z.string(),
  /** Whole years of service (anniversaries), else null. */
  years: z.number().nullable(),
  /** Made by the daily birthday/anniversary job (true) or by a manager (false). */
  automatic: z.boolean(),
});
export type TCelebrationInfo = z.infer<typeof ZCelebrationInfo>;

/** A celebration's option counts: the company's options, each with how many celebrated with it (default 0). */
export const ZCelebrationOptionCounts = z.record(z.string(), z.number());
export type TCelebrationOptionCounts = z.infer<typeof ZCelebrationOptionCounts>;

const celebratedEmployeeId = z.coerce
  .number({ error: CELEBRATION_TEXT.employeeRequired })
  .int(CELEBRATION_TEXT.employeeRequired)
  .positive(CELEBRATION_TEXT.employeeRequired);

const celebrationFields = {
  celebrated_employee_id: celebratedEmployeeId,
  celebration_type: z
    .enum(CELEBRATION_TYPES, { error: 'Choose Default, Birthday or Anniversary' })
    .default('other'),
  /** The day celebrated (YYYY-MM-DD); left out: the local date of start_at, else today. */
  celebration_date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date (YYYY-MM-DD)')
    .nullish(),
};

/**
 * celebration/new (POST company/celebration/new): a memo request with the celebrated employee.
 * With no locations, audiences or employees it goes to the celebrated employee's locations.
 * Survey questions and the flaggable type do not apply (ignored).
 */
export const ZCelebrationCreateRequest = ZMemoCreateRequest.extend(celebrationFields);
export type TCelebrationCreateRequest = z.input<typeof ZCelebrationCreateRequest>;

/** POST company/celebration: edits (only the fields sent change); publish: true publishes it. */
export const ZCelebrationUpdateRequest = ZMemoUpdateRequest.extend({
  celebrated_employee_id: celebrationFields.celebrated_employee_id.optional(),
  celebration_type: z
    .enum(CELEBRATION_TYPES, { error: 'Choose Default, Birthday or Anniversary' })
    .optional(),
  celebration_date: celebrationFields.celebration_date,
});
export type TCelebrationUpdateRequest = z.input<typeof ZCelebrationUpdateRequest>;

/** GET company/celebrations: the memo list query, filtered by celebration type if asked. */
export const ZCelebrationsQuery = ZMemosQuery.omit({ kind: true }).extend({
  celebration_type: z.enum(CELEBRATION_TYPES).optional(),
});
export type TCelebrationsQuery = z.input<typeof ZCelebrationsQuery>;

/** employee-celebrate and POST memo-responses/celebration: celebrate with one of the company's options. */
export const ZCelebrateRequest = z.object({
  company_id: companyIdField,
  id: idField,
  option: z.string().trim().min(1, CELEBRATION_TEXT.optionNotOffered).max(60),
});
/** employee-celebrate/acknowledge: the recipient has seen it (read and acknowledged, leaves unread). */
export const ZCelebrationAcknowledgeRequest = z.object({ company_id: companyIdField, id: idField });

/** GET memo-responses: the celebration wall — who celebrated whom with what, newest first. */
export const ZMemoResponsesQuery = z.object({
  company_id: companyIdField,
  /** Only celebrations of employees of this location. */
  location_id: z.coerce.number().int().positive().optional(),
  /** Leave out what admins celebrated. */
  ignore_admin: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(false),
  page: z.coerce.number().int().min(1, 'Must be 1 or more').default(1),
  per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX, `Must be at most ${PER_PAGE_MAX}`).default(25),
});

export const ZCelebrationResponse = z.object({
  id: z.number(),
  memo_id: z.number(),
  /** The celebration: its title and whom it celebrates. */
  title: z.string(),
  celebration: ZCelebrationInfo,
  /** Who celebrated, with which option, when. */
  employee: ZIdName,
  option: z.string(),
  created_at: z.string(),
});
export type TCelebrationResponse = z.infer<typeof ZCelebrationResponse>;

export const ZMemoResponsesPage = z.object({
  memo_responses: z.array(ZCelebrationResponse),
  current_page: z.number(),
  total_pages: z.number(),
  total: z.number(),
  per_page: z.number(),
});
export type TMemoResponsesPage = z.infer<typeof ZMemoResponsesPage>;
