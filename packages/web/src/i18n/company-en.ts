import { billing } from './locales/en/billing';
import { companyTexts } from './locales/en/company-texts';
import { dashboard } from './locales/en/dashboard';
import { employees } from './locales/en/employees';
import { followups } from './locales/en/followups';
import { franchise } from './locales/en/franchise';
import { imports } from './locales/en/imports';
import { inbox } from './locales/en/inbox';
import { integrations } from './locales/en/integrations';
import { places } from './locales/en/places';
import { scim } from './locales/en/scim';
import { settings } from './locales/en/settings';

/**
 * English texts of the company area's screens. They load with the company area (a lazy chunk),
 * not with the login page, so the first page stays small; company-es.ts mirrors every key.
 */
export const enCompany = {
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

export type CompanyCatalogue = typeof enCompany;
