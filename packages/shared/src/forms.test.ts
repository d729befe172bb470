import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { ZFormCreateRequest } from './schemas/form-requests.js';
import { checkFormResponse, formResponseFileIds, formResponseSchema } from './schemas/form-response-rules.js';
import { FORM_TEXT, formFieldsField } from './schemas/forms.js';

const fields = formFieldsField.parse([
  { key: 'name', type: 'text', label: 'Name', required: true },
  { key: 'notes', type: 'long_text', label: 'Notes' },
  { key: 'qty', type: 'number', label: 'Quantity' },
  { key: 'day', type: 'date', label: 'Day' },
  { key: 'at', type: 'time', label: 'At' },
  { key: 'shift', type: 'single_choice', label: 'Shift', options: ['AM', 'PM'] },
  { key: 'areas', type: 'multiple_choice', label: 'Areas', options: ['Kitchen', 'Bar', 'Floor'] },
  { key: 'ok', type: 'checkbox', label: 'I confirm', required: true },
  { key: 'phone', type: 'phone', label: 'Phone' },
  { key: 'mail', type: 'email', label: 'E-mail' },
  { key: 'photos', type: 'file', label: 'Photos' },
  { key: 'sign', type: 'signature', label: 'Signature' },
]);

describe('form fields', () => {
  it('numbers the fields by order, drops options of non-choice fields and asks choices for two', () => {
    const parsed = formFieldsField.parse([
      { key: 'b', type: 'text', label: 'B', order: 5, options: ['x'] },
      { key: 'a', type: 'text', label: 'A', order: 1 },
    ]);
    expect(parsed.map((f) => [f.key, f.order, f.options])).toEqual([
      ['a', 0, []],
      ['b', 1, []],
    ]);
    const one = formFieldsField.safeParse([
      { key: 'c', type: 'single_choice', label: 'C', options: ['only'] },
    ]);
    expect(one.error?.issues.map((i) => i.message)).toEqual([FORM_TEXT.needsOptions]);
    const dup = formFieldsField.safeParse([
      { key: 'c', type: 'text', label: 'C' },
      { key: 'c', type: 'text', label: 'D' },
    ]);
    expect(dup.error?.issues.map((i) => i.message)).toEqual([FORM_TEXT.duplicateKey]);
    expect(formFieldsField.safeParse([]).error?.issues[0]?.message).toBe(FORM_TEXT.needsField);
  });

  it('lets a form be made from a template without fields', () => {
    expect(
      ZFormCreateRequest.parse({ company_id: 1, name: 'Log', template_key: 'temperature_log' }).fields,
    ).toBe(undefined);
  });
});

describe('form response rules', () => {
  it('stores good answers normalised, in field order, and drops unknown keys', () => {
    const { value, errors } = checkFormResponse(fields, {
      extra: 'x',
      sign: 9,
      name: '  Ana ',
      qty: '12.5',
      day: '2026-02-28',
      at: '07:30',
      shift: 'PM',
      areas: ['Floor', 'Kitchen'],
      ok: true,
      phone: '(555)-123-4567',
      mail: 'Ana@Example.COM',
      photos: [3, '4', 3],
      notes: '',
    });
    expect(errors).toEqual({});
    expect(value).toEqual({
      name: 'Ana',
      qty: 12.5,
      day: '2026-02-28',
      at: '07:30',
      shift: 'PM',
      areas: ['Kitchen', 'Floor'],
      ok: true,
      phone: '15551234567',
      mail: 'ana@example.com',
      photos: [3, 4],
      sign: [9],
    });
    expect(Object.keys(value)[0]).toBe('name');
    expect(formResponseFileIds(fields, value)).toEqual([3, 4, 9]);
  });

  it('answers the spec §5 texts and the form texts per field', () => {
    const { errors } = checkFormResponse(fields, {
      name: '',
      ok: false,
      qty: '12a',
      day: '2026-02-30',
      at: '25:00',
      shift: 'Night',
      areas: ['Roof'],
      phone: '555-12',
      mail: 'nope',
      photos: Array.from({ length: 11 }, (_, i) => i + 1),
      sign: [1, 2],
    });
    expect(errors).toEqual({
      name: MSG.required,
      ok: MSG.required,
      qty: MSG.phoneDigits,
      day: FORM_TEXT.date,
      at: FORM_TEXT.time,
      shift: FORM_TEXT.notAnOption,
      areas: FORM_TEXT.notAnOption,
      phone: MSG.phoneLength,
      mail: MSG.email,
      photos: FORM_TEXT.tooManyFiles,
      sign: FORM_TEXT.oneSignature,
    });
    expect(checkFormResponse(fields, { name: 'a', ok: true, phone: 'abc' }).errors).toEqual({
      phone: MSG.phoneDigits,
    });
  });

  it('as a zod schema puts each text at its key', () => {
    const r = formResponseSchema(fields).safeParse({ name: 'A', ok: true, mail: 'x@' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['mail', MSG.email]]);
    expect(formResponseSchema(fields).parse({ name: 'A', ok: 'on' })).toEqual({ name: 'A', ok: true });
  });
});
