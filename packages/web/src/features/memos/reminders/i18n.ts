import i18n from '../../../i18n';
import { reminders as en } from '../../../i18n/locales/en/reminders';
import { reminders as es } from '../../../i18n/locales/es/reminders';

/** The reminder texts join the catalogues with the screens that show them (compose, detail, settings). */
i18n.addResourceBundle('en', 'translation', { reminders: en }, true, false);
i18n.addResourceBundle('es', 'translation', { reminders: es }, true, false);
