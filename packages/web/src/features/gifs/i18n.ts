import { addTexts } from '../../i18n';
import { gifs as en } from '../../i18n/locales/en/gifs';

/** The GIF picker's texts join the catalogues when the picker or the rating card loads (as media/i18n.ts). */
await addTexts({ gifs: en }, () => import('../../i18n/locales/es/gifs').then(({ gifs }) => ({ gifs })));
