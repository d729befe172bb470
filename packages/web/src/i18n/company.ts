import { enCompany } from './company-en';
import { esCompany } from './company-es';
import i18n from './index';

/** Adds the company area's texts to the catalogues; imported by the company area (and the tests). */
i18n.addResourceBundle('en', 'translation', enCompany, true, true);
i18n.addResourceBundle('es', 'translation', esCompany, true, true);
