import { DEFAULT_TIMEZONE } from '@teamline/shared';
import type { Database } from '../../db/index.js';

const DAY_MS = 86_400_000;

export interface WeekRow {
  /** The Monday the week starts on, as YYYY-MM-DD in the report's time zone. */
  week_start: string;
  /** Distinct employees of the company who signed in that week. */
  active_employees: number;
  logins: number;
}

/** The company's reporting zone: its first live location's, else America/Chicago. */
export async function companyTimezone(opts: { db: Database; companyId: number }): Promise<string> {
  const row = await opts.db
    .selectFrom('locations')
    .select('timezone')
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  return row?.timezone ?? DEFAULT_TIMEZONE;
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(instant: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(instant)
    .slice(0, 10);
}

/** The Monday on or before a calendar date. */
export function mondayOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Logins per week (Monday to Sunday in the company's zone) for the last `weeks` weeks, the
 * current week last: how many distinct employees signed in, and how many sign-ins there were.
 * A sign-in counts for every company the user is an employee of.
 */
export async function weeklyLogins(opts: {
  db: Database;
  companyId: number;
  weeks: number;
  now?: Date;
}): Promise<{ timezone: string; rows: WeekRow[] }> {
  const timezone = await companyTimezone(opts);
  const now = opts.now ?? new Date();
  const thisMonday = mondayOf(localDate(now, timezone));
  const starts = Array.from({ length: opts.weeks }, (_, i) => addDays(thisMonday, -7 * (opts.weeks - 1 - i)));
  // A day of margin covers any zone's offset from UTC; rows outside the weeks are dropped below.
  const since = new Date(Date.parse(`${starts[0]}T00:00:00Z`) - DAY_MS).toISOString();
  const logins = await opts.db
    .selectFrom('user_logins')
    .innerJoin('employees', 'employees.user_id', 'user_logins.user_id')
    .select(['employees.id as employee_id', 'user_logins.created_at'])
    .where('employees.company_id', '=', opts.companyId)
    .where('employees.deleted_at', 'is', null)
    .where('user_logins.created_at', '>=', since)
    .execute();
  const byWeek = new Map(starts.map((s) => [s, { employees: new Set<number>(), logins: 0 }]));
  for (const login of logins) {
    const week = byWeek.get(mondayOf(localDate(new Date(login.created_at), timezone)));
    if (!week) continue;
    week.employees.add(login.employee_id);
    week.logins += 1;
  }
  const rows = starts.map((s) => {
    const week = byWeek.get(s);
    return { week_start: s, active_employees: week?.employees.size ?? 0, logins: week?.logins ?? 0 };
  });
  return { timezone, rows };
}

/** The report as plain text, readable in an e-mail. */
export function weeklyLoginsText(opts: { companyName: string; timezone: string; rows: WeekRow[] }): string {
  const lines = opts.rows.map((r) => {
    const people = `${r.active_employees} ${r.active_employees === 1 ? 'employee' : 'employees'}`;
    return `Week of ${r.week_start}: ${people} logged in, ${r.logins} ${r.logins === 1 ? 'login' : 'logins'}`;
  });
  return [
    `Weekly logins for ${opts.companyName}`,
    `Weeks start on Monday (${opts.timezone}).`,
    '',
    ...lines,
    '',
  ].join('\n');
}
