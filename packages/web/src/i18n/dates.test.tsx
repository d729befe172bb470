import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateZone, formatDate, formatDateTime, formatDay, formatMonthDay, useDates } from './dates';
import i18n, { switchLocale } from './index';
import { viewerTimeZone } from './viewer-zone';

// 23:00 UTC on 25 November 2026 is 5:00 PM in Chicago (CST, UTC−6) and 4:00 PM in Denver.
const EVENING = '2026-11-25T23:00:00.000Z';
// 15:00 UTC on 1 July 2026 is 10:00 AM in Chicago (CDT, UTC−5): Mexico City stays at UTC−6.
const SUMMER = '2026-07-01T15:00:00.000Z';

afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

describe('formatDateTime: short date-time in the company zone (spec §9)', () => {
  it('the test process runs in UTC, so a company in Chicago is not the viewer’s zone', () => {
    expect(viewerTimeZone()).toBe('UTC');
    expect(formatDateTime(EVENING, { locale: 'en', zone: 'America/Chicago' })).toBe('11/25/26, 5:00 PM CST');
  });

  it('shows the company’s wall time, unnamed when the viewer’s clock agrees at that instant', () => {
    const chicago = { locale: 'en', zone: 'America/Chicago', viewer: 'America/Chicago' };
    expect(formatDateTime(EVENING, chicago)).toBe('11/25/26, 5:00 PM');
    expect(formatDateTime(SUMMER, chicago)).toBe('7/1/26, 10:00 AM');
    // Another zone with the same offset that day: nothing to mistake; in summer the clocks part.
    const mexico = { ...chicago, viewer: 'America/Mexico_City' };
    expect(formatDateTime(EVENING, mexico)).toBe('11/25/26, 5:00 PM');
    expect(formatDateTime(SUMMER, mexico)).toBe('7/1/26, 10:00 AM CDT');
  });

  it('speaks the user’s language and names the zone as it does', () => {
    expect(
      formatDateTime(EVENING, { locale: 'es', zone: 'America/Chicago', viewer: 'America/Chicago' }),
    ).toBe('25/11/26, 17:00');
    expect(formatDateTime(EVENING, { locale: 'es', zone: 'America/Denver', viewer: 'Europe/Madrid' })).toBe(
      '25/11/26, 16:00 GMT-7',
    );
  });

  it('answers nothing for no date or a broken one', () => {
    expect(formatDateTime(null, { locale: 'en', zone: 'America/Chicago' })).toBe('');
    expect(formatDateTime('not a date', { locale: 'en', zone: 'America/Chicago' })).toBe('');
  });
});

describe('dates and calendar days', () => {
  it('formatDate gives the day of the instant in the zone, not in UTC', () => {
    // 03:00 UTC on the 26th is still the evening of the 25th in Chicago.
    const late = '2026-11-26T03:00:00.000Z';
    expect(formatDate(late, { locale: 'en', zone: 'America/Chicago' })).toBe('Nov 25, 2026');
    expect(formatDate(late, { locale: 'en', zone: 'America/New_York' }, 'long')).toBe('November 25, 2026');
    expect(formatDate(late, { locale: 'es', zone: 'America/Chicago' }, 'long')).toBe(
      '25 de noviembre de 2026',
    );
  });

  it('formatDay shows a calendar day as it is, whatever the zone (a work anniversary)', () => {
    expect(formatDay('2023-11-29', 'en')).toBe('Nov 29, 2023');
    expect(formatDay('2023-11-29', 'es')).toBe('29 nov 2023');
    expect(formatDay('2023-01-01', 'en', { dateStyle: 'long' })).toBe('January 1, 2023');
    expect(formatDay(null, 'en')).toBe('');
    expect(formatDay('soon', 'en')).toBe('');
  });

  it('formatMonthDay names a birthday without a year', () => {
    expect(formatMonthDay(11, 29, 'en')).toBe('November 29');
    expect(formatMonthDay(2, 29, 'es')).toBe('29 de febrero');
  });
});

function Shown({ iso, zone }: { iso: string; zone?: string }) {
  const dates = useDates();
  return <p>{dates.dateTime(iso, zone)}</p>;
}

describe('useDates', () => {
  it('uses the company zone the company area provides, the language, and a location’s zone when given', async () => {
    const { rerender } = render(
      <DateZone value="America/Denver">
        <Shown iso={EVENING} />
      </DateZone>,
    );
    expect(screen.getByText('11/25/26, 4:00 PM MST')).toBeTruthy();
    rerender(
      <DateZone value="America/Denver">
        <Shown iso={EVENING} zone="America/New_York" />
      </DateZone>,
    );
    expect(screen.getByText('11/25/26, 6:00 PM EST')).toBeTruthy();
    await switchLocale('es');
    expect(i18n.language).toBe('es');
    rerender(
      <DateZone value="America/Denver">
        <Shown iso={EVENING} />
      </DateZone>,
    );
    expect(screen.getByText('25/11/26, 16:00 GMT-7')).toBeTruthy();
  });

  it('outside a company it falls back to spec §9’s default zone, America/Chicago', () => {
    render(<Shown iso={EVENING} />);
    expect(screen.getByText('11/25/26, 5:00 PM CST')).toBeTruthy();
  });
});
