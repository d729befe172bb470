import { z } from 'zod';
import { SEND_TEXT, TEMPLATE_SEND_MEMOS_MAX } from '../texts/memo-template-sends.js';
import { ZIdName } from './entities.js';
import { companyIdField, requiredString, searchTermsField } from './fields.js';
import { ZMemoDetail } from './memo-answers.js';
import { MEMO_KINDS, MEMO_STATUSES, refineMemoDates, ZMemoUpdateRequest } from './memos.js';
import { idField, PER_PAGE_DEFAULT, PER_PAGE_MAX, SORT_DIRECTIONS } from './places.js';

export { SEND_TEXT, TEMPLATE_SEND_MEMOS_MAX } from '../texts/memo-template-sends.js';

/**
 * Template sends (spec §1 template sends as drafts and published, §3 memo_template_send, §7 Memo
 * template sends; docs/decisions.md, Template sends): a batch of memos made from templates for
 * one set of recipients. Paths under memo-template-sends/.
 */

/** draft → published (every memo at once) → archived (and back to published). */
export const TEMPLATE_SEND_STATUSES = ['draft', 'published', 'archived'] as const;
export type TemplateSendStatus = (typeof TEMPLATE_SEND_STATUSES)[number];

const ids = z.array(idField).max(10_000).default([]);
const sendIds = z.array(idField).max(10_000).optional();

/** memo-template-sends/create: a draft send with one memo per template, all to the same people. */
export const ZTemplateSendCreateRequest = z.object({
  company_id: companyIdField,
  name: requiredString(200),
  template_ids: z
    .array(idField)
    .min(1, SEND_TEXT.noMemos)
    .max(TEMPLATE_SEND_MEMOS_MAX, SEND_TEXT.tooManyMemos),
  location_ids: ids,
  audience_ids: ids,
  recipient_ids: ids,
});
export type TTemplateSendCreateRequest = z.input<typeof ZTemplateSendCreateRequest>;

/**
 * memo-template-sends/update and drafts: the name (any time) and the recipients (a draft's:
 * every memo of it follows). Only the fields sent change.
 */
export const ZTemplateSendUpdateRequest = z.object({
  company_id: companyIdField,
  id: idField,
  name: requiredString(200).optional(),
  location_ids: sendIds,
  audience_ids: sendIds,
  recipient_ids: sendIds,
});
export type TTemplateSendUpdateRequest = z.input<typeof ZTemplateSendUpdateRequest>;

/** get, delete, archive, unarchive, publish. */
export const ZTemplateSendIdRequest = z.object({ company_id: companyIdField, id: idField });

/** memo-template-sends/delete/list: several sends at once. */
export const ZTemplateSendDeleteListRequest = z.object({
  company_id: companyIdField,
  ids: z.array(idField).min(1, 'Choose at least one send').max(100, 'At most 100 at once'),
});

const memoEdit = ZMemoUpdateRequest.shape;

/**
 * PUT memo-template-sends/memo: edits one memo of the send (memo_id: title, content, dates, the
 * translation; the memo rules apply, a published memo's included) or adds one from a template
 * (template_id, a draft send only; the fields sent replace the template's).
 */
export const ZTemplateSendMemoRequest = z
  .object({
    company_id: companyIdField,
    id: idField,
    memo_id: idField.optional(),
    template_id: idField.optional(),
    title: memoEdit.title,
    content: memoEdit.content,
    start_at: memoEdit.start_at,
    reveal_at: memoEdit.reveal_at,
    due_at: memoEdit.due_at,
    end_at: memoEdit.end_at,
    translations: memoEdit.translations,
  })
  .superRefine((v, ctx) => {
    if ((v.memo_id === undefined) === (v.template_id === undefined))
      ctx.addIssue({ code: 'custom', path: ['memo_id'], message: SEND_TEXT.memoOrTemplate });
    refineMemoDates(v, ctx);
  });
export type TTemplateSendMemoRequest = z.input<typeof ZTemplateSendMemoRequest>;

/** DELETE memo-template-sends/memo: removes a memo from a draft send. */
export const ZTemplateSendMemoIdRequest = z.object({
  company_id: companyIdField,
  id: idField,
  memo_id: idField,
});

/** PUT media (every memo of the send) and POST memo/media (memo_id: one memo); multipart with `file`. */
export const ZTemplateSendMediaUploadFields = z.object({
  company_id: companyIdField,
  id: idField,
  memo_id: idField.optional(),
  name: z.string().trim().max(200, 'At most 200 characters').optional(),
  /** A file of the company's media library instead of a file (copied to each memo). */
  media_id: idField.optional(),
});

/** DELETE media (a file of any memo of the send) and DELETE memo/media (memo_id: of that memo). */
export const ZTemplateSendMediaDetachRequest = z.object({
  company_id: companyIdField,
  id: idField,
  memo_id: idField.optional(),
  media_id: idField,
});

/** GET memo-template-sends/media: a file of a memo of the send (its thumbnail with thumb=yes). */
export const ZTemplateSendMediaQuery = z.object({
  company_id: companyIdField,
  id: idField,
  media_id: idField,
  thumb: z.enum(['yes', 'no'], { error: 'Use yes or no' }).default('no'),
});

/** GET memo-template-sends/get: each memo's recipients paged by page/per_page (memos/get's paging). */
export const ZTemplateSendGetQuery = ZTemplateSendIdRequest.extend({
  page: z.coerce.number().int().min(1, 'Must be 1 or more').default(1),
  per_page: z.coerce.number().int().min(1, 'Must be 1 or more').max(100, 'Must be at most 100').default(20),
});

export const TEMPLATE_SEND_SORTS = ['updated_at', 'created_at', 'published_at', 'name'] as const;

/** memo-template-sends/list: drafts and published sends (default), or one status. */
export const ZTemplateSendsQuery = z.object({
  company_id: companyIdField,
  page: z.coerce.number().int().min(1, 'Must be 1 or more').default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1, 'Must be 1 or more')
    .max(PER_PAGE_MAX, `Must be at most ${PER_PAGE_MAX}`)
    .default(PER_PAGE_DEFAULT),
  terms: searchTermsField(100),
  sort_by: z
    .enum(TEMPLATE_SEND_SORTS, { error: `Sort by one of: ${TEMPLATE_SEND_SORTS.join(', ')}` })
    .default('updated_at'),
  sort_direction: z.enum(SORT_DIRECTIONS, { error: 'Sort direction is asc or desc' }).default('desc'),
  /** Left out: drafts and published sends (archived ones under status=archived). */
  status: z.enum(TEMPLATE_SEND_STATUSES, { error: 'Choose draft, published or archived' }).optional(),
});
export type TTemplateSendsQuery = z.input<typeof ZTemplateSendsQuery>;

/** A memo of a send, as the list names it. */
export const ZTemplateSendMemoSummary = z.object({
  id: z.number(),
  kind: z.enum(MEMO_KINDS),
  title: z.string(),
  status: z.enum(MEMO_STATUSES),
  template_id: z.number().nullable(),
});

/** memo_template_send. */
export const ZTemplateSend = z.object({
  id: z.number(),
  company_id: z.number(),
  name: z.string(),
  status: z.enum(TEMPLATE_SEND_STATUSES),
  location_ids: z.array(z.number()),
  audience_ids: z.array(z.number()),
  recipient_ids: z.array(z.number()),
  memo_count: z.number(),
  /** The people it reached (published: distinct recipients of its memos; a draft: whom it would reach now). */
  reach: z.number(),
  /** Responses (acknowledged or answered) over recipient rows of its memos; 0 before any. */
  response_rate: z.number(),
  creator: ZIdName.nullable(),
  publisher: ZIdName.nullable(),
  published_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can_edit: z.boolean(),
  memos: z.array(ZTemplateSendMemoSummary),
});
export type TTemplateSend = z.infer<typeof ZTemplateSend>;

/** A single send (get and every write): each memo with its statistics, as memos/get answers one. */
export const ZTemplateSendDetail = ZTemplateSend.extend({ memos: z.array(ZMemoDetail) });
export type TTemplateSendDetail = z.infer<typeof ZTemplateSendDetail>;

/** memo-template-sends/list. */
export const ZTemplateSendsPage = z.object({
  memo_template_sends: z.array(ZTemplateSend),
  current_page: z.number(),
  total_pages: z.number(),
  total: z.number(),
  per_page: z.number(),
  sort_by: z.enum(TEMPLATE_SEND_SORTS),
  sort_direction: z.enum(SORT_DIRECTIONS),
  terms: z.string(),
  filters: z.object({ status: z.enum(TEMPLATE_SEND_STATUSES).nullable() }),
});
export type TTemplateSendsPage = z.infer<typeof ZTemplateSendsPage>;
