import { z } from 'zod';
import { AUTH_CODE_LENGTH, LOCALES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { MSG } from '../messages.js';
import { normalizePhone } from '../phone.js';

/** A required, trimmed, non-empty string. */
export const requiredString = (max = 255) =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, `Must be at most ${max} characters`);

export const emailField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(254, MSG.email)
  .pipe(z.email({ error: MSG.email }))
  .transform((v) => v.toLowerCase());

export const passwordField = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .min(PASSWORD_MIN_LENGTH, MSG.passwordLength)
  .max(PASSWORD_MAX_LENGTH, MSG.passwordLength);

/** Digits and what people write between them: spaces, brackets, dashes, dots, a leading +. */
const isPhoneText = (v: string) => /^[\d\s().+-]+$/.test(v);

/**
 * A US phone number as typed in the (###)-###-#### mask, or as digits;
 * it comes out normalised to digits with the country code.
 */
export const phoneField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .refine(isPhoneText, MSG.phoneDigits)
  .refine((v) => normalizePhone(v) !== null, MSG.phoneLength)
  .transform((v) => normalizePhone(v) as string);

export const authCodeField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .transform((v) => v.toUpperCase())
  .refine((v) => v.length === AUTH_CODE_LENGTH, MSG.authCodeLength);

export const localeField = z.enum(LOCALES, { error: 'Choose English or Spanish' });

/** The largest id a record can have (PostgreSQL's integer); a larger one names nothing. */
export const MAX_ID = 2_147_483_647;

/** company_id as sent by the client: a positive integer, in the query (string) or body (number). */
export const companyIdField = z.coerce
  .number({ error: MSG.required })
  .int(MSG.required)
  .positive(MSG.required)
  .max(MAX_ID, 'No such company');

const isEmail = (v: string) => z.email().safeParse(v).success;

/** An e-mail a form may leave blank: '' (or missing) means none and comes out as null. */
export const optionalEmailField = z
  .string()
  .trim()
  .max(254, MSG.email)
  .refine((v) => v === '' || isEmail(v), MSG.email)
  .transform((v) => (v === '' ? null : v.toLowerCase()))
  .nullish();

/** A phone a form may leave blank: '' (or missing) means none; otherwise as phoneField. */
export const optionalPhoneField = z
  .string()
  .trim()
  .refine((v) => v === '' || isPhoneText(v), MSG.phoneDigits)
  .refine((v) => v === '' || normalizePhone(v) !== null, MSG.phoneLength)
  .transform((v) => (v === '' ? null : (normalizePhone(v) as string)))
  .nullish();

/** Control characters (NUL included): no search index, LIKE pattern or database text takes them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/**
 * A search box's text, safe for every database and index whatever was typed or sent: control
 * characters become spaces, runs of white space one, and the ends are trimmed.
 */
export const searchTermsField = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((v) => v.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, `Search for at most ${max} characters`))
    .default('');
