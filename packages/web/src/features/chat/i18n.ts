import { addTexts } from '../../i18n';
import { chat as en } from '../../i18n/locales/en/chat';

/** The chat texts join the catalogues with the company area's realtime client (its toasts) or a chat page. */
await addTexts({ chat: en }, () => import('../../i18n/locales/es/chat').then(({ chat }) => ({ chat })));
