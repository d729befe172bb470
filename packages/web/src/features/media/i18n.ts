import { addTexts } from '../../i18n';
import { media as en } from '../../i18n/locales/en/media';
import '../memos/i18n';

/** The media library's texts join the catalogues when its page or the picker loads (as memos/i18n.ts). */
await addTexts({ media: en }, () => import('../../i18n/locales/es/media').then(({ media }) => ({ media })));
