import type { TUpcomingCelebration, TUpcomingCelebrations } from '@teamline/shared';
import { DEFAULT_TIMEZONE } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { localDateTime } from '../../jobs/schedules.js';
import type { Member } from '../../policies/index.js';
import { managedEmployeeIds } from '../../policies/people.js';
import { addDays, onYear } from './celebration-dates.js';

/** The first occurrence of month/day on or after `from` (YYYY-MM-DD). */
export function nextOccurrence(from: string, month: number, day: number): string {
  const year = Number(from.slice(0, 4));
  const thisYear = onYear(year, month, day);
  return thisYear >= from ? thisYear : onYear(year + 1, month, day);
}

async function companyZone(db: Database, companyId: number): Promise<string> {
  const first = await db
    .selectFrom('locations')
    .select('timezone')
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  return first?.timezone ?? DEFAULT_TIMEZONE;
}

/**
 * Birthdays and work anniversaries of the caller's people (an admin: the company's active
 * employees; a manager: their locations and direct reports) from today (the company's local date)
 * through `days - 1` days ahead, by date then name.
 */
export async function upcomingCelebrations(opts: {
  db: Database;
  member: Member;
  days: number;
  now?: Date;
}): Promise<TUpcomingCelebrations> {
  const { db, member, days } = opts;
  const from = localDateTime(opts.now ?? new Date(), await companyZone(db, member.companyId)).date;
  const until = addDays(from, days - 1);
  const people = await db
    .selectFrom('employees')
    .select(['id', 'name', 'birth_date_day', 'birth_date_month', 'work_anniversary'])
    .where('id', 'in', managedEmployeeIds(db, member))
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb('birth_date_month', 'is not', null), eb('work_anniversary', 'is not', null)]))
    .execute();
  const out: TUpcomingCelebration[] = [];
  for (const p of people) {
    const employee = { id: p.id, name: p.name };
    if (p.birth_date_month && p.birth_date_day) {
      const date = nextOccurrence(from, p.birth_date_month, p.birth_date_day);
      if (date <= until) out.push({ employee, type: 'birthday', date, years: null });
    }
    if (p.work_anniversary) {
      const start = p.work_anniversary.slice(0, 10);
      const date = nextOccurrence(from, Number(start.slice(5, 7)), Number(start.slice(8, 10)));
      const years = Number(date.slice(0, 4)) - Number(start.slice(0, 4));
      if (date <= until && years > 0) out.push({ employee, type: 'anniversary', date, years });
    }
  }
  out.sort((a, b) => a.date.localeCompare(b.date) || a.employee.name.localeCompare(b.employee.name));
  return { from, days, celebrations: out };
}
