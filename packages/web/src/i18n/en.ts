import { auth } from './locales/en/auth';
import { employees } from './locales/en/employees';
import { followups } from './locales/en/followups';
import { home } from './locales/en/home';
import { imports } from './locales/en/imports';
import { inbox } from './locales/en/inbox';
import { layout } from './locales/en/layout';
import { places } from './locales/en/places';
import { profile } from './locales/en/profile';
import { settings } from './locales/en/settings';
import { teams } from './locales/en/teams';

/**
 * English texts. Keys are grouped by screen; the spec's exact texts live here
 * (and in @teamline/shared MSG for validation), Spanish mirrors every key in es.ts.
 */
export const en = {
  common: {
    loading: 'Loading...',
    loadingCompany: 'Loading company info',
    error: 'Error',
    save: 'Save',
    cancel: 'Cancel',
    comingSoon: 'This part of Teamline is on its way.',
    comingSoonDetail: 'It arrives in a coming release. Everything else here works today.',
  },
  routes: {} as Record<string, string>,
  auth,
  layout,
  teams,
  profile,
  home,
  settings,
  employees,
  places,
  imports,
  inbox,
  followups,
};

export type Catalogue = typeof en;
