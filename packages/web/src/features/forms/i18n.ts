import { addTexts } from '../../i18n';
import { forms as en } from '../../i18n/locales/en/forms';
import '../memos/i18n';

/** The forms screens' texts join the catalogues when one of their pages loads (as memos/i18n.ts). */
await addTexts({ forms: en }, () => import('../../i18n/locales/es/forms').then(({ forms }) => ({ forms })));
