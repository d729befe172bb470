import type { CompanyCatalogue } from './company-en';
import { billing } from './locales/es/billing';
import { companyTexts } from './locales/es/company-texts';
import { dashboard } from './locales/es/dashboard';
import { employees } from './locales/es/employees';
import { followups } from './locales/es/followups';
import { franchise } from './locales/es/franchise';
import { imports } from './locales/es/imports';
import { inbox } from './locales/es/inbox';
import { integrations } from './locales/es/integrations';
import { places } from './locales/es/places';
import { scim } from './locales/es/scim';
import { settings } from './locales/es/settings';

export const esCompany: CompanyCatalogue = {
  settings,
  employees,
  places,
  imports,
  inbox,
  followups,
  billing,
  scim,
  integrations,
  franchise,
  /** Merged into the base catalogue's home texts. */
  home: { dashboard },
  /** Merged into the base catalogue's server texts (i18n/server-texts.ts). */
  texts: companyTexts,
};
