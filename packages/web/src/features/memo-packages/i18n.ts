import { addTexts } from '../../i18n';
import { packages as en } from '../../i18n/locales/en/packages';
import '../memos/i18n';
import '../memo-templates/i18n';

/** The package texts join the catalogues when one of their pages loads (as memos/i18n.ts). */
await addTexts({ packages: en }, () =>
  import('../../i18n/locales/es/packages').then(({ packages }) => ({ packages })),
);
