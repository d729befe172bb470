import i18n from '../../i18n';
import { chat as en } from '../../i18n/locales/en/chat';
import { chat as es } from '../../i18n/locales/es/chat';

/** The chat texts join the catalogues with the company area's realtime client (its toasts) or a chat page. */
i18n.addResourceBundle('en', 'translation', { chat: en }, true, false);
i18n.addResourceBundle('es', 'translation', { chat: es }, true, false);
