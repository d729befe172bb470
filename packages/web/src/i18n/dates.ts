import { DEFAULT_TIMEZONE } from '@teamline/shared';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { browserZone } from './viewer-zone';

/**
 * The web app's one date formatter (spec §9: dates display in short date-time in the company
 * zone). Every date on screen goes through here: in the user's language and the company's time
 * zone (or a location's, for what belongs to a location). When the viewer's own clock shows
 * another time at that instant, a date-time names its zone ("11/25/26, 5:00 PM CST"), so nobody
 * mistakes company time for their own. Calendar days (birthdays, anniversaries, a celebration's
 * date) are days, not instants: they show as they are, with no zone shift. decisions.md, Dates.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/** Minutes a zone's wall clock is ahead of UTC at an instant. */
function offsetMinutes(at: Date, zone: string): number {
  const parts = formatter('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The zone's short name at an instant in the language ("CST", "GMT-6"). */
export function zoneAbbreviation(at: Date, zone: string, locale: string): string {
  const part = formatter(locale, { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** Where and for whom a date is shown. */
export interface DateSettings {
  /** The user's language (i18n.language). */
  locale: string;
  /** The company's zone, or a location's. */
  zone: string;
  /** The viewer's own zone; the browser's unless a test pins it. */
  viewer?: string;
}

/** An instant as short date-time in the zone ("11/25/26, 5:00 PM"; "25/11/26, 17:00"), its zone named when the viewer's clock differs; '' for none. */
export function formatDateTime(iso: string | null | undefined, settings: DateSettings): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const { locale, zone } = settings;
  const text = formatter(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: zone }).format(at);
  const viewer = settings.viewer ?? browserZone();
  return offsetMinutes(at, viewer) === offsetMinutes(at, zone)
    ? text
    : `${text} ${zoneAbbreviation(at, zone, locale)}`;
}

/** The day an instant falls on in the zone ("Nov 25, 2026"; long: "November 25, 2026"); '' for none. */
export function formatDate(
  iso: string | null | undefined,
  settings: DateSettings,
  style: 'medium' | 'long' = 'medium',
): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return formatter(settings.locale, { dateStyle: style, timeZone: settings.zone }).format(at);
}

/**
 * A calendar day (YYYY-MM-DD: a work anniversary, a celebration's date) as it is, with no zone
 * shift; '' for none or for what is not such a day.
 */
export function formatDay(
  day: string | null | undefined,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!match) return '';
  const [, y, m, d] = match.map(Number);
  return formatter(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)),
  );
}

/** A month and day with no year (a birthday: "November 29"; "29 de noviembre"). */
export function formatMonthDay(month: number, day: number, locale: string): string {
  return formatter(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, day)),
  );
}

/** A month's name ("November"; "noviembre"), 1 = January. */
export function formatMonth(month: number, locale: string): string {
  return formatter(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** A time of day (HH:MM, no zone: "9:00 AM"; "9:00") in the user's language; '' for what is not one. */
export function formatTimeOfDay(time: string | null | undefined, locale: string): string {
  const match = time ? /^(\d{2}):(\d{2})$/.exec(time) : null;
  if (!match) return '';
  return formatter(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))),
  );
}

/** The calendar day it is now in the zone (YYYY-MM-DD). */
export function todayIn(zone: string, now: Date = new Date()): string {
  return formatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }).format(
    now,
  );
}

/** A calendar day (YYYY-MM-DD) `days` later. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The zone dates display in: the company area provides the company's (company/details `timezone`). */
export const DateZone = createContext<string>(DEFAULT_TIMEZONE);

/** The viewer's zone where it is not this runtime's own: the server's render gives its browser's. */
export const ViewerZone = createContext<string | undefined>(undefined);

/** The formatter bound to the user's language and the company's zone (`zone` overrides it, e.g. a location's). */
export function useDates() {
  const { i18n } = useTranslation();
  const companyZone = useContext(DateZone);
  const viewer = useContext(ViewerZone);
  const locale = i18n.language;
  return useMemo(() => {
    const at = (zone?: string): DateSettings => ({ locale, zone: zone ?? companyZone, viewer });
    return {
      locale,
      zone: companyZone,
      dateTime: (iso: string | null | undefined, zone?: string) => formatDateTime(iso, at(zone)),
      date: (iso: string | null | undefined, style?: 'medium' | 'long', zone?: string) =>
        formatDate(iso, at(zone), style),
      day: (day: string | null | undefined, options?: Intl.DateTimeFormatOptions) =>
        formatDay(day, locale, options),
      monthDay: (month: number, day: number) => formatMonthDay(month, day, locale),
      timeOfDay: (time: string | null | undefined) => formatTimeOfDay(time, locale),
      month: (month: number) => formatMonth(month, locale),
    };
  }, [locale, companyZone, viewer]);
}
