import i18n from '../../i18n';
import { media as en } from '../../i18n/locales/en/media';
import { media as es } from '../../i18n/locales/es/media';
import '../memos/i18n';

/** The media library's texts join the catalogues when its page or the picker loads (as memos/i18n.ts). */
i18n.addResourceBundle('en', 'translation', { media: en }, true, false);
i18n.addResourceBundle('es', 'translation', { media: es }, true, false);
