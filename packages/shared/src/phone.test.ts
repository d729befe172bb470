import { describe, expect, it } from 'vitest';
import { applyMask, formatPhone, normalizePhone } from './phone.js';
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
});

describe('auth schemas', () => {
  it('gives the spec texts for a bad phone', () => {
    const letters = ZPhoneCodeRequest.safeParse({ phone: '55a1234567' });
    expect(letters.success).toBe(false);
    expect(letters.error?.issues[0]?.message).toBe('Please use only numbers for this field');
    const short = ZPhoneCodeRequest.safeParse({ phone: '(555)-123' });
    expect(short.error?.issues[0]?.message).toBe('Phone numbers must be 14 digits long');
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
