import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { MSG } from '../messages.js';
import { ZIdName } from './entities.js';
import { companyIdField, requiredString } from './fields.js';
import { ZCheckin, ZRaisedHand } from './followup-items.js';
import { idField, PER_PAGE_DEFAULT, PER_PAGE_MAX, SORT_DIRECTIONS } from './places.js';
import { MEMO_PRIORITIES } from './settings.js';

/**
 * Memos: messages and surveys (spec §3 Memo, Memo translation, Employee response, Memo response
 * bundle; §7 Messages, Surveys, Memos, Employee app, company/translate). Requests are validated
 * with these on the server and built with them on the web; answers are checked against them.
 */

export const MEMO_KINDS = ['message', 'survey'] as const;
export type MemoKind = (typeof MEMO_KINDS)[number];
/** draft → scheduled (publish with a future start_at) → published → expired; messages → archived. */
export const MEMO_STATUSES = ['draft', 'scheduled', 'published', 'expired', 'archived'] as const;
export type MemoStatus = (typeof MEMO_STATUSES)[number];
/** Message types (spec §3 Types): standard = Flaggable, nonflaggable = Non-flaggable (default). */
export const MEMO_TYPES = ['standard', 'nonflaggable'] as const;
export const MEMO_TYPE_LABELS = { standard: 'Flaggable', nonflaggable: 'Non-flaggable' } as const;

export const MEMO_TEXT = {
  surveyNeedsQuestion: 'Add at least one question',
  questionNeedsOptions: 'Add at least two answers',
  endBeforeStart: 'The end must be after the start',
  dueBeforeStart: 'The due date must be after the start',
  revealBeforeStart: 'The reveal date must not be before the start',
  noRecipients: 'Choose at least one location, audience or employee',
  outsideScope: 'You may only send to employees you manage',
  notEditable: 'This memo can no longer be edited',
  notPublishable: 'Only a draft can be published',
  cannotExpire: 'Only a scheduled or published memo can be expired',
  cannotArchive: 'Only a published or expired message can be archived',
  notPublished: 'Recipients can be changed on a draft, scheduled or published memo only',
  notFlaggable: 'This message cannot be flagged',
  notFlagged: 'This message is not flagged',
  answerEveryQuestion: 'Answer every question',
  answerTheSurvey: 'A survey is answered, not acknowledged',
  notASurvey: 'This memo is not a survey',
  answerNotAnOption: 'Choose one of the answers',
  translationOff: 'Translation is not configured',
  translationFailed: 'The translation service did not answer',
  photoType: 'The photo must be a JPEG, PNG, WebP or GIF image',
} as const;

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
  location_ids: ids,
  audience_ids: ids,
  recipient_ids: ids,
  tag_ids: ids,
  translations: z.array(ZMemoTranslationInput).max(1).optional(),
  /** Publish at once (or schedule, when start_at is in the future) after saving. */
  publish: z.boolean().default(false),
};

/** message/new, survey/new: a new memo of that kind (a draft unless `publish`). */
export const ZMemoCreateRequest = z.object({ company_id: companyIdField, ...memoFields });
export type TMemoCreateRequest = z.input<typeof ZMemoCreateRequest>;
export const ZMessageCreateRequest = ZMemoCreateRequest;
export const ZSurveyCreateRequest = ZMemoCreateRequest;
/** memos/create: the same with the kind named. */
export const ZMemosCreateRequest = ZMemoCreateRequest.extend({
  kind: z.enum(MEMO_KINDS, { error: 'Choose message or survey' }),
});

/**
 * POST company/message|survey and PUT memos/update: edits of a draft or scheduled memo; only the
 * fields sent change (targeting lists replace). `publish` publishes it after saving.
 */
export const ZMemoUpdateRequest = z.object({
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
  location_ids: z.array(idField).max(10_000).optional(),
  audience_ids: z.array(idField).max(10_000).optional(),
  recipient_ids: z.array(idField).max(10_000).optional(),
  tag_ids: z.array(idField).max(10_000).optional(),
  translations: memoFields.translations,
  publish: z.boolean().default(false),
});
export type TMemoUpdateRequest = z.input<typeof ZMemoUpdateRequest>;

export const ZMemoIdQuery = z.object({ company_id: companyIdField, id: idField });
export const ZMemoIdRequest = ZMemoIdQuery;

/** memos/get: the memo with its detail statistics; recipients paged by `page`/`per_page`. */
export const ZMemoDetailQuery = ZMemoIdQuery.extend({
  page: z.coerce.number().int().min(1, 'Must be 1 or more').default(1),
  per_page: z.coerce.number().int().min(1).max(500, 'Must be at most 500').default(100),
});

export const MEMO_SORTS = ['created_at', 'start_at', 'title', 'status'] as const;
/** company/messages, company/surveys, memos/list: paged, newest first by default. */
export const ZMemosQuery = z.object({
  company_id: companyIdField,
  page: z.coerce.number().int().min(1, 'Must be 1 or more').default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1, 'Must be 1 or more')
    .max(PER_PAGE_MAX, `Must be at most ${PER_PAGE_MAX}`)
    .default(PER_PAGE_DEFAULT),
  terms: z.string().trim().max(100).default(''),
  sort_by: z.enum(MEMO_SORTS, { error: `Sort by one of: ${MEMO_SORTS.join(', ')}` }).default('created_at'),
  sort_direction: z.enum(SORT_DIRECTIONS, { error: 'Sort direction is asc or desc' }).default('desc'),
  status: z.enum(MEMO_STATUSES, { error: `Choose one of: ${MEMO_STATUSES.join(', ')}` }).optional(),
  category: z.string().trim().max(60).optional(),
  kind: z.enum(MEMO_KINDS).optional(),
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

// Answers

export const ZMemoTranslation = z.object({
  locale_code: z.string(),
  title: z.string().nullable(),
  content: z.string().nullable(),
  recipient_title: z.string().nullable(),
  recipient_content: z.string().nullable(),
  options: z.array(ZTranslatedQuestion).nullable(),
});
export type TMemoTranslation = z.infer<typeof ZMemoTranslation>;

export const ZSurveyAnswer = z.object({ question: z.number().int().min(0), answer: z.string() });
export type TSurveyAnswer = z.infer<typeof ZSurveyAnswer>;

/** An employee's response to a memo (spec §3 Employee response). */
export const ZEmployeeResponse = z.object({
  id: z.number(),
  memo_id: z.number(),
  employee_id: z.number(),
  employee: ZIdName.nullable(),
  read_at: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
  acknowledgement: z.string().nullable(),
  acknowledgement_data: z
    .object({
      note: z.string().nullable(),
      photo: z.object({ file: z.string(), mime: z.string(), size: z.number() }).nullable(),
    })
    .nullable(),
  survey_data: z.array(ZSurveyAnswer).nullable(),
  flagged_at: z.string().nullable(),
  flag_data: z.object({ note: z.string().nullable() }).nullable(),
  flagged_count: z.number(),
  manager_id: z.number().nullable(),
  manager: ZIdName.nullable(),
  manager_acknowledged_at: z.string().nullable(),
  manager_note: z.string().nullable(),
  is_urgent: z.boolean(),
  is_awaiting_manager: z.boolean(),
  is_awaiting_employee: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEmployeeResponse = z.infer<typeof ZEmployeeResponse>;

/** The Memo of spec §3 as management sees it. */
export const ZMemo = z.object({
  id: z.number(),
  kind: z.enum(MEMO_KINDS),
  status: z.enum(MEMO_STATUSES),
  title: z.string(),
  content: z.string(),
  recipient_title: z.string().nullable(),
  recipient_content: z.string().nullable(),
  category: z.string().nullable(),
  priority: z.string(),
  signature: z.boolean(),
  type: z.enum(MEMO_TYPES),
  display_type: z.string().nullable(),
  mode: z.string(),
  options_key: z.string(),
  options: z.array(ZSurveyQuestionOut),
  author: ZIdName.nullable(),
  author_description: z.string().nullable(),
  creator: ZIdName.nullable(),
  publisher: ZIdName.nullable(),
  updater: ZIdName.nullable(),
  start_at: z.string().nullable(),
  reveal_at: z.string().nullable(),
  due_at: z.string().nullable(),
  end_at: z.string().nullable(),
  published_at: z.string().nullable(),
  expired_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** start_at, or published_at when there is no start_at. */
  display_start_at: z.string().nullable(),
  is_past_due: z.boolean(),
  /** Responded recipients / recipients, 0..1 (shown as a whole percent). */
  response_rate: z.number(),
  recipient_count: z.number(),
  tag_ids: z.array(z.number()),
  location_ids: z.array(z.number()),
  audience_ids: z.array(z.number()),
  recipient_ids: z.array(z.number()),
  locations: z.array(ZIdName),
  audiences: z.array(ZIdName),
  recipients: z.array(ZIdName),
  translations: z.array(ZMemoTranslation),
  media: z.array(z.unknown()),
  can_archive: z.boolean(),
  can_expire: z.boolean(),
});
export type TMemo = z.infer<typeof ZMemo>;

const pageFields = {
  current_page: z.number(),
  total_pages: z.number(),
  total: z.number(),
  per_page: z.number(),
  sort_by: z.string(),
  sort_direction: z.enum(SORT_DIRECTIONS),
  filters: z.object({
    terms: z.string(),
    status: z.string().nullable(),
    category: z.string().nullable(),
    kind: z.string().nullable(),
  }),
};
export const ZMessagesPage = z.object({ messages: z.array(ZMemo), ...pageFields });
export const ZSurveysPage = z.object({ surveys: z.array(ZMemo), ...pageFields });
export const ZMemosPage = z.object({ memos: z.array(ZMemo), ...pageFields });
export type TMemosPage = z.infer<typeof ZMemosPage>;

/** memos/all: every live memo of the company, newest first, in a light shape for pickers. */
export const ZMemoListItem = z.object({
  id: z.number(),
  kind: z.enum(MEMO_KINDS),
  status: z.enum(MEMO_STATUSES),
  title: z.string(),
  display_start_at: z.string().nullable(),
  created_at: z.string(),
});

const ZOptionCount = z.object({ option: z.string(), count: z.number() });
/** memos/get: who received, read, acknowledged, answered, flagged; survey answers aggregated. */
export const ZMemoStats = z.object({
  recipient_count: z.number(),
  received: z.number(),
  read: z.number(),
  acknowledged: z.number(),
  answered: z.number(),
  flagged: z.number(),
  response_rate: z.number(),
  past_due_by_location: z.array(
    z.object({
      location_id: z.number().nullable(),
      location_name: z.string().nullable(),
      count: z.number(),
      employees: z.array(ZIdName),
    }),
  ),
  survey_results: z.array(
    z.object({
      question: z.number(),
      text: z.string(),
      options: z.array(ZOptionCount),
      by_location: z.array(
        z.object({
          location_id: z.number().nullable(),
          location_name: z.string().nullable(),
          options: z.array(ZOptionCount),
        }),
      ),
    }),
  ),
  recipients: z.array(
    ZEmployeeResponse.pick({
      employee_id: true,
      employee: true,
      read_at: true,
      acknowledged_at: true,
      flagged_at: true,
      is_urgent: true,
    }).extend({ answered: z.boolean(), is_past_due: z.boolean(), location_ids: z.array(z.number()) }),
  ),
  current_page: z.number(),
  total_pages: z.number(),
  per_page: z.number(),
});
export type TMemoStats = z.infer<typeof ZMemoStats>;
export const ZMemoDetail = ZMemo.extend({ stats: ZMemoStats });
export type TMemoDetail = z.infer<typeof ZMemoDetail>;

export const ZMemoRecipientsAnswer = z.object({
  recipient_count: z.number(),
  added_count: z.number(),
  removed_count: z.number(),
  memo: ZMemo.nullable(),
});
export type TMemoRecipientsAnswer = z.infer<typeof ZMemoRecipientsAnswer>;

export const ZTranslateAnswer = ZMemoTranslation;

// Employee app

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
  kind: z.enum(MEMO_KINDS),
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
});
export type TInboxMemo = z.infer<typeof ZInboxMemo>;

export const ZInbox = z.object({
  memos: z.array(ZInboxMemo),
  unread_count: z.number(),
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
  celebrations: z.array(z.unknown()),
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
  kind: z.enum(MEMO_KINDS),
  title: z.string(),
  display_start_at: z.string().nullable(),
  due_at: z.string().nullable(),
  read_at: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
  is_past_due: z.boolean(),
});
export type TEmployeeMemoRow = z.infer<typeof ZEmployeeMemoRow>;
