import { addTexts } from '../../i18n';
import { files as en } from '../../i18n/locales/en/files';

/** The Files texts join the catalogues when the Files page loads (as memos/i18n.ts). */
await addTexts({ files: en }, () => import('../../i18n/locales/es/files').then(({ files }) => ({ files })));
