import { z } from 'zod';
import { ZIdName } from './entities.js';
import { companyIdField, searchTermsField } from './fields.js';
import { idField, PER_PAGE_DEFAULT, PER_PAGE_MAX, timezoneField } from './places.js';

/**
 * Scheduled sends (spec §1 scheduled sends, §3 scheduled_send, §7 Scheduled sends;
 * docs/decisions.md, Scheduled sends): a sendable (a template, a draft template send — a
 * package later) published at a date and time, once or repeating, in a named time zone.
 * Paths under scheduled-sends/.
 */

/** What can be scheduled; a new kind (a package) is added here and in the server's registry. */
export const SENDABLE_KINDS = ['template', 'send', 'package'] as const;
export type SendableKind = (typeof SENDABLE_KINDS)[number];

export const REPEATS = ['once', 'daily', 'weekly', 'monthly'] as const;
export type Repeat = (typeof REPEATS)[number];

/** A run: sent (its memos), skipped (missed beyond the window, or could not go out), failed. */
export const RUN_STATUSES = ['sent', 'skipped'] as const;

/** How late a missed occurrence may still go out (the server was down): 6 hours. */
export const MISSED_RUN_WINDOW_MS = 6 * 3_600_000;
export const SCHEDULE_COUNT_MAX = 1000;

export const SCHEDULE_TEXT = {
  noFuture: 'This schedule has no occurrence in the future',
  endBeforeStart: 'The end date must be on or after the start date',
  weekdays: 'Choose at least one day of the week',
  endOrCount: 'Choose an end date or a number of times, not both',
  sendableGone: 'What this schedule sends no longer exists',
  notDraft: 'Only a draft send can be scheduled',
  senderGone: 'The person who made this schedule can no longer send',
  missed: 'Missed while the server was down',
} as const;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const localDateField = z.string().regex(DATE, 'Use a date as YYYY-MM-DD');
export const localTimeField = z.string().regex(TIME, 'Use a time as HH:MM');
const ids = z.array(idField).max(10_000);

const ruleFields = {
  start_date: localDateField,
  time: localTimeField,
  time_zone: timezoneField.optional(),
  repeat: z.enum(REPEATS, { error: 'Choose once, daily, weekly or monthly' }).default('once'),
  /** Weekly: the days, 0 = Sunday … 6 = Saturday. */
  weekdays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
  end_date: localDateField.nullable().default(null),
  count: z.number().int().min(1).max(SCHEDULE_COUNT_MAX).nullable().default(null),
};

type RuleInput = {
  start_date: string;
  repeat: Repeat;
  weekdays: number[];
  end_date: string | null;
  count: number | null;
};

export function refineRule(v: Partial<RuleInput>, ctx: z.RefinementCtx): void {
  if (v.repeat === 'weekly' && v.weekdays && !v.weekdays.length)
    ctx.addIssue({ code: 'custom', path: ['weekdays'], message: SCHEDULE_TEXT.weekdays });
  if (v.end_date && v.start_date && v.end_date < v.start_date)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: SCHEDULE_TEXT.endBeforeStart });
  if (v.end_date && v.count)
    ctx.addIssue({ code: 'custom', path: ['count'], message: SCHEDULE_TEXT.endOrCount });
}

/** scheduled-sends/create. */
export const ZScheduledSendCreateRequest = z
  .object({
    company_id: companyIdField,
    sendable_kind: z.enum(SENDABLE_KINDS, { error: 'Choose a template, a draft send or a package' }),
    sendable_id: idField,
    location_ids: ids.default([]),
    audience_ids: ids.default([]),
    recipient_ids: ids.default([]),
    ...ruleFields,
  })
  .superRefine(refineRule);
export type TScheduledSendCreateRequest = z.input<typeof ZScheduledSendCreateRequest>;

/** scheduled-sends/update: only the fields sent change (drag-to-reschedule sends start_date and time). */
export const ZScheduledSendUpdateRequest = z
  .object({
    company_id: companyIdField,
    id: idField,
    sendable_kind: z.enum(SENDABLE_KINDS).optional(),
    sendable_id: idField.optional(),
    location_ids: ids.optional(),
    audience_ids: ids.optional(),
    recipient_ids: ids.optional(),
    start_date: localDateField.optional(),
    time: localTimeField.optional(),
    time_zone: timezoneField.optional(),
    repeat: z.enum(REPEATS).optional(),
    weekdays: z.array(z.number().int().min(0).max(6)).max(7).optional(),
    end_date: localDateField.nullable().optional(),
    count: z.number().int().min(1).max(SCHEDULE_COUNT_MAX).nullable().optional(),
  })
  .superRefine(refineRule);
export type TScheduledSendUpdateRequest = z.input<typeof ZScheduledSendUpdateRequest>;

export const ZScheduledSendIdRequest = z.object({ company_id: companyIdField, id: idField });

const isoInstant = z.iso.datetime({ offset: true, error: 'Use an ISO date and time' });

/** scheduled-sends/list: paged; with from/to, each schedule's occurrences in that range (the calendar). */
export const ZScheduledSendsQuery = z.object({
  company_id: companyIdField,
  page: z.coerce.number().int().min(1, 'Must be 1 or more').default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1, 'Must be 1 or more')
    .max(PER_PAGE_MAX, `Must be at most ${PER_PAGE_MAX}`)
    .default(PER_PAGE_DEFAULT),
  terms: searchTermsField(100),
  from: isoInstant.optional(),
  to: isoInstant.optional(),
});
export type TScheduledSendsQuery = z.input<typeof ZScheduledSendsQuery>;

/** scheduled-sends/list-sendables: templates (not archived) and draft sends, by name. */
export const ZSendablesQuery = z.object({
  company_id: companyIdField,
  page: z.coerce.number().int().min(1, 'Must be 1 or more').default(1),
  per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(PER_PAGE_DEFAULT),
  terms: searchTermsField(100),
  kind: z.enum(SENDABLE_KINDS).optional(),
});
export type TSendablesQuery = z.input<typeof ZSendablesQuery>;

export const ZSendable = z.object({ kind: z.enum(SENDABLE_KINDS), id: z.number(), name: z.string() });
export type TSendable = z.infer<typeof ZSendable>;

export const ZSendablesPage = z.object({
  sendables: z.array(ZSendable),
  current_page: z.number(),
  total_pages: z.number(),
  total: z.number(),
  per_page: z.number(),
  terms: z.string(),
});
export type TSendablesPage = z.infer<typeof ZSendablesPage>;

/** A past occurrence: what it produced (memo ids) or why it was skipped. */
export const ZScheduledRun = z.object({
  id: z.number(),
  occurrence_at: z.string(),
  status: z.enum(RUN_STATUSES),
  memo_ids: z.array(z.number()),
  reason: z.string().nullable(),
  finished_at: z.string(),
});
export type TScheduledRun = z.infer<typeof ZScheduledRun>;

/** scheduled_send. */
export const ZScheduledSend = z.object({
  id: z.number(),
  company_id: z.number(),
  sendable: ZSendable.nullable(),
  location_ids: z.array(z.number()),
  audience_ids: z.array(z.number()),
  recipient_ids: z.array(z.number()),
  start_date: z.string(),
  time: z.string(),
  time_zone: z.string(),
  repeat: z.enum(REPEATS),
  weekdays: z.array(z.number()),
  end_date: z.string().nullable(),
  count: z.number().nullable(),
  /** The next occurrence (UTC ISO); null when none is left. */
  next_at: z.string().nullable(),
  /** The occurrences in the list's from/to range (empty without a range). */
  occurrences: z.array(z.string()),
  run_count: z.number(),
  /** Past runs: in the list, those in its from/to range; in get and writes, the last 50. */
  runs: z.array(ZScheduledRun),
  creator: ZIdName.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can_edit: z.boolean(),
});
export type TScheduledSend = z.infer<typeof ZScheduledSend>;

export const ZScheduledSendsPage = z.object({
  scheduled_sends: z.array(ZScheduledSend),
  current_page: z.number(),
  total_pages: z.number(),
  total: z.number(),
  per_page: z.number(),
  terms: z.string(),
  filters: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
});
export type TScheduledSendsPage = z.infer<typeof ZScheduledSendsPage>;
