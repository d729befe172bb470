import { describe, expect, it } from 'vitest';
import { applyMask, formatPhone, maskInput, normalizePhone } from './phone.js';
import { ZLoginTokenRequest, ZPhoneCodeRequest } from './schemas/auth.js';

describe('phone helpers', () => {
  it('normalises masked and bare numbers to digits with country code', () => {
    expect(normalizePhone('(555)-123-4567')).toBe('15551234567');
    expect(normalizePhone('5551234567')).toBe('15551234567');
    expect(normalizePhone('15551234567')).toBe('15551234567');
    expect(normalizePhone('555-1234')).toBeNull();
  });

  it('formats digits as (xxx) xxx-xxxx', () => {
    expect(formatPhone('15551234567')).toBe('(555) 123-4567');
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('')).toBe('');
  });

  it('applies the (###)-###-#### mask while typing', () => {
    expect(applyMask('555', '(###)-###-####')).toBe('(555');
    expect(applyMask('5551234567', '(###)-###-####')).toBe('(555)-123-4567');
    expect(applyMask('55a5', '(###)-###-####')).toBe('(555');
    expect(applyMask('ab12', '@@-##')).toBe('ab-12');
  });

  it('writes a literal only before a character that fills the next token', () => {
    // A letter typed into an empty phone field leaves nothing, not "(".
    expect(maskInput('a', '(###)-###-####')).toEqual({ value: '', refused: true });
    expect(maskInput('(', '(###)-###-####')).toEqual({ value: '', refused: false });
    expect(maskInput('(555)', '(###)-###-####')).toEqual({ value: '(555', refused: false });
    expect(maskInput('(555)-1', '(###)-###-####')).toEqual({ value: '(555)-1', refused: false });
  });

  it('reports what the tokens refused: # digits, @ letters, * letters or digits', () => {
    expect(maskInput('(555)-12x', '(###)-###-####')).toEqual({ value: '(555)-12', refused: true });
    expect(maskInput('+1 555.123', '###-###-###')).toEqual({ value: '155-512-3', refused: false });
    expect(maskInput('a1b2', '@@')).toEqual({ value: 'ab', refused: true });
    expect(maskInput('a1b2c3', '******')).toEqual({ value: 'a1b2c3', refused: false });
    expect(maskInput('a1%', '***')).toEqual({ value: 'a1', refused: true });
    expect(maskInput('5551234567999', '(###)-###-####').value).toBe('(555)-123-4567');
  });
});

describe('auth schemas', () => {
  it('gives the spec texts for a bad phone', () => {
    const letters = ZPhoneCodeRequest.safeParse({ phone: '55a1234567' });
    expect(letters.success).toBe(false);
    expect(letters.error?.issues[0]?.message).toBe('Please use only numbers for this field');
    const short = ZPhoneCodeRequest.safeParse({ phone: '(555)-123' });
    expect(short.error?.issues[0]?.message).toBe('Phone numbers must be 14 digits long');
    // What a mask leaves of a letter typed alone is not a number of no digits: it is too short.
    const bracket = ZPhoneCodeRequest.safeParse({ phone: '(' });
    expect(bracket.error?.issues[0]?.message).toBe('Phone numbers must be 14 digits long');
    const missing = ZPhoneCodeRequest.safeParse({});
    expect(missing.error?.issues[0]?.message).toBe('This field is required');
  });

  it('uppercases the auth code and checks its length', () => {
    const ok = ZLoginTokenRequest.parse({ phone: '(555)-123-4567', token: 'abc123' });
    expect(ok).toEqual({ phone: '15551234567', token: 'ABC123' });
    const bad = ZLoginTokenRequest.safeParse({ phone: '5551234567', token: '123' });
    expect(bad.error?.issues[0]?.message).toBe('The auth code must be 6 digits long');
  });
});
