import i18n from '../../i18n';
import { gifs as en } from '../../i18n/locales/en/gifs';
import { gifs as es } from '../../i18n/locales/es/gifs';

/** The GIF picker's texts join the catalogues when the picker or the rating card loads (as media/i18n.ts). */
i18n.addResourceBundle('en', 'translation', { gifs: en }, true, false);
i18n.addResourceBundle('es', 'translation', { gifs: es }, true, false);
