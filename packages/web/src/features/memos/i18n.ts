import { addTexts } from '../../i18n';
import { memos as en } from '../../i18n/locales/en/memos';

/**
 * The memo screens' texts join the catalogues when a memo page loads, not with the entry chunk:
 * the login page's JavaScript stays as it was (docs/performance.md, Login bundle).
 */
await addTexts({ memos: en }, () => import('../../i18n/locales/es/memos').then(({ memos }) => ({ memos })));
