import {
  FORM_LIMITS,
  FORM_TEXT,
  type FormFieldType,
  formFieldsField,
  isChoiceField,
  requiredString,
  type TForm,
  type TFormField,
  type TFormTemplate,
} from '@teamline/shared';
import { z } from 'zod';
import type { FormCreateBody, FormTemplateBody } from '../../api/forms';
import { zodValidate } from '../../components/form/zod-validate';
import type { TargetValues } from '../memos/compose/RecipientsField';

/** A field as the builder edits it: its options kept even while the type takes none. */
export interface BuilderField {
  key: string;
  type: FormFieldType;
  label: string;
  required: boolean;
  help_text: string;
  options: string[];
}

export interface BuilderValues extends TargetValues {
  name: string;
  description: string;
  fields: BuilderField[];
}

let counter = 0;
/** A key no other field of the form has: the response names its answer by it. */
export function newFieldKey(taken: readonly string[]): string {
  let key: string;
  do {
    counter += 1;
    key = `field_${Date.now().toString(36)}${counter.toString(36)}`;
  } while (taken.includes(key));
  return key;
}

export function newField(type: FormFieldType, taken: readonly string[]): BuilderField {
  return {
    key: newFieldKey(taken),
    type,
    label: '',
    required: false,
    help_text: '',
    options: isChoiceField(type) ? ['', ''] : [],
  };
}

const toBuilderField = (f: TFormField): BuilderField => ({
  key: f.key,
  type: f.type,
  label: f.label,
  required: f.required,
  help_text: f.help_text ?? '',
  options: [...f.options],
});

const ids = (list: number[]) => list.map(String);

/** A blank form, a template's copy, or a form to edit, as the builder's values. */
export function builderValues(from: TForm | TFormTemplate | null): BuilderValues {
  if (!from)
    return { name: '', description: '', fields: [], location_ids: [], audience_ids: [], recipient_ids: [] };
  return {
    name: from.name,
    description: from.description ?? '',
    fields: [...from.fields].sort((a, b) => a.order - b.order).map(toBuilderField),
    location_ids: ids(from.location_ids),
    audience_ids: ids(from.audience_ids),
    recipient_ids: ids(from.recipient_ids),
  };
}

/** Moves the item at `from` to `to` (a copy; out-of-range moves leave the list as it is). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The fields as the server takes them: in the list's order, options only for choices. */
export function fieldsBody(fields: BuilderField[]) {
  return fields.map((f, order) => ({
    key: f.key,
    type: f.type,
    label: f.label.trim(),
    required: f.required,
    help_text: f.help_text.trim() || null,
    options: isChoiceField(f.type) ? f.options.map((o) => o.trim()) : [],
    order,
  }));
}

const description = z
  .string()
  .trim()
  .max(FORM_LIMITS.description, `Must be at most ${FORM_LIMITS.description} characters`);

/** The shared rules of a form's name, description and fields (the server's own, spec §5 texts). */
const ZBuilder = z.object({
  name: requiredString(FORM_LIMITS.name),
  description,
  fields: formFieldsField,
});
const validateShape = zodValidate(ZBuilder);

/**
 * The builder's errors by path (name, fields.0.label, fields.2.options…): the shared schema's,
 * and for a form (not a template) someone to send it to.
 */
export function validateBuilder(values: BuilderValues, asTemplate: boolean): Record<string, string> {
  const errors = validateShape({ ...values, fields: fieldsBody(values.fields) });
  const untargeted =
    values.location_ids.length + values.audience_ids.length + values.recipient_ids.length === 0;
  if (!asTemplate && untargeted) errors.location_ids = FORM_TEXT.noRecipients;
  return errors;
}

export function templateBody(values: BuilderValues): FormTemplateBody {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    fields: fieldsBody(values.fields),
    location_ids: values.location_ids.map(Number),
    audience_ids: values.audience_ids.map(Number),
    recipient_ids: values.recipient_ids.map(Number),
  };
}

export function createBody(values: BuilderValues, template: TFormTemplate | null): FormCreateBody {
  return {
    ...templateBody(values),
    template_id: template?.source === 'company' ? template.id : null,
    template_key: template?.source === 'builtin' ? template.key : null,
  };
}
