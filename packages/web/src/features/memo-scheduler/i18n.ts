import { addTexts } from '../../i18n';
import { scheduler as en } from '../../i18n/locales/en/scheduler';
import '../memos/i18n';

/** The Scheduler's texts join the catalogues when its page loads (as memos/i18n.ts). */
await addTexts({ scheduler: en }, () =>
  import('../../i18n/locales/es/scheduler').then(({ scheduler }) => ({ scheduler })),
);
