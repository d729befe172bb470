import type { CompanyCatalogue } from './company-en';
import { employees } from './locales/es/employees';
import { imports } from './locales/es/imports';
import { places } from './locales/es/places';
import { settings } from './locales/es/settings';

export const esCompany: CompanyCatalogue = {
  settings,
  employees,
  places,
  imports,
};
