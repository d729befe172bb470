import { addTexts } from '../../../i18n';
import { reminders as en } from '../../../i18n/locales/en/reminders';

/** The reminder texts join the catalogues with the screens that show them (compose, detail, settings). */
await addTexts({ reminders: en }, () =>
  import('../../../i18n/locales/es/reminders').then(({ reminders }) => ({ reminders })),
);
