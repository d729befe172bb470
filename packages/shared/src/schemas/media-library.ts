import { z } from 'zod';
import { ZIdName } from './entities.js';
import { companyIdField, searchTermsField } from './fields.js';
import { MEDIA_TYPE_CATEGORIES } from './media.js';
import { idField, PER_PAGE_MAX, SORT_DIRECTIONS } from './places.js';

export { MEDIA_LIBRARY_TEXT } from '../texts/media-library.js';

/**
 * The company's media library and the Files screen (spec §2 media, files; §3 Media file, file
 * list paging and filters, upload payloads; §7 Media and upload). Managers upload, target, mark
 * viewable, edit and delete; an employee sees the files targeted to them once marked viewable.
 * Routes (under /api):
 *
 * - POST company/upload (multipart: file, name, company_id; optional message_id | survey_id |
 *   celebration_id) → { media } — a new library file (not viewable, targeted to nobody); with a
 *   memo id the file is also attached to that memo (a copy, as `media_id` does).
 * - GET company/media (query ZCompanyMediaQuery) → ZMediaPage — the library as memo compose and
 *   templates pick from it (management).
 * - GET media/get (query ZMediaIdQuery) → { media } — one file.
 * - GET media/signature (query company_id, file_path) → the bytes (filepath, filepath_min or
 *   filepath_thumb of a file; ranges; private cache).
 * - POST media/upload/signature (multipart: file, memo_id, company_id) → ZSignatureUpload — an
 *   employee's signature image for a memo they received (stored as an acknowledgement photo).
 * - POST media/list (body ZMediaListRequest) → ZMediaPage.
 * - POST media/create (multipart: file, company_id; name, title, content, location_ids,
 *   audience_ids, recipient_ids, viewable) → { media } — the new file (the list's first).
 * - PUT media/update (body ZMediaUpdateRequest) → { media }.
 * - DELETE media/delete (body ZMediaIdRequest) → { id }.
 * - POST media/view (body ZMediaIdRequest) → { media } — records that the caller opened it (once
 *   per person; the first time is kept).
 * - GET media/viewers (query ZMediaViewersQuery) → ZMediaViewersPage — who opened it (management).
 */

/** The mode of a file's targeting (spec §3: default 'segments'). */
export const MEDIA_MODES = ['segments'] as const;

/** The sorts of media/list (default created_at desc: a new file is first). */
export const MEDIA_SORTS = ['created_at', 'updated_at', 'name', 'type_category', 'size'] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];

/** Ids as a JSON body sends them, or as one multipart field: "1,2,3" or "[1,2,3]" ('' is none). */
const idList = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const text = v.trim();
    if (text === '') return [];
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    }
    return text.split(',').map((s) => s.trim());
  },
  z.array(idField).max(10_000, 'At most 10,000'),
);

/** A yes/no a multipart field or a JSON body sends: true/false, 'true'/'false', 'yes'/'no', '1'/'0'. */
const flag = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    if (['true', 'yes', '1', 'on'].includes(v)) return true;
    if (['false', 'no', '0', 'off', ''].includes(v)) return false;
    return v;
  },
  z.boolean({ error: 'Use yes or no' }),
);

const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).nullish();

/** One file of the library (spec §3 Media file), as every media call answers it. */
export const ZMediaFile = z.object({
  id: z.number(),
  company_id: z.number(),
  name: z.string(),
  title: z.string().nullable(),
  content: z.string().nullable(),
  /** The stored names (keys' last segment) of the file, its medium WebP and its WebP thumbnail. */
  filename: z.string(),
  filename_min: z.string().nullable(),
  filename_thumb: z.string().nullable(),
  /** Urls of GET media/signature (fetched with the session cookie): the file, medium, thumbnail. */
  filepath: z.string(),
  filepath_min: z.string().nullable(),
  filepath_thumb: z.string().nullable(),
  original_filename: z.string(),
  /** The stored extension (jpg, png, webp, gif, mp4, webm, mov, mp3, m4a, ogg, wav, pdf). */
  type: z.string(),
  type_category: z.enum(MEDIA_TYPE_CATEGORIES),
  mime: z.string(),
  size: z.number(),
  mode: z.enum(MEDIA_MODES),
  location_ids: z.array(z.number()),
  locations: z.array(ZIdName),
  audience_ids: z.array(z.number()),
  audiences: z.array(ZIdName),
  recipient_ids: z.array(z.number()),
  recipients: z.array(ZIdName),
  marked_viewable_at: z.string().nullable(),
  creator: ZIdName.nullable(),
  updater: ZIdName.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  /** How many people have opened it (management); null for an employee. */
  view_count: z.number().nullable(),
  /** When the caller first opened it, or null. */
  viewed_at: z.string().nullable(),
});
export type TMediaFile = z.infer<typeof ZMediaFile>;

/** { media } — media/get, media/create, media/update, media/view, company/upload. */
export const ZMediaFileAnswer = z.object({ media: ZMediaFile });
export type TMediaFileAnswer = z.infer<typeof ZMediaFileAnswer>;

const listFilters = z.object({
  audiences: z.array(idField).max(1_000).default([]),
  locations: z.array(idField).max(1_000).default([]),
  type_category: z.array(z.enum(MEDIA_TYPE_CATEGORIES)).max(4).default([]),
});

const pageField = z.coerce.number().int().min(1, 'Must be 1 or more').max(1_000_000).default(1);
const perPageField = z.coerce
  .number()
  .int()
  .min(1, 'Must be 1 or more')
  .max(PER_PAGE_MAX, `Must be at most ${PER_PAGE_MAX}`)
  .default(24);

/**
 * POST media/list. Management sees every live file of the company; an employee only the files
 * targeted to them and marked viewable. Filters: files targeted to any of these audiences / any
 * of these locations; of any of these type categories.
 */
export const ZMediaListRequest = z.object({
  company_id: companyIdField,
  page: pageField,
  per_page: perPageField,
  terms: searchTermsField(100),
  sort_by: z.enum(MEDIA_SORTS, { error: `Sort by one of: ${MEDIA_SORTS.join(', ')}` }).default('created_at'),
  sort_direction: z.enum(SORT_DIRECTIONS, { error: 'Sort direction is asc or desc' }).default('desc'),
  filters: listFilters.default({ audiences: [], locations: [], type_category: [] }),
});
export type TMediaListRequest = z.input<typeof ZMediaListRequest>;

/** GET company/media: the library to pick from (query: type_category one or none). */
export const ZCompanyMediaQuery = z.object({
  company_id: companyIdField,
  page: pageField,
  per_page: perPageField,
  terms: searchTermsField(100),
  type_category: z.enum(MEDIA_TYPE_CATEGORIES).optional(),
});
export type TCompanyMediaQuery = z.input<typeof ZCompanyMediaQuery>;

/** media/list and company/media. */
export const ZMediaPage = z.object({
  media: z.array(ZMediaFile),
  current_page: z.number(),
  total_pages: z.number(),
  total: z.number(),
  per_page: z.number(),
  sort_by: z.enum(MEDIA_SORTS),
  sort_direction: z.enum(SORT_DIRECTIONS),
  terms: z.string(),
  filters: z.object({
    audiences: z.array(z.number()),
    locations: z.array(z.number()),
    type_category: z.array(z.enum(MEDIA_TYPE_CATEGORIES)),
  }),
});
export type TMediaPage = z.infer<typeof ZMediaPage>;

/** The text fields of media/create (multipart; ids as "1,2,3" or "[1,2,3]"). */
export const ZMediaCreateFields = z.object({
  company_id: companyIdField,
  /** Left out: the file's name without its extension. */
  name: z.string().trim().max(200, 'At most 200 characters').optional(),
  title: optionalText(200),
  content: optionalText(5000),
  location_ids: idList.default([]),
  audience_ids: idList.default([]),
  recipient_ids: idList.default([]),
  mode: z.enum(MEDIA_MODES).default('segments'),
  /** Marked viewable at once (left out: no). */
  viewable: flag.default(false),
});
export type TMediaCreateFields = z.input<typeof ZMediaCreateFields>;

/** The text fields of company/upload (multipart). */
export const ZCompanyUploadFields = z.object({
  company_id: companyIdField,
  name: z.string().trim().max(200, 'At most 200 characters').optional(),
  message_id: idField.optional(),
  survey_id: idField.optional(),
  celebration_id: idField.optional(),
});
export type TCompanyUploadFields = z.input<typeof ZCompanyUploadFields>;

/** PUT media/update: only the fields sent change; `viewable` marks (now) or unmarks it. */
export const ZMediaUpdateRequest = z.object({
  company_id: companyIdField,
  id: idField,
  name: z.string().trim().min(1, 'Enter a name').max(200, 'At most 200 characters').optional(),
  title: optionalText(200),
  content: optionalText(5000),
  location_ids: z.array(idField).max(10_000).optional(),
  audience_ids: z.array(idField).max(10_000).optional(),
  recipient_ids: z.array(idField).max(10_000).optional(),
  viewable: z.boolean().optional(),
});
export type TMediaUpdateRequest = z.input<typeof ZMediaUpdateRequest>;

/** media/delete, media/view (body). */
export const ZMediaIdRequest = z.object({ company_id: companyIdField, id: idField });
export type TMediaIdRequest = z.input<typeof ZMediaIdRequest>;
/** media/get (query). */
export const ZMediaIdQuery = ZMediaIdRequest;

/** DELETE media/delete answers the id removed. */
export const ZMediaDeleted = z.object({ id: z.number() });

/** GET media/viewers: who opened a file, newest first (management). */
export const ZMediaViewersQuery = z.object({
  company_id: companyIdField,
  id: idField,
  page: pageField,
  per_page: perPageField,
});
export type TMediaViewersQuery = z.input<typeof ZMediaViewersQuery>;

export const ZMediaViewer = z.object({ employee: ZIdName, viewed_at: z.string() });
export type TMediaViewer = z.infer<typeof ZMediaViewer>;

export const ZMediaViewersPage = z.object({
  viewers: z.array(ZMediaViewer),
  current_page: z.number(),
  total_pages: z.number(),
  total: z.number(),
  per_page: z.number(),
});
export type TMediaViewersPage = z.infer<typeof ZMediaViewersPage>;

/** POST media/upload/signature (multipart: file, memo_id, company_id). */
export const ZSignatureUploadFields = z.object({ company_id: companyIdField, memo_id: idField });
/** Its answer: the stored image (WebP) and its url. */
export const ZSignatureUpload = z.object({
  file_path: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number(),
});
export type TSignatureUpload = z.infer<typeof ZSignatureUpload>;
