import { enCompany } from './company-en';
import { addTexts } from './index';
import { addServerTexts } from './server-texts';

/**
 * Adds the company area's texts to the catalogues; imported by the company area (and the tests).
 * Its Spanish is a chunk of its own, loaded only for a Spanish reader (i18n/index.ts, addTexts).
 */
await addTexts(enCompany, () => import('./company-es').then(({ esCompany }) => esCompany));
addServerTexts(enCompany.texts);
