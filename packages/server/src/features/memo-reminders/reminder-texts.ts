import type { Locale, TDigestLine } from '@teamline/shared';

/**
 * The words of reminders and digests, in the recipient's language (employees.default_locale):
 * the tray item, the SMS and the e-mail. Spanish speaks to the reader as tú.
 */

type Kind = 'message' | 'survey';
/** Before the due date, at it, or after it. */
export type StepMoment = 'before' | 'due' | 'after';
export const momentOf = (hours: number): StepMoment => (hours < 0 ? 'before' : hours === 0 ? 'due' : 'after');

const REMINDER_TITLE = {
  en: { before: 'Reminder: due soon', due: 'Reminder: due now', after: 'Reminder: past due' },
  es: {
    before: 'Recordatorio: vence pronto',
    due: 'Recordatorio: vence ahora',
    after: 'Recordatorio: vencido',
  },
} as const;

const DUE_WORDS = {
  en: { before: 'due soon', due: 'due now', after: 'past due' },
  es: { before: 'vence pronto', due: 'vence ahora', after: 'vencido' },
} as const;

export function reminderTitle(locale: Locale, hours: number): string {
  return REMINDER_TITLE[locale][momentOf(hours)];
}

/** The SMS (and e-mail body) of a reminder, with the link that opens the memo. */
export function reminderText(opts: {
  locale: Locale;
  kind: Kind;
  company: string;
  title: string;
  hours: number;
  link: string;
}): string {
  const due = DUE_WORDS[opts.locale][momentOf(opts.hours)];
  if (opts.locale === 'es') {
    const verb = opts.kind === 'survey' ? 'Responde' : 'Confirma';
    return `${opts.company}: ${verb} «${opts.title}» (${due}). Ábrelo aquí: ${opts.link}`;
  }
  const verb = opts.kind === 'survey' ? 'Please answer' : 'Please acknowledge';
  return `${opts.company}: ${verb} "${opts.title}" (${due}). Open it: ${opts.link}`;
}

export function reminderSubject(locale: Locale, title: string): string {
  return locale === 'es' ? `Recordatorio: ${title}` : `Reminder: ${title}`;
}

export function escalationTitle(locale: Locale, title: string): string {
  return locale === 'es' ? `Atrasado: ${title}` : `Overdue: ${title}`;
}

/** "Downtown: 3 of 14 have not acknowledged Fryer safety". */
export function digestLine(locale: Locale, kind: Kind, title: string, line: TDigestLine): string {
  if (locale === 'es') {
    const place = line.location ?? 'Sin ubicación';
    const done = kind === 'survey' ? 'respondido' : 'confirmado';
    const verb = line.late === 1 ? 'no ha' : 'no han';
    return `${place}: ${line.late} de ${line.total} ${verb} ${done} «${title}»`;
  }
  const place = line.location ?? 'No location';
  const done = kind === 'survey' ? 'answered' : 'acknowledged';
  const verb = line.late === 1 ? 'has not' : 'have not';
  return `${place}: ${line.late} of ${line.total} ${verb} ${done} ${title}`;
}

/** The tray item's text: one sentence per location. */
export function digestSummary(locale: Locale, kind: Kind, title: string, lines: TDigestLine[]): string {
  return lines.map((l) => digestLine(locale, kind, title, l)).join('. ');
}

/** The e-mail: each location's line with who is late, then the link. */
export function digestMail(opts: {
  locale: Locale;
  kind: Kind;
  title: string;
  lines: TDigestLine[];
  link: string;
}): string {
  const more = (l: TDigestLine) => l.late - l.late_names.length;
  const body = opts.lines.map((l) => {
    const names = l.late_names.join(', ');
    const rest = more(l) > 0 ? (opts.locale === 'es' ? ` y ${more(l)} más` : ` and ${more(l)} more`) : '';
    return `${digestLine(opts.locale, opts.kind, opts.title, l)}: ${names}${rest}.`;
  });
  const open = opts.locale === 'es' ? 'Míralo aquí' : 'See it here';
  return `${body.join('\n')}\n\n${open}: ${opts.link}`;
}
