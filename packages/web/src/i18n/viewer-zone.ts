import { VIEWER_ZONE_COOKIE } from '@teamline/shared';
import { writeCookie } from '../api/cookies';

/**
 * The viewer's own time zone, and the cookie that tells the server's renders about it, apart from
 * the date formatter (dates.ts) so the app's entry can note it without carrying the formatter.
 */

let ownZone: string | undefined;

/**
 * The zone of the viewer's own clock (this runtime's), read once: the first read is the page's
 * first Intl.DateTimeFormat, tens of milliseconds on a phone (docs/performance.md).
 */
export function viewerTimeZone(): string {
  ownZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return ownZone;
}

let remembered = false;

/**
 * Keeps this browser's zone in a cookie, for the pages the server renders (entry-server.tsx): a
 * date-time names its zone when the viewer's clock differs from the company's, and the server's
 * render must say what the browser's will, or React renders the part again. Written once a page:
 * when a date-time first needs the zone (the browser has paid for its Intl then), else as the page
 * is left (main.tsx), never on the way to a page's first use.
 */
export function rememberViewerZone(): void {
  if (remembered) return;
  remembered = true;
  writeCookie(VIEWER_ZONE_COOKIE, viewerTimeZone(), 365);
}

let noting = false;

/** The browser's own zone for a date-time, noted (once, after the render) for the server's next one. */
export function browserZone(): string {
  const zone = viewerTimeZone();
  if (!remembered && !noting && typeof document !== 'undefined') {
    noting = true;
    setTimeout(rememberViewerZone, 0);
  }
  return zone;
}
