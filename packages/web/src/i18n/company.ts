import { enCompany } from './company-en';
import { esCompany } from './company-es';
import i18n, { copyOf } from './index';
import { addServerTexts } from './server-texts';

/** Adds the company area's texts to the catalogues; imported by the company area (and the tests). */
i18n.addResourceBundle('en', 'translation', copyOf(enCompany), true, true);
i18n.addResourceBundle('es', 'translation', copyOf(esCompany), true, true);
addServerTexts(enCompany.texts);
