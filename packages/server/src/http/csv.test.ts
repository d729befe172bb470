import { describe, expect, it } from 'vitest';
import { attachment, csvField, toCsv } from './csv.js';

describe('csv (RFC 4180)', () => {
  it('leaves plain fields alone and writes empty for null', () => {
    expect(csvField('Maria')).toBe('Maria');
    expect(csvField(12)).toBe('12');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('defuses spreadsheet formulas in text', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField(-5)).toBe('-5');
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv(
        ['id', 'name'],
        [
          [1, 'A, B'],
          [2, null],
        ],
      ),
    ).toBe('id,name\r\n1,"A, B"\r\n2,\r\n');
  });

  it('names the attachment with a safe file name', () => {
    expect(attachment('employees 2026-01-02.csv')).toBe('attachment; filename="employees 2026-01-02.csv"');
    expect(attachment('a"b/c.csv')).toBe('attachment; filename="a_b_c.csv"');
  });
});
