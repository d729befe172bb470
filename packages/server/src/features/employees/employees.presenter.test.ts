import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmployeeRow } from '../../db/schema.js';
import { followupFields, noFollowups } from '../followups/employee-followups.js';
import { presentEmployeeDetail, shortName, timeEmployed } from './employees.presenter.js';
import { noRelations } from './employees-relations.js';

const row = (over: Partial<EmployeeRow> = {}): EmployeeRow => ({
  id: 7,
  company_id: 1,
  user_id: null,
  name: 'Maria Garcia',
  name_first: null,
  name_last: null,
  email: null,
  phone: null,
  phone_country_code: '1',
  role: 'employee',
  type: null,
  is_active: 1,
  on_leave: 0,
  default_locale: 'en',
  birth_date_day: null,
  birth_date_month: null,
  birth_date_year: null,
  work_anniversary: null,
  pin: null,
  company_ext_id: null,
  last_invited_at: null,
  invite_accepted_at: null,
  last_login_at: null,
  created_at: '2024-03-15T12:00:00.000Z',
  updated_at: '2024-03-15T12:00:00.000Z',
  deleted_at: null,
  last_synced_at: null,
  ...over,
});

/** The calendar arithmetic through Date, as the presenter once did it. */
function throughDate(since: string, today: string): string {
  const start = new Date(since);
  const now = new Date(`${today}T12:00:00.000Z`);
  let months = (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + now.getUTCMonth() - start.getUTCMonth();
  if (now.getUTCDate() < start.getUTCDate()) months -= 1;
  months = Math.max(0, months);
  return `${Math.floor(months / 12)}y ${months % 12}m`;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('time employed', () => {
  it('counts whole years and months, a month short until its day comes', () => {
    expect(timeEmployed('2024-03-15', '2026-11-30')).toBe('2y 8m');
    expect(timeEmployed('2024-12-01', '2026-11-30')).toBe('1y 11m');
    expect(timeEmployed('2025-11-30', '2026-11-29')).toBe('0y 11m');
    expect(timeEmployed('2025-11-30', '2026-11-30')).toBe('1y 0m');
    expect(timeEmployed('2026-11-30T23:59:59.999Z', '2026-11-30')).toBe('0y 0m');
    expect(timeEmployed('2027-01-01', '2026-11-30')).toBe('0y 0m');
  });

  it('agrees with the same arithmetic on Date for dates and times across years', () => {
    const days = Array.from({ length: 80 }, (_, i) => new Date(Date.UTC(2019, 0, 1) + i * 29.3 * 86_400_000));
    const todays = ['2024-02-29', '2026-01-01', '2026-11-30', '2026-12-31'];
    for (const day of days)
      for (const today of todays) {
        const date = day.toISOString().slice(0, 10);
        expect(timeEmployed(date, today)).toBe(throughDate(date, today));
        expect(timeEmployed(day.toISOString(), today)).toBe(throughDate(day.toISOString(), today));
      }
  });

  it('runs to today in UTC, which turns at midnight UTC', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-14T23:59:59.000Z'));
    const e = row({ work_anniversary: '2025-12-15', last_login_at: '2026-12-14T08:00:00.000Z' });
    expect(presentEmployeeDetail(e, noRelations())).toMatchObject({
      time_employed: '0y 11m',
      has_logged_in_today: true,
    });
    vi.setSystemTime(new Date('2026-12-15T00:00:01.000Z'));
    expect(presentEmployeeDetail(e, noRelations())).toMatchObject({
      time_employed: '1y 0m',
      has_logged_in_today: false,
    });
  });
});

describe('short names', () => {
  it('are the first name and the initial of the last', () => {
    expect(shortName(row())).toBe('Maria G.');
    expect(shortName(row({ name: 'Maria de la Cruz' }))).toBe('Maria d.');
    expect(shortName(row({ name: 'Cher' }))).toBe('Cher');
    expect(shortName(row({ name: 'Ana ' }))).toBe('Ana');
    expect(shortName(row({ name: 'Ana Gómez', name_first: 'Anita', name_last: 'Perez' }))).toBe('Anita P.');
    expect(shortName(row({ name: 'Ana Gómez', name_last: '' }))).toBe('Ana');
    expect(shortName(row({ name: 'Ana Gómez', name_first: 'Anita' }))).toBe('Anita G.');
  });
});

describe('follow-up fields of an employee without any', () => {
  it('are empty lists and nothing awaited, each call its own lists', () => {
    const loaded = noFollowups();
    loaded.hands.set(8, []);
    const fields = followupFields(loaded, 7);
    expect(fields).toEqual({
      flagged_messages: [],
      flagged_messages_active: [],
      checkins: [],
      checkins_active: [],
      current_checkin: null,
      last_checkin: null,
      raised_hands: [],
      raised_hands_active: [],
      is_awaiting_manager: false,
      is_awaiting_employee: false,
      is_urgent: false,
      due_next: null,
      has_flag: false,
      has_checkin: false,
      has_raised_hand: false,
    });
    // The same as the full computation over empty lists.
    expect(followupFields(loaded, 8)).toEqual(fields);
    expect(followupFields(loaded, 7).checkins).not.toBe(fields.checkins);
  });
});
