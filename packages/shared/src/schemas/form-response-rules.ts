import { z } from 'zod';
import { MSG } from '../messages.js';
import { normalizePhone } from '../phone.js';
import { FORM_LIMITS, FORM_TEXT, type TFormAnswer, type TFormField } from './forms.js';

/**
 * The one set of rules a form response meets, built from the form's fields: the server checks
 * forms/createResponse and forms/updateResponse with it, the web's fill-in page shows its texts
 * under each field (spec §5 texts where they apply). A blank answer ('' , null, [], an unchecked
 * checkbox) is left out of the response, or is 'This field is required' on a required field.
 */

export type FormAnswers = Record<string, TFormAnswer>;

const isBlank = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  v === false ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

const isEmail = (v: string) => z.email().safeParse(v).success;
const isPhoneText = (v: string) => /^[\d\s().+-]+$/.test(v);

function validDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

type Checked = { ok: true; value: TFormAnswer } | { ok: false; message: string };
const fail = (message: string): Checked => ({ ok: false, message });
const ok = (value: TFormAnswer): Checked => ({ ok: true, value });

function checkText(v: unknown, max: number): Checked {
  if (typeof v !== 'string' && typeof v !== 'number') return fail(MSG.required);
  const text = String(v).trim();
  return text.length > max ? fail(FORM_TEXT.tooLong) : ok(text);
}

function checkFiles(v: unknown, max: number, tooMany: string): Checked {
  const list = Array.isArray(v) ? v : [v];
  const out: number[] = [];
  for (const item of list) {
    const n = typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item;
    if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0 || n > 2_147_483_647)
      return fail(FORM_TEXT.unknownFile);
    if (!out.includes(n)) out.push(n);
  }
  return out.length > max ? fail(tooMany) : ok(out);
}

/** One non-blank answer against its field: the value to store, or the text to show. */
export function checkFormAnswer(field: TFormField, v: unknown): Checked {
  switch (field.type) {
    case 'text':
      return checkText(v, FORM_LIMITS.text);
    case 'long_text':
      return checkText(v, FORM_LIMITS.longText);
    case 'number': {
      const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
      if (!/^-?\d+(\.\d+)?$/.test(text) || text.length > 30) return fail(FORM_TEXT.number);
      const n = Number(text);
      return Number.isFinite(n) ? ok(n) : fail(FORM_TEXT.number);
    }
    case 'date':
      return typeof v === 'string' && validDate(v.trim()) ? ok(v.trim()) : fail(FORM_TEXT.date);
    case 'time':
      return typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v.trim())
        ? ok(v.trim())
        : fail(FORM_TEXT.time);
    case 'single_choice':
      return typeof v === 'string' && field.options.includes(v) ? ok(v) : fail(FORM_TEXT.notAnOption);
    case 'multiple_choice': {
      const list = Array.isArray(v) ? v : [v];
      if (!list.every((o) => typeof o === 'string' && field.options.includes(o)))
        return fail(FORM_TEXT.notAnOption);
      return ok(field.options.filter((o) => list.includes(o)));
    }
    case 'checkbox':
      return v === true || v === 'true' || v === 'on' ? ok(true) : fail(MSG.required);
    case 'phone': {
      if (typeof v !== 'string' || !isPhoneText(v.trim())) return fail(MSG.phoneDigits);
      const phone = normalizePhone(v.trim());
      return phone === null ? fail(MSG.phoneLength) : ok(phone);
    }
    case 'email': {
      const text = typeof v === 'string' ? v.trim() : '';
      return text.length <= 254 && isEmail(text) ? ok(text.toLowerCase()) : fail(MSG.email);
    }
    case 'file':
      return checkFiles(v, FORM_LIMITS.filesPerField, FORM_TEXT.tooManyFiles);
    case 'signature':
      return checkFiles(v, 1, FORM_TEXT.oneSignature);
  }
}

/**
 * Checks answers against fields: the answers to store (by key, in the fields' order; keys no field
 * has are dropped) and the text of each field that fails (by key).
 */
export function checkFormResponse(
  fields: readonly TFormField[],
  input: Record<string, unknown>,
): { value: FormAnswers; errors: Record<string, string> } {
  const value: FormAnswers = {};
  const errors: Record<string, string> = {};
  for (const field of [...fields].sort((a, b) => a.order - b.order)) {
    const raw = Object.hasOwn(input, field.key) ? input[field.key] : undefined;
    if (isBlank(raw)) {
      if (field.required) errors[field.key] = MSG.required;
      continue;
    }
    const checked = checkFormAnswer(field, raw);
    if (checked.ok) value[field.key] = checked.value;
    else errors[field.key] = checked.message;
  }
  return { value, errors };
}

/** checkFormResponse as a zod schema: one issue per failing field, at its key. */
export function formResponseSchema(fields: readonly TFormField[]) {
  return z.record(z.string(), z.unknown()).transform((input, ctx): FormAnswers => {
    const { value, errors } = checkFormResponse(fields, input);
    for (const [key, message] of Object.entries(errors))
      ctx.addIssue({ code: 'custom', path: [key], message });
    return Object.keys(errors).length > 0 ? z.NEVER : value;
  });
}

/** The file ids a response names (its file and signature answers). */
export function formResponseFileIds(fields: readonly TFormField[], response: FormAnswers): number[] {
  const ids: number[] = [];
  for (const f of fields) {
    if (f.type !== 'file' && f.type !== 'signature') continue;
    const v = response[f.key];
    if (Array.isArray(v)) for (const id of v) if (typeof id === 'number' && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
