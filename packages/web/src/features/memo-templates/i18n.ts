import { addTexts } from '../../i18n';
import { templates as en } from '../../i18n/locales/en/templates';
import '../memos/i18n';

/** The template and community texts join the catalogues when one of their pages loads (as memos/i18n.ts). */
await addTexts({ templates: en }, () =>
  import('../../i18n/locales/es/templates').then(({ templates }) => ({ templates })),
);
