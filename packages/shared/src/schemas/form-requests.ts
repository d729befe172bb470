import { z } from 'zod';
import { companyIdField, emailField, requiredString, searchTermsField } from './fields.js';
import { FORM_LIMITS, FORM_TEXT, formFieldsField, ZForm, ZFormResponse, ZFormTemplate } from './forms.js';
import { idField, PER_PAGE_DEFAULT, PER_PAGE_MAX, SORT_DIRECTIONS } from './places.js';

/**
 * The requests and paged answers of the forms calls (spec §7 Forms; decisions.md, Forms). The
 * shapes they carry are in forms.ts.
 */

const ids = z.array(idField).max(10_000).default([]);
const optionalIds = z.array(idField).max(10_000).optional();
const description = z
  .string()
  .trim()
  .max(FORM_LIMITS.description, `Must be at most ${FORM_LIMITS.description} characters`)
  .nullish()
  .transform((v) => (v ? v : null));
/** An edit's description: left out, unchanged; '' or null, none. */
const descriptionEdit = z
  .string()
  .trim()
  .max(FORM_LIMITS.description, `Must be at most ${FORM_LIMITS.description} characters`)
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v ? v : null));

const pageFields = {
  current_page: z.number(),
  total_pages: z.number(),
  total: z.number(),
  per_page: z.number(),
  sort_by: z.string(),
  sort_direction: z.enum(SORT_DIRECTIONS),
};

const page = z.coerce.number().int().min(1, 'Must be 1 or more').default(1);
const perPage = z.coerce
  .number()
  .int()
  .min(1, 'Must be 1 or more')
  .max(PER_PAGE_MAX, `Must be at most ${PER_PAGE_MAX}`)
  .default(PER_PAGE_DEFAULT);

// ——— Templates ———

export const FORM_TEMPLATE_SORTS = ['name', 'created_at'] as const;
/** GET forms/listTemplates: the built-in set first, then the company's own; search by name. */
export const ZFormTemplatesQuery = z.object({
  company_id: companyIdField,
  page,
  per_page: perPage,
  terms: searchTermsField(100),
  sort_by: z.enum(FORM_TEMPLATE_SORTS).default('name'),
  sort_direction: z.enum(SORT_DIRECTIONS).default('asc'),
});
export type TFormTemplatesQuery = z.input<typeof ZFormTemplatesQuery>;
export const ZFormTemplatesPage = z.object({
  form_templates: z.array(ZFormTemplate),
  terms: z.string(),
  ...pageFields,
});
export type TFormTemplatesPage = z.infer<typeof ZFormTemplatesPage>;

const templateFields = {
  name: requiredString(FORM_LIMITS.name),
  description,
  fields: formFieldsField,
  mode: z.literal('segments').default('segments'),
  location_ids: ids,
  audience_ids: ids,
  recipient_ids: ids,
};

/** POST forms/createTemplate: a template of the company's own (targeting optional). */
export const ZFormTemplateCreateRequest = z.object({ company_id: companyIdField, ...templateFields });
export type TFormTemplateCreateRequest = z.input<typeof ZFormTemplateCreateRequest>;
/** PUT forms/updateTemplate: only the fields sent change (targeting lists replace). */
export const ZFormTemplateUpdateRequest = z.object({
  company_id: companyIdField,
  id: idField,
  name: templateFields.name.optional(),
  description: descriptionEdit,
  fields: formFieldsField.optional(),
  location_ids: optionalIds,
  audience_ids: optionalIds,
  recipient_ids: optionalIds,
});
export type TFormTemplateUpdateRequest = z.input<typeof ZFormTemplateUpdateRequest>;

// ——— Forms ———

/**
 * POST forms/create: a form, from scratch or from a template (template_id: the company's own;
 * template_key: a built-in one). `fields` left out: the template's. Targeted like a memo.
 */
export const ZFormCreateRequest = z.object({
  company_id: companyIdField,
  name: templateFields.name,
  description,
  fields: formFieldsField.optional(),
  template_id: idField.nullish(),
  template_key: z.string().trim().max(64).nullish(),
  mode: templateFields.mode,
  location_ids: ids,
  audience_ids: ids,
  recipient_ids: ids,
});
export type TFormCreateRequest = z.input<typeof ZFormCreateRequest>;

/** PUT forms/update: only the fields sent change (targeting lists replace). */
export const ZFormUpdateRequest = ZFormTemplateUpdateRequest;
export type TFormUpdateRequest = z.input<typeof ZFormUpdateRequest>;

export const ZFormIdQuery = z.object({ company_id: companyIdField, id: idField });
/** PUT forms/close, forms/reopen; DELETE forms/delete, forms/deleteTemplate; GET forms/get. */
export const ZFormIdRequest = ZFormIdQuery;

export const FORM_SORTS = ['created_at', 'name'] as const;
export const FORM_STATUSES = ['open', 'closed'] as const;
/** GET forms/list: management all the company's forms, an employee those targeted to them. */
export const ZFormsQuery = z.object({
  company_id: companyIdField,
  page,
  per_page: perPage,
  terms: searchTermsField(100),
  sort_by: z.enum(FORM_SORTS).default('created_at'),
  sort_direction: z.enum(SORT_DIRECTIONS).default('desc'),
  status: z.enum(FORM_STATUSES).optional(),
});
export type TFormsQuery = z.input<typeof ZFormsQuery>;
export const ZFormsPage = z.object({
  forms: z.array(ZForm),
  terms: z.string(),
  filters: z.object({ status: z.enum(FORM_STATUSES).nullable() }),
  ...pageFields,
});
export type TFormsPage = z.infer<typeof ZFormsPage>;

// ——— Responses ———

/**
 * POST forms/createResponse, PUT forms/updateResponse: the answers by field key. The shape is
 * checked here; the answers against the form's fields by formResponseSchema (form-response-rules.ts).
 */
export const ZFormResponseCreateRequest = z.object({
  company_id: companyIdField,
  form_id: idField,
  response: z.record(z.string().max(64), z.unknown()),
});
export type TFormResponseCreateRequest = z.input<typeof ZFormResponseCreateRequest>;
export const ZFormResponseUpdateRequest = z.object({
  company_id: companyIdField,
  id: idField,
  response: z.record(z.string().max(64), z.unknown()),
});
export type TFormResponseUpdateRequest = z.input<typeof ZFormResponseUpdateRequest>;
/** GET forms/getResponse, DELETE forms/deleteResponse. */
export const ZFormResponseIdRequest = z.object({ company_id: companyIdField, id: idField });

const dateOnly = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, FORM_TEXT.date)
  .optional()
  .or(z.literal('').transform(() => undefined));

/** GET forms/listResponses (management): newest first; by the author's location and by day. */
export const ZFormResponsesQuery = z.object({
  company_id: companyIdField,
  form_id: idField,
  page,
  per_page: perPage,
  sort_direction: z.enum(SORT_DIRECTIONS).default('desc'),
  location_id: idField.optional().or(z.literal('').transform(() => undefined)),
  /** Days in the company's zone, both included. */
  from: dateOnly,
  to: dateOnly,
});
export type TFormResponsesQuery = z.input<typeof ZFormResponsesQuery>;
export const ZFormResponsesPage = z.object({
  form_responses: z.array(ZFormResponse),
  filters: z.object({
    location_id: z.number().nullable(),
    from: z.string().nullable(),
    to: z.string().nullable(),
  }),
  ...pageFields,
});
export type TFormResponsesPage = z.infer<typeof ZFormResponsesPage>;

export const FORM_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/** GET forms/exportResponses: every response the filters match, as a download. */
export const ZFormResponsesExportQuery = ZFormResponsesQuery.omit({ page: true, per_page: true }).extend({
  format: z.enum(FORM_EXPORT_FORMATS).default('csv'),
});
export type TFormResponsesExportQuery = z.input<typeof ZFormResponsesExportQuery>;

/** GET forms/myResponses: the caller's own responses to a form, newest first. */
export const ZFormMyResponsesQuery = z.object({ company_id: companyIdField, form_id: idField });
export const ZFormMyResponses = z.object({ form_responses: z.array(ZFormResponse) });

/** The text fields of POST forms/uploadFile (multipart: file, id = the form's id, company_id). */
export const ZFormUploadFields = z.object({ company_id: companyIdField, id: idField });
export type TFormUploadFields = z.infer<typeof ZFormUploadFields>;

/** POST forms/emailResponse (spec §7): the response, as a PDF attachment, to an address. */
export const ZFormEmailRequest = z.object({
  company_id: companyIdField,
  form_response_id: idField,
  email: emailField,
});
export type TFormEmailRequest = z.input<typeof ZFormEmailRequest>;

/** What forms/emailResponse answers: where the response went, and the attachment's name. */
export const ZFormEmailSent = z.object({
  form_response_id: z.number(),
  email: z.string(),
  filename: z.string(),
});
export type TFormEmailSent = z.infer<typeof ZFormEmailSent>;
