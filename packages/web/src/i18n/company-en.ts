import { employees } from './locales/en/employees';
import { imports } from './locales/en/imports';
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
};

export type CompanyCatalogue = typeof enCompany;
