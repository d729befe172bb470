import { auth } from './locales/en/auth';
import { layout } from './locales/en/layout';
import { routes } from './locales/en/routes';
import { texts } from './locales/en/texts';

/**
 * English texts. Keys are grouped by screen; the spec's exact texts live here
 * (and in @teamline/shared MSG for validation), Spanish mirrors every key in es.ts. These are the
 * texts of the pages outside a company and of the layout; the company area's screens add theirs
 * (company-en.ts) when it loads.
 */
export const en = {
  common: {
    loading: 'Loading...',
    loadingCompany: 'Loading company info',
    error: 'Error',
    save: 'Save',
    cancel: 'Cancel',
    close: 'Close',
    comingSoon: 'This part of Teamline is on its way.',
    comingSoonDetail: 'It arrives in a coming release. Everything else here works today.',
  },
  routes,
  texts,
  notFound: {
    title: 'Page not found',
    body: 'There is nothing at this address.',
    home: 'Go to your teams',
  },
  auth,
  layout,
};

export type Catalogue = typeof en;
