import { DEFAULT_TIMEZONE } from '@teamline/shared';
import { z } from 'zod';
import type { Database } from '../db/index.js';

/** When a scheduled job is enqueued. Daily times are 'HH:MM' (24 h). */
export type Schedule = { every: 'minute' | 'hour' } | { daily: string; perCompany?: boolean };

/** Payload of an every-minute job: the minute it stands for (ISO, seconds zeroed). */
export const ZMinuteTick = z.object({ at: z.string() });
/** Payload of an hourly job: the hour it stands for (ISO, minutes zeroed). */
export const ZHourTick = z.object({ at: z.string() });
/** Payload of a daily job: the day (YYYY-MM-DD, in UTC). */
export const ZDay = z.object({ date: z.string() });
/** Payload of a daily per-company job: the company, its local day and time zone. */
export const ZCompanyDay = z.object({ companyId: z.number().int(), date: z.string(), timeZone: z.string() });

/** One job a schedule wants to exist for a moment: its dedupe key makes every instance agree. */
export interface ScheduledJob {
  key: string;
  payload: unknown;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function checkSchedule(schedule: Schedule): void {
  if ('daily' in schedule && !HHMM.test(schedule.daily))
    throw new Error(`A daily schedule needs a time as HH:MM, not '${schedule.daily}'`);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The local date (YYYY-MM-DD) and time (HH:MM) of an instant in a time zone. */
export function localDateTime(at: Date, timeZone: string): { date: string; time: string } {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/**
 * A company's time zone: that of its first location (companies have none of their own),
 * else the product default (America/Chicago).
 */
export async function companyTimeZones(db: Database): Promise<Map<number, string>> {
  const companies = await db.selectFrom('companies').select('id').execute();
  const locations = await db
    .selectFrom('locations')
    .select(['company_id', 'timezone'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const zones = new Map<number, string>(companies.map((c) => [c.id, DEFAULT_TIMEZONE]));
  const seen = new Set<number>();
  for (const l of locations) {
    if (seen.has(l.company_id) || !zones.has(l.company_id)) continue;
    seen.add(l.company_id);
    zones.set(l.company_id, l.timezone);
  }
  return zones;
}

/**
 * The jobs a schedule wants at `now`. Every minute (hour): one for the current minute (hour) —
 * missed ones are not replayed, so such jobs scan for what is due. Daily: one per day once its
 * time has come — a day missed while no instance ran is still done later that day.
 */
export async function dueScheduledJobs(
  db: Database,
  name: string,
  schedule: Schedule,
  now: Date,
): Promise<ScheduledJob[]> {
  if ('every' in schedule) {
    const unit = schedule.every === 'hour' ? 3_600_000 : 60_000;
    const at = new Date(Math.floor(now.getTime() / unit) * unit).toISOString();
    return [{ key: `${name}@${at}`, payload: { at } }];
  }
  if (!schedule.perCompany) {
    const { date, time } = localDateTime(now, 'UTC');
    return time >= schedule.daily ? [{ key: `${name}@${date}`, payload: { date } }] : [];
  }
  const due: ScheduledJob[] = [];
  for (const [companyId, timeZone] of await companyTimeZones(db)) {
    const { date, time } = localDateTime(now, timeZone);
    if (time >= schedule.daily)
      due.push({ key: `${name}@${companyId}@${date}`, payload: { companyId, date, timeZone } });
  }
  return due;
}
