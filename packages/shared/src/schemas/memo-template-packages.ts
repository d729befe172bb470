import { z } from 'zod';
import { PACKAGE_STEPS_MAX, PACKAGE_TEXT } from '../texts/memo-template-packages.js';
import { ZIdName } from './entities.js';
import { companyIdField, requiredString, searchTermsField } from './fields.js';
import { MEMO_KINDS } from './memos.js';
import { idField, PER_PAGE_DEFAULT, PER_PAGE_MAX, SORT_DIRECTIONS } from './places.js';

export { PACKAGE_STEPS_MAX, PACKAGE_TEXT, PACKAGE_USE_MEMOS_MAX } from '../texts/memo-template-packages.js';

/**
 * Template packages (spec §1, §3 memo_template_package, §7 Memo template packages;
 * docs/decisions.md, Template packages): an ordered sequence of templates with day offsets,
 * applied to recipients from a start date as one template send. Paths under
 * memo-template-packages/.
 */

/** A step's day offset: day 0 (the start date) to a year later. */
export const PACKAGE_OFFSET_MAX = 365;
export const PACKAGE_DEFAULT_TIME = '09:00';

const offsetField = z.coerce
  .number({ error: 'Choose a day' })
  .int('Choose a whole day')
  .min(0, 'Day 0 is the start date')
  .max(PACKAGE_OFFSET_MAX, `At most day ${PACKAGE_OFFSET_MAX}`);
const timeField = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, PACKAGE_TEXT.time);
const positionField = z.coerce.number().int('Choose a whole number').min(0, 'Must be 0 or more').max(1_000);
const descriptionField = z.string().trim().max(1_000, 'Must be at most 1000 characters').nullish();

/** memo-template-packages/create: a package, optionally with its first templates (day 0 unless told). */
export const ZPackageCreateRequest = z.object({
  company_id: companyIdField,
  name: requiredString(200),
  description: descriptionField,
  steps: z
    .array(z.object({ template_id: idField, day_offset: offsetField.default(0), time: timeField.optional() }))
    .max(PACKAGE_STEPS_MAX, PACKAGE_TEXT.tooManySteps)
    .default([]),
});
export type TPackageCreateRequest = z.input<typeof ZPackageCreateRequest>;

/** memo-template-packages/update: rename or describe (only the fields sent change). */
export const ZPackageUpdateRequest = z.object({
  company_id: companyIdField,
  id: idField,
  name: requiredString(200).optional(),
  description: descriptionField,
});
export type TPackageUpdateRequest = z.input<typeof ZPackageUpdateRequest>;

/** get, delete. */
export const ZPackageIdRequest = z.object({ company_id: companyIdField, id: idField });

/** PUT memo-template-packages/template: adds a template at a day offset (last of that day unless `position`). */
export const ZPackageTemplateAddRequest = z.object({
  company_id: companyIdField,
  id: idField,
  template_id: idField,
  day_offset: offsetField,
  time: timeField.optional(),
  position: positionField.optional(),
});
export type TPackageTemplateAddRequest = z.input<typeof ZPackageTemplateAddRequest>;

/** PUT memo-template-packages/template/update: a step's day offset, time or place within its day. */
export const ZPackageTemplateUpdateRequest = z.object({
  company_id: companyIdField,
  id: idField,
  step_id: idField,
  day_offset: offsetField.optional(),
  time: timeField.optional(),
  position: positionField.optional(),
});
export type TPackageTemplateUpdateRequest = z.input<typeof ZPackageTemplateUpdateRequest>;

/** DELETE memo-template-packages/template: removes a step. */
export const ZPackageTemplateRemoveRequest = z.object({
  company_id: companyIdField,
  id: idField,
  step_id: idField,
});

/**
 * POST memo-template-packages/use: the package to these recipients from `start_date` (a calendar
 * day, YYYY-MM-DD, not before today in the company's zone); each step goes out on start + its
 * offset at its time, in each recipient's location zone. Answers the template send it made.
 */
export const ZPackageUseRequest = z.object({
  company_id: companyIdField,
  id: idField,
  name: z.string().trim().max(200, 'Must be at most 200 characters').optional(),
  start_date: z
    .string({ error: PACKAGE_TEXT.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, PACKAGE_TEXT.date)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), PACKAGE_TEXT.date),
  location_ids: z.array(idField).max(10_000).default([]),
  audience_ids: z.array(idField).max(10_000).default([]),
  recipient_ids: z.array(idField).max(10_000).default([]),
});
export type TPackageUseRequest = z.input<typeof ZPackageUseRequest>;

export const PACKAGE_SORTS = ['updated_at', 'created_at', 'name', 'use_count'] as const;

const pageFields = {
  page: z.coerce.number().int().min(1, 'Must be 1 or more').default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1, 'Must be 1 or more')
    .max(PER_PAGE_MAX, `Must be at most ${PER_PAGE_MAX}`)
    .default(PER_PAGE_DEFAULT),
  terms: searchTermsField(100),
  sort_direction: z.enum(SORT_DIRECTIONS, { error: 'Sort direction is asc or desc' }),
};

/** memo-template-packages/list. */
export const ZPackagesQuery = z.object({
  company_id: companyIdField,
  ...pageFields,
  sort_by: z
    .enum(PACKAGE_SORTS, { error: `Sort by one of: ${PACKAGE_SORTS.join(', ')}` })
    .default('updated_at'),
  sort_direction: pageFields.sort_direction.default('desc'),
});
export type TPackagesQuery = z.input<typeof ZPackagesQuery>;

/**
 * memo-template-packages/list-templates: the company's templates that may be added to the
 * package (live ones; `in_package` counts the steps already using each), searched and paged.
 */
export const ZPackageTemplatesQuery = z.object({
  company_id: companyIdField,
  id: idField,
  ...pageFields,
  sort_by: z.enum(['title', 'updated_at'], { error: 'Sort by title or updated_at' }).default('title'),
  sort_direction: pageFields.sort_direction.default('asc'),
});
export type TPackageTemplatesQuery = z.input<typeof ZPackageTemplatesQuery>;

/** A template as a package names it. */
export const ZPackageTemplate = z.object({
  id: z.number(),
  kind: z.enum(MEMO_KINDS),
  title: z.string(),
  category: z.string().nullable(),
  archived: z.boolean(),
});

/** A step of a package: a template on a day (0 = the start date) at a time, in its place that day. */
export const ZPackageStep = z.object({
  id: z.number(),
  day_offset: z.number(),
  time: z.string(),
  position: z.number(),
  template: ZPackageTemplate,
});
export type TPackageStep = z.infer<typeof ZPackageStep>;

/** memo_template_package. */
export const ZPackage = z.object({
  id: z.number(),
  company_id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  step_count: z.number(),
  /** The last step's day offset (0 for an empty package). */
  span_days: z.number(),
  use_count: z.number(),
  last_used_at: z.string().nullable(),
  creator: ZIdName.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can_edit: z.boolean(),
  can_use: z.boolean(),
  /** Ordered by day offset, then place within the day. */
  steps: z.array(ZPackageStep),
});
export type TPackage = z.infer<typeof ZPackage>;

const paging = {
  current_page: z.number(),
  total_pages: z.number(),
  total: z.number(),
  per_page: z.number(),
  sort_direction: z.enum(SORT_DIRECTIONS),
  terms: z.string(),
};

/** memo-template-packages/list. */
export const ZPackagesPage = z.object({
  memo_template_packages: z.array(ZPackage),
  ...paging,
  sort_by: z.enum(PACKAGE_SORTS),
});
export type TPackagesPage = z.infer<typeof ZPackagesPage>;

/** memo-template-packages/list-templates. */
export const ZPackageTemplatesPage = z.object({
  memo_templates: z.array(ZPackageTemplate.extend({ in_package: z.number() })),
  ...paging,
  sort_by: z.enum(['title', 'updated_at']),
});
export type TPackageTemplatesPage = z.infer<typeof ZPackageTemplatesPage>;
