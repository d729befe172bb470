import { describe, expect, it } from 'vitest';
import { dayIn, rangeOf, shiftAnchor, viewDays } from './calendar';

describe('the Scheduler calendar', () => {
  it('shows six weeks around a month, Sunday first, and a week from its Sunday', () => {
    const month = viewDays('month', '2026-11-24');
    expect(month).toHaveLength(42);
    expect(month[0]).toBe('2026-11-01');
    expect(month[41]).toBe('2026-12-12');
    expect(viewDays('week', '2026-11-24')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('moves by a month or a week, and asks for the days with a day of slack', () => {
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('month', '2026-01-15', -1)).toBe('2025-12-01');
    expect(shiftAnchor('week', '2026-11-24', 1)).toBe('2026-12-01');
    expect(rangeOf(['2026-11-22', '2026-11-28'])).toEqual({
      from: '2026-11-21T00:00:00.000Z',
      to: '2026-11-30T00:00:00.000Z',
    });
  });

  it('puts an instant on its day in the company zone', () => {
    expect(dayIn('2026-11-25T03:00:00Z', 'America/Chicago')).toBe('2026-11-24');
    expect(dayIn('2026-11-25T03:00:00Z', 'UTC')).toBe('2026-11-25');
  });
});
