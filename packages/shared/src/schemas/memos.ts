import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { MEMO_TEXT } from '../texts/memos.js';
import { companyIdField, requiredString, searchTermsField } from './fields.js';
import { escalateAfterField, reminderStepsField } from './memo-reminders.js';
import { idField, PER_PAGE_DEFAULT, PER_PAGE_MAX, SORT_DIRECTIONS } from './places.js';
import { MEMO_PRIORITIES } from './settings.js';

export { MEMO_TEXT } from '../texts/memos.js';

/**
 * Memos: messages and surveys (spec §3 Memo, Memo translation; §7 Messages, Surveys, Memos,
 * company/translate) — the kinds, statuses and the requests. Requests are validated with these on
 * the server and built with them on the web. What the calls answer is in memo-answers.ts, the
 * employee app's calls in inbox.ts.
 */

export const MEMO_KINDS = ['message', 'survey'] as const;
export type MemoKind = (typeof MEMO_KINDS)[number];

/**
 * Every kind a memo record can be: the memos (message, survey; spec §3 Memo) and celebrations,
 * which share the memo's table, targeting, publishing and responses (docs/decisions.md, Celebrations).
 */
export const ALL_MEMO_KINDS = ['message', 'survey', 'celebration'] as const;
export type AnyMemoKind = (typeof ALL_MEMO_KINDS)[number];

/** draft → scheduled (publish with a future start_at) → published → expired; messages → archived. */
export const MEMO_STATUSES = ['draft', 'scheduled', 'published', 'expired', 'archived'] as const;
export type MemoStatus = (typeof MEMO_STATUSES)[number];
/** Message types (spec §3 Types): standard = Flaggable, nonflaggable = Non-flaggable (default). */
export const MEMO_TYPES = ['standard', 'nonflaggable'] as const;
export const MEMO_TYPE_LABELS = { standard: 'Flaggable', nonflaggable: 'Non-flaggable' } as const;

/** The dates a memo is ordered by (ISO strings; null or left out: not set). */
export interface MemoDates {
  start_at?: string | null | undefined;
  reveal_at?: string | null | undefined;
  due_at?: string | null | undefined;
  end_at?: string | null | undefined;
}

/**
 * The one date-order rule (decisions.md, Memos): the end and the due date come after the start,
 * the reveal not before it. Answers the text of each field out of order (none when in order).
 * The request schemas refine with it, the web's compose form reads it through them, and the
 * server checks an edit merged with what is stored.
 */
export function memoDateErrors(d: MemoDates): Partial<Record<'end_at' | 'due_at' | 'reveal_at', string>> {
  const at = (v: unknown) => (typeof v === 'string' && v !== '' ? Date.parse(v) : Number.NaN);
  const start = at(d.start_at);
  const errors: Partial<Record<'end_at' | 'due_at' | 'reveal_at', string>> = {};
  if (Number.isNaN(start)) return errors;
  // A comparison with NaN (a date not set) is false: only set dates are checked.
  if (at(d.end_at) <= start) errors.end_at = MEMO_TEXT.endBeforeStart;
  if (at(d.due_at) <= start) errors.due_at = MEMO_TEXT.dueBeforeStart;
  if (at(d.reveal_at) < start) errors.reveal_at = MEMO_TEXT.revealBeforeStart;
  return errors;
}

/** memoDateErrors as a zod refinement: one issue per field out of order, on that field. */
export function refineMemoDates(value: MemoDates, ctx: z.RefinementCtx): void {
  for (const [path, message] of Object.entries(memoDateErrors(value)))
    ctx.addIssue({ code: 'custom', path: [path], message });
}

const isoDate = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Use a date and time')
  .transform((v) => new Date(v).toISOString());
const optionalDate = z.union([isoDate, z.literal('').transform(() => null), z.null()]).optional();
const ids = z.array(idField).max(10_000).default([]);
const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).nullish();

/** A survey question: its text and the answers offered (from a default option set or custom). */
export const ZSurveyQuestion = z.object({
  question: requiredString(500),
  options_key: z.string().trim().max(40).default('custom'),
  options: z
    .array(z.string().trim().max(200, 'Must be at most 200 characters'))
    .transform((list) => list.filter((o) => o !== ''))
    .pipe(z.array(z.string()).min(2, MEMO_TEXT.questionNeedsOptions).max(20, 'At most 20 answers')),
});
export type TSurveyQuestion = z.output<typeof ZSurveyQuestion>;
/** A question as answers carry it. */
export const ZSurveyQuestionOut = z.object({
  question: z.string(),
  options_key: z.string(),
  options: z.array(z.string()),
});

/** A translated question: the same question and answer order, in the other language. */
export const ZTranslatedQuestion = z.object({ question: z.string(), options: z.array(z.string()) });

export const ZMemoTranslationInput = z.object({
  locale_code: z.enum(LOCALES).default('es'),
  title: optionalText(200),
  content: optionalText(100_000),
  recipient_title: optionalText(200),
  recipient_content: optionalText(100_000),
  options: z.array(ZTranslatedQuestion).max(50).nullish(),
});

/** What compose sends; every field but the title may be left out (defaults: settings › memos). */
const memoFields = {
  title: requiredString(200),
  content: z.string().max(100_000, 'The content is too long').default(''),
  recipient_title: optionalText(200),
  recipient_content: optionalText(100_000),
  category: optionalText(60),
  priority: z.enum(MEMO_PRIORITIES, { error: 'Choose low, normal or high' }).optional(),
  signature: z.boolean().optional(),
  type: z.enum(MEMO_TYPES, { error: 'Choose Flaggable or Non-flaggable' }).optional(),
  display_type: optionalText(40),
  mode: z.literal('segments').default('segments'),
  options_key: z.string().trim().max(40).default('custom'),
  options: z.array(ZSurveyQuestion).max(50, 'At most 50 questions').optional(),
  author_description: optionalText(200),
  start_at: optionalDate,
  reveal_at: optionalDate,
  due_at: optionalDate,
  end_at: optionalDate,
  /** Reminders relative to due_at (left out: the company's defaults, settings › memos). */
  reminder_steps: reminderStepsField.optional(),
  escalate_after_hours: escalateAfterField.optional(),
  location_ids: ids,
  audience_ids: ids,
  recipient_ids: ids,
  tag_ids: ids,
  translations: z.array(ZMemoTranslationInput).max(1).optional(),
  /** Publish at once (or schedule, when start_at is in the future) after saving. */
  publish: z.boolean().default(false),
};

/** message/new, survey/new: a new memo of that kind (a draft unless `publish`). */
export const ZMemoCreateRequest = z
  .object({ company_id: companyIdField, ...memoFields })
  .superRefine(refineMemoDates);
export type TMemoCreateRequest = z.input<typeof ZMemoCreateRequest>;
export const ZMessageCreateRequest = ZMemoCreateRequest;
export const ZSurveyCreateRequest = ZMemoCreateRequest;
/** memos/create: the same with the kind named. */
export const ZMemosCreateRequest = ZMemoCreateRequest.extend({
  kind: z.enum(MEMO_KINDS, { error: 'Choose message or survey' }),
});

/**
 * POST company/message|survey and PUT memos/update: edits of a draft or scheduled memo; only the
 * fields sent change (targeting lists replace). `publish` publishes it after saving. The dates
 * sent are checked here; the server checks them again merged with the stored ones.
 */
export const ZMemoUpdateRequest = z
  .object({
    company_id: companyIdField,
    id: idField,
    title: memoFields.title.optional(),
    content: z.string().max(100_000, 'The content is too long').optional(),
    recipient_title: memoFields.recipient_title,
    recipient_content: memoFields.recipient_content,
    category: memoFields.category,
    priority: memoFields.priority,
    signature: memoFields.signature,
    type: memoFields.type,
    display_type: memoFields.display_type,
    options_key: z.string().trim().max(40).optional(),
    options: memoFields.options,
    author_description: memoFields.author_description,
    start_at: optionalDate,
    reveal_at: optionalDate,
    due_at: optionalDate,
    end_at: optionalDate,
    reminder_steps: memoFields.reminder_steps,
    escalate_after_hours: memoFields.escalate_after_hours,
    location_ids: z.array(idField).max(10_000).optional(),
    audience_ids: z.array(idField).max(10_000).optional(),
    recipient_ids: z.array(idField).max(10_000).optional(),
    tag_ids: z.array(idField).max(10_000).optional(),
    translations: memoFields.translations,
    publish: z.boolean().default(false),
  })
  .superRefine(refineMemoDates);
export type TMemoUpdateRequest = z.input<typeof ZMemoUpdateRequest>;

export const ZMemoIdQuery = z.object({ company_id: companyIdField, id: idField });
export const ZMemoIdRequest = ZMemoIdQuery;

/** memos/get: the memo with its detail statistics; recipients paged by `page`/`per_page`. */
export const ZMemoDetailQuery = ZMemoIdQuery.extend({
  page: z.coerce.number().int().min(1, 'Must be 1 or more').default(1),
  per_page: z.coerce.number().int().min(1).max(500, 'Must be at most 500').default(100),
});

export const MEMO_SORTS = ['created_at', 'start_at', 'title', 'status'] as const;
/**
 * company/messages, company/surveys, memos/list: paged, newest first by default. memos/list is
 * Sent: every kind, celebrations included, unless `kind` narrows it.
 */
export const ZMemosQuery = z.object({
  company_id: companyIdField,
  page: z.coerce.number().int().min(1, 'Must be 1 or more').default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1, 'Must be 1 or more')
    .max(PER_PAGE_MAX, `Must be at most ${PER_PAGE_MAX}`)
    .default(PER_PAGE_DEFAULT),
  terms: searchTermsField(100),
  sort_by: z.enum(MEMO_SORTS, { error: `Sort by one of: ${MEMO_SORTS.join(', ')}` }).default('created_at'),
  sort_direction: z.enum(SORT_DIRECTIONS, { error: 'Sort direction is asc or desc' }).default('desc'),
  status: z.enum(MEMO_STATUSES, { error: `Choose one of: ${MEMO_STATUSES.join(', ')}` }).optional(),
  category: z.string().trim().max(60).optional(),
  kind: z.enum(ALL_MEMO_KINDS).optional(),
});
export type TMemosQuery = z.input<typeof ZMemosQuery>;

/** memos/recipients: adds targeting (a published memo reaches the new people at once). */
export const ZMemoRecipientsRequest = z.object({
  company_id: companyIdField,
  /** Leave out with preview: true to count a compose form's targeting before the memo exists. */
  id: idField.optional(),
  location_ids: ids,
  audience_ids: ids,
  recipient_ids: ids,
  /** Count only: nothing changes. */
  preview: z.boolean().default(false),
});
/** memos/delete-recipients: removes targeting; people no longer reached lose their unanswered row. */
export const ZMemoDeleteRecipientsRequest = z.object({
  company_id: companyIdField,
  id: idField,
  location_ids: ids,
  audience_ids: ids,
  recipient_ids: ids,
});

export const ZTranslateRequest = z.object({
  company_id: companyIdField,
  source: z.enum(LOCALES).default('en'),
  target: z.enum(LOCALES).default('es'),
  title: optionalText(200),
  content: optionalText(100_000),
  recipient_title: optionalText(200),
  recipient_content: optionalText(100_000),
  options: z.array(ZTranslatedQuestion).max(50).nullish(),
});
