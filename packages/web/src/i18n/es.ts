import type { Catalogue } from './en';
import { auth } from './locales/es/auth';
import { home } from './locales/es/home';
import { layout } from './locales/es/layout';
import { profile } from './locales/es/profile';
import { teams } from './locales/es/teams';

export const es: Catalogue = {
  common: {
    loading: 'Cargando...',
    loadingCompany: 'Cargando información del equipo',
    error: 'Error',
    save: 'Guardar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    comingSoon: 'Esta parte de Teamline está en camino.',
    comingSoonDetail: 'Llega en una próxima versión. Todo lo demás ya funciona.',
  },
  routes: {},
  auth,
  layout,
  teams,
  profile,
  home,
};
