import {
  formResponseSchema,
  isFileField,
  maskInput,
  PHONE_MASK,
  type TFormAnswer,
  type TFormField,
  type TFormResponse,
} from '@teamline/shared';
import { zodValidate } from '../../components/form/zod-validate';

/** What a field's input holds while it is filled in. */
export type AnswerValue = string | boolean | string[] | number[];
export type AnswerValues = Record<string, AnswerValue>;

const blankOf = (field: TFormField): AnswerValue => {
  if (isFileField(field.type)) return [];
  if (field.type === 'multiple_choice') return [];
  if (field.type === 'checkbox') return false;
  return '';
};

/** A stored phone (digits with its country code) in the input's mask. */
function maskedPhone(stored: string): string {
  const national = stored.length === 11 && stored.startsWith('1') ? stored.slice(1) : stored;
  return maskInput(national, PHONE_MASK).value;
}

function fromStored(field: TFormField, answer: TFormAnswer | undefined): AnswerValue {
  if (answer === undefined) return blankOf(field);
  if (isFileField(field.type)) return Array.isArray(answer) ? answer.map(Number) : [];
  if (field.type === 'multiple_choice') return Array.isArray(answer) ? answer.map(String) : [];
  if (field.type === 'checkbox') return answer === true;
  if (field.type === 'phone') return maskedPhone(String(answer));
  return String(answer);
}

/** The inputs' values: blank for a new response, the stored answers for one being edited. */
export function answerValues(fields: readonly TFormField[], response: TFormResponse | null): AnswerValues {
  return Object.fromEntries(fields.map((f) => [f.key, fromStored(f, response?.response[f.key])]));
}

/**
 * The fill page's check: the shared rules the server applies (spec §5 texts), by field key — so
 * the page says exactly what the server would.
 */
export function validateAnswers(fields: readonly TFormField[]) {
  return zodValidate(formResponseSchema(fields));
}
