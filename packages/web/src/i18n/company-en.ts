import { dashboard } from './locales/en/dashboard';
import { employees } from './locales/en/employees';
import { followups } from './locales/en/followups';
import { imports } from './locales/en/imports';
import { inbox } from './locales/en/inbox';
import { places } from './locales/en/places';
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
  /** Merged into the base catalogue's home texts. */
  home: { dashboard },
};

export type CompanyCatalogue = typeof enCompany;
