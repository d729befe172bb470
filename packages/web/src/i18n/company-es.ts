import type { CompanyCatalogue } from './company-en';
import { dashboard } from './locales/es/dashboard';
import { employees } from './locales/es/employees';
import { followups } from './locales/es/followups';
import { imports } from './locales/es/imports';
import { inbox } from './locales/es/inbox';
import { places } from './locales/es/places';
import { settings } from './locales/es/settings';

export const esCompany: CompanyCatalogue = {
  settings,
  employees,
  places,
  imports,
  inbox,
  followups,
  /** Merged into the base catalogue's home texts. */
  home: { dashboard },
};
