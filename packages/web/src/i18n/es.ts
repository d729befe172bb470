import type { Catalogue } from './en';
import { auth } from './locales/es/auth';
import { employees } from './locales/es/employees';
import { followups } from './locales/es/followups';
import { home } from './locales/es/home';
import { imports } from './locales/es/imports';
import { inbox } from './locales/es/inbox';
import { layout } from './locales/es/layout';
import { places } from './locales/es/places';
import { profile } from './locales/es/profile';
import { settings } from './locales/es/settings';
import { teams } from './locales/es/teams';

export const es: Catalogue = {
  common: {
    loading: 'Cargando...',
    loadingCompany: 'Cargando información del equipo',
    error: 'Error',
    save: 'Guardar',
    cancel: 'Cancelar',
    comingSoon: 'Esta parte de Teamline está en camino.',
    comingSoonDetail: 'Llega en una próxima versión. Todo lo demás ya funciona.',
  },
  routes: {},
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
