import i18n from '../../i18n';
import { memos as en } from '../../i18n/locales/en/memos';
import { memos as es } from '../../i18n/locales/es/memos';

/**
 * The memo screens' texts join the catalogues when a memo page loads, not with the entry chunk:
 * the login page's JavaScript stays as it was (docs/performance.md, Login bundle).
 */
i18n.addResourceBundle('en', 'translation', { memos: en }, true, false);
i18n.addResourceBundle('es', 'translation', { memos: es }, true, false);
