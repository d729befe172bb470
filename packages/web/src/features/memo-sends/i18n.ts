import { addTexts } from '../../i18n';
import { sends as en } from '../../i18n/locales/en/sends';
import '../memo-templates/i18n';

/** The send texts join the catalogues when one of their screens loads (as memos/i18n.ts). */
await addTexts({ sends: en }, () => import('../../i18n/locales/es/sends').then(({ sends }) => ({ sends })));
