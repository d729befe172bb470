import i18n from '../../i18n';
import { forms as en } from '../../i18n/locales/en/forms';
import { forms as es } from '../../i18n/locales/es/forms';
import '../memos/i18n';

/** The forms screens' texts join the catalogues when one of their pages loads (as memos/i18n.ts). */
i18n.addResourceBundle('en', 'translation', { forms: en }, true, false);
i18n.addResourceBundle('es', 'translation', { forms: es }, true, false);
