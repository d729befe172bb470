import { DEFAULT_TIMEZONE } from '@teamline/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A response rate (0..1) as a whole percent, e.g. 0.666 → "67%" (spec §9). */
export function wholePercent(rate: number, locale = 'en'): string {
  const clamped = Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(clamped);
}

/** An ISO instant as the value of a datetime-local input, in the company's zone. */
export function isoToZoneInput(iso: string | null | undefined, zone = DEFAULT_TIMEZONE): string {
  if (!iso) return '';
  return dayjs(iso).tz(zone).format('YYYY-MM-DDTHH:mm');
}

/** A datetime-local value read as a wall time in the company's zone, as an ISO instant (null if blank). */
export function zoneInputToIso(value: string, zone = DEFAULT_TIMEZONE): string | null {
  if (!value) return null;
  const at = dayjs.tz(value, 'YYYY-MM-DDTHH:mm', zone);
  return at.isValid() ? at.toISOString() : null;
}
