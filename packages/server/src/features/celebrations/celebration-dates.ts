import { DEFAULT_TIMEZONE } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { localDateTime } from '../../jobs/schedules.js';

/** Calendar helpers of celebrations: dates are YYYY-MM-DD strings, times HH:MM, zones IANA names. */

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const pad = (n: number) => String(n).padStart(2, '0');

/** The date of month/day in a year (29 February → 28 in other years). */
export function onYear(year: number, month: number, day: number): string {
  const d = month === 2 && day === 29 && !isLeap(year) ? 28 : day;
  return `${year}-${pad(month)}-${pad(d)}`;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** How far a zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(at: number, timeZone: string): number {
  const { date, time } = localDateTime(new Date(at), timeZone);
  const wall = Date.parse(`${date}T${time}:00Z`);
  return wall - Math.floor(at / 60_000) * 60_000;
}

/**
 * The instant a zone's wall clock shows `time` on `date`. Twice-corrected for a daylight-saving
 * change between the guess and the answer; a time skipped by the spring change lands an hour later.
 */
export function zonedTime(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let at = wall - offsetAt(wall, timeZone);
  at = wall - offsetAt(at, timeZone);
  return new Date(at);
}

export interface EmployeePlace {
  /** The time zone of the employee's first location (lowest id), else America/Chicago. */
  timeZone: string;
  /** Their live locations. */
  locationIds: number[];
}

/** Each employee's locations and time zone (spec §9's default for those with none). */
export async function employeePlaces(
  db: Database,
  employeeIds: number[],
): Promise<Map<number, EmployeePlace>> {
  const out = new Map<number, EmployeePlace>(
    employeeIds.map((id) => [id, { timeZone: DEFAULT_TIMEZONE, locationIds: [] }]),
  );
  if (!employeeIds.length) return out;
  const rows = await db
    .selectFrom('employee_locations as el')
    .innerJoin('locations as l', 'l.id', 'el.location_id')
    .select(['el.employee_id', 'l.id', 'l.timezone'])
    .where('el.employee_id', 'in', employeeIds)
    .where('l.deleted_at', 'is', null)
    .orderBy('l.id')
    .execute();
  for (const r of rows) {
    const place = out.get(r.employee_id);
    if (!place) continue;
    if (!place.locationIds.length) place.timeZone = r.timezone;
    place.locationIds.push(r.id);
  }
  return out;
}
