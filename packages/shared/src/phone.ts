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

const TOKENS: Record<string, RegExp> = { '#': /\d/, '@': /[A-Za-z]/, '*': /[A-Za-z0-9]/ };

/** What a mask made of a typed text: the masked value, and whether it refused anything typed. */
export interface MaskResult {
  value: string;
  /** A character a token does not take (a letter where # wants a digit, a symbol): it was dropped. */
  refused: boolean;
}

/**
 * Puts typed text through an input mask (spec §5): # a digit, @ a letter, * a letter or digit;
 * any other mask character is a literal, written only in front of a character that fills the
 * token after it (so "a" in a phone leaves "", not "("). Spaces, the mask's own literals and
 * "+" or "." (as people paste numbers) are passed over; anything else a token refuses is dropped
 * and reported, and what overflows the mask is cut.
 */
export function maskInput(value: string, mask: string): MaskResult {
  const literals = new Set([...mask].filter((m) => !(m in TOKENS)));
  const ignorable = (c: string) => /\s/.test(c) || c === '+' || c === '.' || literals.has(c);
  const chars = [...value];
  let out = '';
  let pending = '';
  let refused = false;
  let i = 0;
  for (const m of mask) {
    const token = TOKENS[m];
    if (!token) {
      pending += m;
      continue;
    }
    let filled = false;
    while (i < chars.length && !filled) {
      const c = chars[i++] as string;
      if (token.test(c)) {
        out += pending + c;
        pending = '';
        filled = true;
      } else if (!ignorable(c)) refused = true;
    }
    if (!filled) break;
  }
  return { value: out, refused };
}

/** The masked value alone (see maskInput). */
export function applyMask(value: string, mask: string): string {
  return maskInput(value, mask).value;
}
