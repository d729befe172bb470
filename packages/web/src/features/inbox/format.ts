/** A date and time in the reader's language ("Nov 23, 2026, 2:15 PM"). */
export function formatWhen(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
