import type { Repeat } from '@teamline/shared';
import { localDateTime } from '../../jobs/schedules.js';
import { addDays, zonedTime } from '../celebrations/celebration-dates.js';

/**
 * When a schedule's occurrences fall (decisions.md, Scheduled sends). A rule names local dates
 * and one local time in an IANA zone, so 09:00 stays 09:00 on the wall clock across a
 * daylight-saving change (America/Chicago moves in UTC, America/Phoenix does not). A time the
 * spring change skips (02:30) goes out at the same distance after the change (03:30); a time the
 * autumn change repeats (01:30) goes out at its first passing.
 */

export interface Rule {
  start_date: string;
  time: string;
  time_zone: string;
  repeat: Repeat;
  /** Weekly: 0 = Sunday … 6 = Saturday. */
  weekdays: number[];
  end_date: string | null;
  count: number | null;
}

/** The furthest a rule is followed: 20 years of days. */
const MAX_STEPS = 366 * 20;

const HOUR = 3_600_000;

/** The instant the zone's wall clock shows `time` on `date` (a skipped time: after the change). */
export function wallClockInstant(date: string, time: string, timeZone: string): Date {
  const at = zonedTime(date, time, timeZone);
  const local = localDateTime(at, timeZone);
  if (local.date === date && local.time === time) return at;
  // In the spring gap: read the wall clock with the offset in force before the change.
  const before = localDateTime(new Date(at.getTime() - 3 * HOUR), timeZone);
  const offsetBefore = Date.parse(`${before.date}T${before.time}:00Z`) - (at.getTime() - 3 * HOUR);
  return new Date(Date.parse(`${date}T${time}:00Z`) - offsetBefore);
}

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The rule's local dates in order (monthly on a 31st: the last day of shorter months). */
function* localDates(rule: Rule): Generator<string> {
  const start = rule.start_date;
  if (rule.repeat === 'once') {
    yield start;
    return;
  }
  if (rule.repeat === 'monthly') {
    const [y, m, d] = start.split('-').map(Number) as [number, number, number];
    for (let i = 0; i < MAX_STEPS / 28; i++) {
      const year = y + Math.floor((m - 1 + i) / 12);
      const month = ((m - 1 + i) % 12) + 1;
      const day = Math.min(d, daysInMonth(year, month));
      yield `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    }
    return;
  }
  const days = new Set(rule.weekdays.length ? rule.weekdays : [weekday(start)]);
  for (let i = 0; i < MAX_STEPS; i++) {
    const date = addDays(start, i);
    if (rule.repeat === 'daily' || days.has(weekday(date))) yield date;
  }
}

/** Every occurrence of the rule in order, as instants, up to its end date or count. */
export function* occurrences(rule: Rule): Generator<Date> {
  let n = 0;
  for (const date of localDates(rule)) {
    if (rule.end_date && date > rule.end_date) return;
    if (rule.count !== null && n >= rule.count) return;
    n++;
    yield wallClockInstant(date, rule.time, rule.time_zone);
  }
}

/** The first occurrence at or after `from` (null: none left). */
export function nextOccurrence(rule: Rule, from: Date): Date | null {
  for (const at of occurrences(rule)) if (at.getTime() >= from.getTime()) return at;
  return null;
}

/** The first occurrence strictly after `after`. */
export function occurrenceAfter(rule: Rule, after: Date): Date | null {
  return nextOccurrence(rule, new Date(after.getTime() + 1));
}

/** The occurrences in [from, to), at most `limit`. */
export function occurrencesBetween(rule: Rule, from: Date, to: Date, limit = 400): Date[] {
  const out: Date[] = [];
  for (const at of occurrences(rule)) {
    if (at.getTime() >= to.getTime() || out.length >= limit) break;
    if (at.getTime() >= from.getTime()) out.push(at);
  }
  return out;
}
