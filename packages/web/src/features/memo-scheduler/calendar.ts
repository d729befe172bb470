import type { TScheduledRun, TScheduledSend } from '@teamline/shared';

/**
 * The Scheduler's calendar arithmetic: days are YYYY-MM-DD in the company's zone (the one date
 * formatter's zone), weeks start on Sunday, a month view is the six weeks around the month.
 */

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The day an instant falls on in a zone. */
export function dayIn(iso: string, zone: string): string {
  let f = dayFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(zone, f);
  }
  return f.format(new Date(iso));
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export type CalendarView = 'month' | 'week';

/** The days a view shows around `anchor`: a week (Sunday first) or six weeks around its month. */
export function viewDays(view: CalendarView, anchor: string): string[] {
  const start = view === 'week' ? addDays(anchor, -weekdayOf(anchor)) : addDays(`${anchor.slice(0, 8)}01`, 0);
  const first = view === 'week' ? start : addDays(start, -weekdayOf(start));
  return Array.from({ length: view === 'week' ? 7 : 42 }, (_, i) => addDays(first, i));
}

/** The anchor one view earlier or later. */
export function shiftAnchor(view: CalendarView, anchor: string, step: number): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  const [y, m] = anchor.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + step, 1));
  return d.toISOString().slice(0, 10);
}

/** The instants to ask the server for: a day of slack each side, so every zone's days are in. */
export function rangeOf(days: string[]): { from: string; to: string } {
  const first = days[0] ?? '1970-01-01';
  const last = days[days.length - 1] ?? first;
  return {
    from: new Date(Date.parse(`${addDays(first, -1)}T00:00:00Z`)).toISOString(),
    to: new Date(Date.parse(`${addDays(last, 2)}T00:00:00Z`)).toISOString(),
  };
}

/** One thing on the calendar: a coming occurrence of a schedule, or a past run of it. */
export type CalendarItem =
  | { type: 'next'; key: string; at: string; day: string; schedule: TScheduledSend }
  | { type: 'run'; key: string; at: string; day: string; schedule: TScheduledSend; run: TScheduledRun };

/** The schedules' occurrences and runs by day in the zone, each day in time order. */
export function itemsByDay(schedules: TScheduledSend[], zone: string): Map<string, CalendarItem[]> {
  const out = new Map<string, CalendarItem[]>();
  const add = (item: CalendarItem) => out.set(item.day, [...(out.get(item.day) ?? []), item]);
  for (const s of schedules) {
    for (const at of s.occurrences)
      add({ type: 'next', key: `${s.id}@${at}`, at, day: dayIn(at, zone), schedule: s });
    for (const run of s.runs)
      add({
        type: 'run',
        key: `run${run.id}`,
        at: run.occurrence_at,
        day: dayIn(run.occurrence_at, zone),
        schedule: s,
        run,
      });
  }
  for (const list of out.values()) list.sort((a, b) => a.at.localeCompare(b.at));
  return out;
}
