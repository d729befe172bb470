import { formFieldsField, type Locale, type TFormField, type TFormFieldInput } from '@teamline/shared';
import { BUILTIN_TEMPLATES_ES } from './builtin-templates-es.js';

/**
 * The built-in starter templates (issue 14): listed by forms/listTemplates before the company's
 * own, with source 'builtin', a key and no id. A form made from one records its key. They speak
 * the caller's language (users.default_locale): the English here, the Spanish in
 * builtin-templates-es.ts; the keys (of templates and fields) are the same in both.
 */

export interface BuiltinTemplate {
  key: string;
  name: string;
  description: string;
  fields: TFormField[];
}

const define = (
  key: string,
  name: string,
  description: string,
  fields: TFormFieldInput[],
): BuiltinTemplate => ({
  key,
  name,
  description,
  fields: formFieldsField.parse(fields),
});

export const BUILTIN_TEMPLATES: readonly BuiltinTemplate[] = [
  define('incident_report', 'Incident report', 'Report an accident, injury, near miss or security event.', [
    { key: 'occurred_on', type: 'date', label: 'Date of the incident', required: true },
    { key: 'occurred_at', type: 'time', label: 'Time of the incident', required: true },
    { key: 'place', type: 'text', label: 'Where did it happen?', required: true },
    {
      key: 'kind',
      type: 'single_choice',
      label: 'Type of incident',
      required: true,
      options: ['Injury', 'Near miss', 'Property damage', 'Security', 'Other'],
    },
    { key: 'description', type: 'long_text', label: 'What happened?', required: true },
    { key: 'people', type: 'long_text', label: 'People involved or witnesses' },
    { key: 'medical', type: 'checkbox', label: 'Medical attention was needed' },
    { key: 'photos', type: 'file', label: 'Photos', help_text: 'Add photos of the scene if it is safe.' },
    { key: 'phone', type: 'phone', label: 'A phone number to reach you' },
    { key: 'signature', type: 'signature', label: 'Signature', required: true },
  ]),
  define('time_off_request', 'Time-off request', 'Ask for days off; your manager answers.', [
    { key: 'first_day', type: 'date', label: 'First day off', required: true },
    { key: 'last_day', type: 'date', label: 'Last day off', required: true },
    {
      key: 'reason',
      type: 'single_choice',
      label: 'Reason',
      required: true,
      options: ['Vacation', 'Sick', 'Personal', 'Family', 'Other'],
    },
    { key: 'notes', type: 'long_text', label: 'Notes' },
    { key: 'covered', type: 'checkbox', label: 'I have arranged cover for my shifts' },
  ]),
  define('equipment_issue', 'Equipment issue', 'Report broken or unsafe equipment.', [
    { key: 'equipment', type: 'text', label: 'Equipment', required: true },
    { key: 'location', type: 'text', label: 'Where is it?', required: true },
    {
      key: 'severity',
      type: 'single_choice',
      label: 'How urgent is it?',
      required: true,
      options: ['Low', 'Medium', 'High', 'Unsafe — out of service'],
    },
    { key: 'description', type: 'long_text', label: 'What is wrong?', required: true },
    { key: 'photos', type: 'file', label: 'Photos' },
  ]),
  define('temperature_log', 'Temperature log', 'Record a fridge, freezer or hot-holding temperature.', [
    { key: 'day', type: 'date', label: 'Date', required: true },
    { key: 'time', type: 'time', label: 'Time', required: true },
    {
      key: 'unit',
      type: 'single_choice',
      label: 'Unit',
      required: true,
      options: ['Walk-in cooler', 'Freezer', 'Reach-in fridge', 'Hot holding'],
    },
    {
      key: 'temperature',
      type: 'number',
      label: 'Temperature (°F)',
      required: true,
      help_text: 'Numbers only, e.g. 38 or -2.5',
    },
    { key: 'action', type: 'long_text', label: 'Corrective action, if out of range' },
    { key: 'checked', type: 'checkbox', label: 'I checked the thermometer is working', required: true },
  ]),
];

/** A template in Spanish: each text from the catalogue, the English where one is missing. */
function inSpanish(t: BuiltinTemplate): BuiltinTemplate {
  const words = BUILTIN_TEMPLATES_ES[t.key];
  if (!words) return t;
  return {
    key: t.key,
    name: words.name,
    description: words.description,
    fields: t.fields.map((f) => {
      const w = words.fields[f.key];
      if (!w) return f;
      return {
        ...f,
        label: w.label,
        ...(f.help_text && w.help_text ? { help_text: w.help_text } : {}),
        ...(f.options && w.options?.length === f.options.length ? { options: w.options } : {}),
      };
    }),
  };
}

const SPANISH = BUILTIN_TEMPLATES.map(inSpanish);

/** The starter set in a language. */
export const builtinTemplates = (locale: Locale): readonly BuiltinTemplate[] =>
  locale === 'es' ? SPANISH : BUILTIN_TEMPLATES;

export const builtinTemplate = (key: string, locale: Locale = 'en'): BuiltinTemplate | undefined =>
  builtinTemplates(locale).find((t) => t.key === key);
