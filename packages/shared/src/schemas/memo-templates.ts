import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { MSG } from '../messages.js';
import { ZIdName } from './entities.js';
import { companyIdField, requiredString, searchTermsField } from './fields.js';
import { ZMemoMedia } from './media.js';
import {
  MEMO_KINDS,
  MEMO_TYPES,
  ZMemoTranslationInput,
  ZSurveyQuestion,
  ZSurveyQuestionOut,
  ZTranslatedQuestion,
} from './memos.js';
import { idField, PER_PAGE_DEFAULT, PER_PAGE_MAX, SORT_DIRECTIONS, ZTag } from './places.js';
import { MEMO_PRIORITIES } from './settings.js';

/**
 * Memo templates and the community of shared templates (spec §1, §3 memo_template, §4, §7 Memo
 * templates; docs/decisions.md, Memo templates and the community). Paths under memo-templates/.
 */

export const TEMPLATE_TEXT = {
  archived: 'This template is archived: unarchive it first',
  notArchived: 'This template is not archived',
  alreadyArchived: 'This template is already archived',
  sharingAdminsOnly: 'Only admins may share templates in this company',
  notShared: 'This template is not shared',
  memoNotFound: 'Memo not found',
  fileNotAttached: 'This file is not attached to this template',
  tooManyFiles: 'A template can have at most 10 attachments',
} as const;

const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).nullish();
const ids = z.array(idField).max(1_000).default([]);

/** What a template holds of a memo (no recipients, dates or status: those belong to a send). */
const templateFields = {
  title: requiredString(200),
  content: z.string().max(100_000, 'The content is too long'),
  category: optionalText(60),
  type: z.enum(MEMO_TYPES, { error: 'Choose Flaggable or Non-flaggable' }),
  priority: z.enum(MEMO_PRIORITIES, { error: 'Choose low, normal or high' }),
  options_key: z.string().trim().max(40),
  options: z.array(ZSurveyQuestion).max(50, 'At most 50 questions'),
  translations: z.array(ZMemoTranslationInput).max(1),
  tag_ids: ids,
};

/**
 * memo-templates/create: a new template, written (kind and title required) or saved from a memo
 * (`memo_id`: its fields are copied, and any field sent here replaces the memo's).
 */
export const ZMemoTemplateCreateRequest = z
  .object({
    company_id: companyIdField,
    memo_id: idField.optional(),
    kind: z.enum(MEMO_KINDS, { error: 'Choose message or survey' }).optional(),
    title: templateFields.title.optional(),
    content: templateFields.content.optional(),
    category: templateFields.category,
    type: templateFields.type.optional(),
    priority: templateFields.priority.optional(),
    options_key: templateFields.options_key.optional(),
    options: templateFields.options.optional(),
    translations: templateFields.translations.optional(),
    tag_ids: z.array(idField).max(1_000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.memo_id !== undefined) return;
    if (!v.kind) ctx.addIssue({ code: 'custom', path: ['kind'], message: 'Choose message or survey' });
    if (!v.title) ctx.addIssue({ code: 'custom', path: ['title'], message: MSG.required });
  });
export type TMemoTemplateCreateRequest = z.input<typeof ZMemoTemplateCreateRequest>;

/** memo-templates/update: only the fields sent change (the kind stays). */
export const ZMemoTemplateUpdateRequest = z.object({
  company_id: companyIdField,
  id: idField,
  title: templateFields.title.optional(),
  content: templateFields.content.optional(),
  category: templateFields.category,
  type: templateFields.type.optional(),
  priority: templateFields.priority.optional(),
  options_key: templateFields.options_key.optional(),
  options: templateFields.options.optional(),
  translations: templateFields.translations.optional(),
  tag_ids: z.array(idField).max(1_000).optional(),
});
export type TMemoTemplateUpdateRequest = z.input<typeof ZMemoTemplateUpdateRequest>;

/** get, delete, archive, unarchive, use (a template of the company); share GET and share/use (a community template). */
export const ZMemoTemplateIdRequest = z.object({ company_id: companyIdField, id: idField });

/** Which library a list (or a file) reads: the company's templates or the community's. */
export const TEMPLATE_SCOPES = ['company', 'community'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];

/**
 * The sorts of memo-templates/list. The community reads `use_count` (most used, its default)
 * and `published_at` (newest); `created_at` and `updated_at` read as `published_at` there.
 */
export const TEMPLATE_SORTS = [
  'updated_at',
  'created_at',
  'published_at',
  'title',
  'category',
  'use_count',
] as const;
const yesNo = z.enum(['yes', 'no'], { error: 'Use yes or no' });

/** memo-templates/list: the company's templates (Active/Archived tabs) or the community. */
export const ZMemoTemplatesQuery = z.object({
  company_id: companyIdField,
  scope: z.enum(TEMPLATE_SCOPES, { error: 'Choose company or community' }).default('company'),
  page: z.coerce.number().int().min(1, 'Must be 1 or more').default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1, 'Must be 1 or more')
    .max(PER_PAGE_MAX, `Must be at most ${PER_PAGE_MAX}`)
    .default(PER_PAGE_DEFAULT),
  terms: searchTermsField(100),
  /** Left out: updated_at for the company's templates, use_count for the community. */
  sort_by: z.enum(TEMPLATE_SORTS, { error: `Sort by one of: ${TEMPLATE_SORTS.join(', ')}` }).optional(),
  sort_direction: z.enum(SORT_DIRECTIONS, { error: 'Sort direction is asc or desc' }).default('desc'),
  /** The company's templates: the Archived tab (yes) or the Active one (no). */
  archived: yesNo.default('no'),
  category: z.string().trim().max(60).optional(),
  kind: z.enum(MEMO_KINDS).optional(),
  /** The community: the language a template was shared in. */
  language: z.enum(LOCALES).optional(),
});
export type TMemoTemplatesQuery = z.input<typeof ZMemoTemplatesQuery>;

/** GET memo-templates/share/categories: the categories the community's templates have, with how many each. */
export const ZCommunityCategoriesQuery = z.object({ company_id: companyIdField });
export const ZCommunityCategories = z.object({
  categories: z.array(z.object({ name: z.string(), count: z.number() })),
});
export type TCommunityCategories = z.infer<typeof ZCommunityCategories>;
/** At most this many categories are offered (the most used), sorted by name. */
export const COMMUNITY_CATEGORIES_MAX = 100;

/** memo-templates/share (POST: share or share again; PUT: update the share or withdraw it). */
export const ZMemoTemplateShareRequest = z.object({
  company_id: companyIdField,
  /** The company's template. */
  id: idField,
  description: optionalText(1000),
  /** Left out: the template's category. */
  category: optionalText(60),
  /** The language the template is written in (left out: en). */
  language: z.enum(LOCALES).optional(),
  /** PUT only: false withdraws the share from the community, true publishes it again. */
  published: z.boolean().optional(),
});
export type TMemoTemplateShareRequest = z.input<typeof ZMemoTemplateShareRequest>;

/** PUT memo-templates/media (multipart: file, company_id, id; optional name). */
export const ZTemplateMediaUploadFields = z.object({
  company_id: companyIdField,
  id: idField,
  name: z.string().trim().max(200, 'At most 200 characters').optional(),
  /** A file of the company's media library instead of a file (copied, as for a memo). */
  media_id: idField.optional(),
});
/** DELETE memo-templates/media. */
export const ZTemplateMediaDetachRequest = z.object({
  company_id: companyIdField,
  id: idField,
  media_id: idField,
});
/** GET memo-templates/media: a template's file (its thumbnail with thumb=yes); scope community for a shared one. */
export const ZTemplateMediaQuery = z.object({
  company_id: companyIdField,
  id: idField,
  media_id: idField,
  scope: z.enum(TEMPLATE_SCOPES).default('company'),
  thumb: yesNo.default('no'),
});

/** A file of a template: the memo media shape, without who uploaded it (a shared copy names nobody). */
export const ZTemplateMedia = ZMemoMedia.omit({ creator: true });
export type TTemplateMedia = z.infer<typeof ZTemplateMedia>;

export const ZTemplateTranslation = z.object({
  locale_code: z.enum(LOCALES),
  title: z.string().nullable(),
  content: z.string().nullable(),
  options: z.array(ZTranslatedQuestion).nullable(),
});

/** What a template and a shared template both show. */
const templateOut = {
  id: z.number(),
  kind: z.enum(MEMO_KINDS),
  title: z.string(),
  content: z.string(),
  category: z.string().nullable(),
  type: z.enum(MEMO_TYPES),
  priority: z.enum(MEMO_PRIORITIES),
  options_key: z.string(),
  options: z.array(ZSurveyQuestionOut),
  translations: z.array(ZTemplateTranslation),
  media: z.array(ZTemplateMedia),
  use_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** The company's share of a template, as the template shows it. */
export const ZTemplateShare = z.object({
  id: z.number(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  language: z.enum(LOCALES),
  published: z.boolean(),
  /** An operator of this server hid it (COMMUNITY_HIDDEN_IDS): it is not in the community. */
  hidden: z.boolean(),
  use_count: z.number(),
  published_at: z.string().nullable(),
});

/** memo_template: a template of the caller's company. */
export const ZMemoTemplate = z.object({
  ...templateOut,
  source: z.literal('company'),
  company_id: z.number(),
  tags: z.array(ZTag),
  archived_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  /** The memo it was saved from, and the community template it was copied from. */
  memo_id: z.number().nullable(),
  community_template_id: z.number().nullable(),
  share: ZTemplateShare.nullable(),
  creator: ZIdName.nullable(),
  updater: ZIdName.nullable(),
  can_edit: z.boolean(),
  can_share: z.boolean(),
});
export type TMemoTemplate = z.infer<typeof ZMemoTemplate>;

/** memo_template of the community: a shared copy, naming the sharing company and nobody in it. */
export const ZCommunityTemplate = z.object({
  ...templateOut,
  source: z.literal('community'),
  description: z.string().nullable(),
  company_name: z.string(),
  language: z.enum(LOCALES),
  published: z.boolean(),
  published_at: z.string().nullable(),
  /** Shared by the caller's company. */
  mine: z.boolean(),
});
export type TCommunityTemplate = z.infer<typeof ZCommunityTemplate>;

export const ZAnyTemplate = z.discriminatedUnion('source', [ZMemoTemplate, ZCommunityTemplate]);

/** memo-templates/list. */
export const ZMemoTemplatesPage = z.object({
  memo_templates: z.array(ZAnyTemplate),
  current_page: z.number(),
  total_pages: z.number(),
  total: z.number(),
  per_page: z.number(),
  sort_by: z.enum(TEMPLATE_SORTS),
  sort_direction: z.enum(SORT_DIRECTIONS),
  terms: z.string(),
  filters: z.object({
    scope: z.enum(TEMPLATE_SCOPES),
    archived: yesNo,
    category: z.string().nullable(),
    kind: z.enum(MEMO_KINDS).nullable(),
    language: z.enum(LOCALES).nullable(),
  }),
});
export type TMemoTemplatesPage = z.infer<typeof ZMemoTemplatesPage>;
