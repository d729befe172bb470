import { describe, expect, it } from 'vitest';
import { joinName, personNames, splitName } from './names.js';

describe('person names', () => {
  it('joins first and last name into the name', () => {
    expect(joinName(' Maria ', 'de la  Cruz')).toBe('Maria de la Cruz');
    expect(joinName('Maria', '')).toBe('Maria');
    expect(joinName(null, 'Cruz')).toBe('Cruz');
  });

  it('splits a name at its first space', () => {
    expect(splitName('Maria de la Cruz')).toEqual({ name_first: 'Maria', name_last: 'de la Cruz' });
    expect(splitName('Cher')).toEqual({ name_first: 'Cher', name_last: null });
    expect(splitName('  ')).toEqual({ name_first: null, name_last: null });
  });

  it('derives the name from the parts, or the parts from the name', () => {
    expect(personNames({ name: 'Ignored', name_first: 'Ana', name_last: 'Flores' })).toEqual({
      name: 'Ana Flores',
      name_first: 'Ana',
      name_last: 'Flores',
    });
    expect(personNames({ name: 'Ana Flores' })).toEqual({
      name: 'Ana Flores',
      name_first: 'Ana',
      name_last: 'Flores',
    });
    expect(personNames({ name: '', name_first: ' ', name_last: null })).toBeNull();
  });
});
