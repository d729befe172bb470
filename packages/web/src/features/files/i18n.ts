import i18n from '../../i18n';
import { files as en } from '../../i18n/locales/en/files';
import { files as es } from '../../i18n/locales/es/files';

/** The Files texts join the catalogues when the Files page loads (as memos/i18n.ts). */
i18n.addResourceBundle('en', 'translation', { files: en }, true, false);
i18n.addResourceBundle('es', 'translation', { files: es }, true, false);
