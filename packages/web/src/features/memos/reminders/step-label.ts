import type { TFunction } from 'i18next';

/** "1 day before", "At the due date", "2 hours after": a step's hours in words. */
export function stepLabel(t: TFunction, hours: number): string {
  if (hours === 0) return t('reminders.step.due');
  const n = Math.abs(hours);
  const days = n % 24 === 0;
  const when = hours < 0 ? 'Before' : 'After';
  return t(`reminders.step.${days ? 'days' : 'hours'}${when}`, { count: days ? n / 24 : n });
}
