import { MSG, ZUserUpdateRequest } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { zodValidate } from './zod-validate';

describe('zodValidate', () => {
  const validate = zodValidate(ZUserUpdateRequest);

  it('gives the spec texts, also for optional fields', () => {
    expect(validate({ name: '', email: 'nope', phone: '(555)-12' })).toEqual({
      name: MSG.required,
      email: MSG.email,
      phone: MSG.phoneLength,
    });
    expect(validate({ name: 'Ana', email: '', phone: '55a' }).phone).toBe(MSG.phoneDigits);
  });

  it('passes valid values and empty optional fields', () => {
    expect(validate({ name: 'Ana', email: '', phone: '' })).toEqual({});
    expect(validate({ name: 'Ana', email: 'ana@example.com', phone: '(555)-123-4567' })).toEqual({});
  });
});
