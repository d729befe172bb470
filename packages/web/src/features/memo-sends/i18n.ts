import i18n from '../../i18n';
import { sends as en } from '../../i18n/locales/en/sends';
import { sends as es } from '../../i18n/locales/es/sends';
import '../memo-templates/i18n';

/** The send texts join the catalogues when one of their screens loads (as memos/i18n.ts). */
i18n.addResourceBundle('en', 'translation', { sends: en }, true, false);
i18n.addResourceBundle('es', 'translation', { sends: es }, true, false);
