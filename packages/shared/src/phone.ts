import { DEFAULT_PHONE_COUNTRY_CODE } from './constants.js';

/** Keeps the digits of a phone number as typed: "(555)-123-4567" → "5551234567". */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * The stored form: digits with the country code (default 1).
 * Returns null when the number is not a 10-digit national number (optionally with its code).
 */
export function normalizePhone(input: string, countryCode = DEFAULT_PHONE_COUNTRY_CODE): string | null {
  const digits = phoneDigits(input);
  if (digits.length === 10) return `${countryCode}${digits}`;
  if (digits.length === 10 + countryCode.length && digits.startsWith(countryCode)) return digits;
  return null;
}

/** Display format (xxx) xxx-xxxx from digits only; other lengths are shown as given. */
export function formatPhone(input: string | null | undefined): string {
  if (!input) return '';
  const digits = phoneDigits(input);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return input;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** Applies an input mask: # digit, @ letter, * alphanumeric; other mask characters are literals. */
export function applyMask(value: string, mask: string): string {
  const chars = value.split('').filter((c) => /[A-Za-z0-9]/.test(c));
  let out = '';
  let i = 0;
  for (const m of mask) {
    if (i >= chars.length) break;
    if (m === '#' || m === '@' || m === '*') {
      while (i < chars.length) {
        const c = chars[i++] as string;
        if ((m === '#' && /\d/.test(c)) || (m === '@' && /[A-Za-z]/.test(c)) || m === '*') {
          out += c;
          break;
        }
      }
    } else {
      out += m;
    }
  }
  return out;
}
