import i18n from '../../i18n';
import { scheduler as en } from '../../i18n/locales/en/scheduler';
import { scheduler as es } from '../../i18n/locales/es/scheduler';
import '../memos/i18n';

/** The Scheduler's texts join the catalogues when its page loads (as memos/i18n.ts). */
i18n.addResourceBundle('en', 'translation', { scheduler: en }, true, false);
i18n.addResourceBundle('es', 'translation', { scheduler: es }, true, false);
