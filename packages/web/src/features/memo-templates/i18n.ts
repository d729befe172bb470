import i18n from '../../i18n';
import { templates as en } from '../../i18n/locales/en/templates';
import { templates as es } from '../../i18n/locales/es/templates';
import '../memos/i18n';

/** The template and community texts join the catalogues when one of their pages loads (as memos/i18n.ts). */
i18n.addResourceBundle('en', 'translation', { templates: en }, true, false);
i18n.addResourceBundle('es', 'translation', { templates: es }, true, false);
