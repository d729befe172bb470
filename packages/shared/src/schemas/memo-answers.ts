import { z } from 'zod';
import { FOLLOWUP_STATES } from '../followup-lifecycle.js';
import { ZCelebrationInfo, ZCelebrationOptionCounts } from './celebrations.js';
import { ZIdName } from './entities.js';
import { ZMemoMedia } from './media.js';
import {
  ALL_MEMO_KINDS,
  MEMO_STATUSES,
  MEMO_TYPES,
  ZSurveyQuestionOut,
  ZTranslatedQuestion,
} from './memos.js';
import { SORT_DIRECTIONS } from './places.js';

/** What the memo calls answer management (spec §3 Memo, Employee response): checked on the way out. */

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
  /** The flag's place in the follow-up lifecycle (null: never flagged); see followup-lifecycle.ts. */
  flag_state: z.enum(FOLLOWUP_STATES).nullable(),
  /** When the flag was closed, and by whom (the employee or a manager). */
  flag_closed_at: z.string().nullable(),
  flag_closed_by: ZIdName.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEmployeeResponse = z.infer<typeof ZEmployeeResponse>;

/** The Memo of spec §3 as management sees it. */
export const ZMemo = z.object({
  id: z.number(),
  kind: z.enum(ALL_MEMO_KINDS),
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
  /** Reminder steps (hours relative to due_at) and escalation delay (memo-reminders.ts). */
  reminder_steps: z.array(z.number()),
  escalate_after_hours: z.number().nullable(),
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
  media: z.array(ZMemoMedia),
  /** Celebrations: whom and why (null on messages and surveys). */
  celebration: ZCelebrationInfo.nullable(),
  /** Celebrations: the company's options with how many celebrated with each ({} on messages and surveys). */
  celebration_options: ZCelebrationOptionCounts,
  /** The template it was made from and the template send it is part of (ids as stored). */
  template_id: z.number().nullable(),
  template_send_id: z.number().nullable(),
  /** Their names, when the caller may open them (a manager: their own sends only); else null. */
  template: z.object({ id: z.number(), title: z.string() }).nullable(),
  template_send: ZIdName.nullable(),
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
/** GET company/celebrations: the memo page of celebrations, filtered by celebration type if asked. */
export const ZCelebrationsPage = z.object({
  celebrations: z.array(ZMemo),
  ...pageFields,
  filters: pageFields.filters.extend({ celebration_type: z.string().nullable() }),
});
export type TCelebrationsPage = z.infer<typeof ZCelebrationsPage>;

/** memos/all: every live memo of the company, newest first, in a light shape for pickers. */
export const ZMemoListItem = z.object({
  id: z.number(),
  kind: z.enum(ALL_MEMO_KINDS),
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
      flag_state: true,
      manager_note: true,
    }).extend({
      /** The note the employee flagged the message with. */
      flag_note: z.string().nullable(),
      answered: z.boolean(),
      is_past_due: z.boolean(),
      location_ids: z.array(z.number()),
      /** What the employee wrote when acknowledging, and their photo (a media/signature url). */
      acknowledgement_note: z.string().nullable(),
      acknowledgement_photo_url: z.string().nullable(),
    }),
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
