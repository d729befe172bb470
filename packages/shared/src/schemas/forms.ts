import { z } from 'zod';
import { MSG } from '../messages.js';
import { FORM_LIMITS, FORM_TEXT } from '../texts/forms.js';
import { ZIdName } from './entities.js';
import { requiredString } from './fields.js';

export { FORM_LIMITS, FORM_TEXT } from '../texts/forms.js';

/**
 * Forms (spec §3 Form, form template, form response; §3 Form file upload; §7 Forms): what a form
 * is made of, the calls' requests and answers. How a response is checked against a form's fields
 * is in form-response-rules.ts (one set of rules, built from the fields, for server and web).
 */

/** The kinds of field a form can ask for (in the order a builder offers them). */
export const FORM_FIELD_TYPES = [
  'text',
  'long_text',
  'number',
  'date',
  'time',
  'single_choice',
  'multiple_choice',
  'checkbox',
  'phone',
  'email',
  'file',
  'signature',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** The field types whose answer is one of (or some of) the field's options. */
export const FORM_CHOICE_TYPES = [
  'single_choice',
  'multiple_choice',
] as const satisfies readonly FormFieldType[];
/** The field types answered with files uploaded through forms/uploadFile (their ids). */
export const FORM_FILE_TYPES = ['file', 'signature'] as const satisfies readonly FormFieldType[];

export const isChoiceField = (type: FormFieldType): boolean =>
  (FORM_CHOICE_TYPES as readonly string[]).includes(type);
export const isFileField = (type: FormFieldType): boolean =>
  (FORM_FILE_TYPES as readonly string[]).includes(type);

/** A field key: how a response names the answer to it (letters, digits, _ and -). */
export const formFieldKey = z
  .string()
  .trim()
  .min(1, MSG.required)
  .max(64, 'At most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only');

/**
 * One field as a builder sends it. `order` may be left out: the list's order is the order.
 * Choice fields need at least two options; other fields drop theirs.
 */
export const ZFormFieldInput = z
  .object({
    key: formFieldKey,
    type: z.enum(FORM_FIELD_TYPES, { error: `Choose one of: ${FORM_FIELD_TYPES.join(', ')}` }),
    label: requiredString(FORM_LIMITS.label),
    required: z.boolean().default(false),
    help_text: z
      .string()
      .trim()
      .max(FORM_LIMITS.helpText, `Must be at most ${FORM_LIMITS.helpText} characters`)
      .nullish()
      .transform((v) => (v ? v : null)),
    options: z
      .array(z.string().trim().max(FORM_LIMITS.option, `Must be at most ${FORM_LIMITS.option} characters`))
      .max(FORM_LIMITS.options, `At most ${FORM_LIMITS.options} options`)
      .default([])
      .transform((list) => list.filter((o) => o !== '')),
    order: z.number().int().min(0).max(10_000).optional(),
  })
  .superRefine((f, ctx) => {
    if (!isChoiceField(f.type)) return;
    if (f.options.length < 2)
      ctx.addIssue({ code: 'custom', path: ['options'], message: FORM_TEXT.needsOptions });
    if (new Set(f.options).size !== f.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: FORM_TEXT.duplicateOption });
  })
  .transform((f) => ({ ...f, options: isChoiceField(f.type) ? f.options : [] }));
export type TFormFieldInput = z.input<typeof ZFormFieldInput>;

/** A field as stored and answered: order 0.. in the list's order. */
export const ZFormField = z.object({
  key: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string(),
  required: z.boolean(),
  help_text: z.string().nullable(),
  options: z.array(z.string()),
  order: z.number(),
});
export type TFormField = z.infer<typeof ZFormField>;

/**
 * The fields of a form or template: at least one, keys unique; sorted by `order` (the list's order
 * when left out) and numbered 0.. again.
 */
export const formFieldsField = z
  .array(ZFormFieldInput)
  .min(1, FORM_TEXT.needsField)
  .max(FORM_LIMITS.fields, `At most ${FORM_LIMITS.fields} fields`)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((f, i) => {
      if (seen.has(f.key))
        ctx.addIssue({ code: 'custom', path: [i, 'key'], message: FORM_TEXT.duplicateKey });
      seen.add(f.key);
    });
  })
  .transform((fields): TFormField[] =>
    fields
      .map((f, i) => ({ f, at: f.order ?? i, i }))
      .sort((a, b) => a.at - b.at || a.i - b.i)
      .map(({ f }, order) => ({
        key: f.key,
        type: f.type,
        label: f.label,
        required: f.required,
        help_text: f.help_text,
        options: f.options,
        order,
      })),
  );

// ——— Wire shapes ———

/** A file uploaded to a form (forms/uploadFile); `url` is fetched with the session cookie. */
export const ZFormFile = z.object({
  id: z.number(),
  form_id: z.number(),
  form_response_id: z.number().nullable(),
  name: z.string(),
  original_filename: z.string(),
  mime: z.string(),
  size: z.number(),
  type_category: z.enum(['image', 'document']),
  url: z.string(),
  thumb_url: z.string().nullable(),
  created_at: z.string(),
});
export type TFormFile = z.infer<typeof ZFormFile>;

const targeting = {
  mode: z.string(),
  location_ids: z.array(z.number()),
  audience_ids: z.array(z.number()),
  recipient_ids: z.array(z.number()),
  locations: z.array(ZIdName),
  audiences: z.array(ZIdName),
  recipients: z.array(ZIdName),
};

/** form (spec §3 Form), plus closed_at and, for management, how many responses it has. */
export const ZForm = z.object({
  id: z.number(),
  company_id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  fields: z.array(ZFormField),
  template_id: z.number().nullable(),
  /** The built-in template it was made from (its key), when it was. */
  template_key: z.string().nullable(),
  ...targeting,
  creator: ZIdName.nullable(),
  updater: ZIdName.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  /** When set, responses can no longer be sent, edited or deleted. */
  closed_at: z.string().nullable(),
  /** Responses sent (management); the caller's own responses (an employee). */
  response_count: z.number(),
});
export type TForm = z.infer<typeof ZForm>;

export const FORM_TEMPLATE_SOURCES = ['builtin', 'company'] as const;

/**
 * form_template (spec §3: a form without template_id): the built-in starter set (source 'builtin',
 * id null, a `key`; no company, no dates) and the company's own (source 'company', an id).
 */
export const ZFormTemplate = z.object({
  id: z.number().nullable(),
  key: z.string().nullable(),
  source: z.enum(FORM_TEMPLATE_SOURCES),
  company_id: z.number().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  fields: z.array(ZFormField),
  ...targeting,
  creator: ZIdName.nullable(),
  updater: ZIdName.nullable(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
});
export type TFormTemplate = z.infer<typeof ZFormTemplate>;

/** An answer as stored: text, a number, true/false, the options chosen, or file ids. */
export const ZFormAnswer = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.array(z.number()),
]);
export type TFormAnswer = z.infer<typeof ZFormAnswer>;

/** form_response (spec §3): `response` maps field keys to answers (a blank field is left out). */
export const ZFormResponse = z.object({
  id: z.number(),
  company_id: z.number(),
  form_id: z.number(),
  employee_id: z.number().nullable(),
  employee: ZIdName.nullable(),
  /** The author's locations now (what the location filter matches). */
  locations: z.array(ZIdName),
  response: z.record(z.string(), ZFormAnswer),
  /** The files the response's file and signature fields name. */
  files: z.array(ZFormFile),
  created_at: z.string(),
  updated_at: z.string(),
  /** The caller may edit and delete it (its author, while the form is open). */
  can_edit: z.boolean(),
});
export type TFormResponse = z.infer<typeof ZFormResponse>;
