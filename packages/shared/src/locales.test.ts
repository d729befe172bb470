import { describe, expect, it } from 'vitest';
import { knownLocale } from './constants.js';

describe('known locales', () => {
  it('are ours as they are, and nothing else is one', () => {
    expect(knownLocale('en')).toBe('en');
    expect(knownLocale('es')).toBe('es');
    for (const other of ['ES', 'es-MX', 'fr', '', null, undefined, 1]) expect(knownLocale(other)).toBeNull();
  });
});
