import i18n from '../../i18n';
import { packages as en } from '../../i18n/locales/en/packages';
import { packages as es } from '../../i18n/locales/es/packages';
import '../memos/i18n';
import '../memo-templates/i18n';

/** The package texts join the catalogues when one of their pages loads (as memos/i18n.ts). */
i18n.addResourceBundle('en', 'translation', { packages: en }, true, false);
i18n.addResourceBundle('es', 'translation', { packages: es }, true, false);
