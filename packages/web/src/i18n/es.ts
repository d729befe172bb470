import type { Catalogue } from './en';
import { auth } from './locales/es/auth';
import { layout } from './locales/es/layout';
import { routes } from './locales/es/routes';
import { texts } from './locales/es/texts';

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
  routes,
  texts,
  notFound: {
    title: 'Página no encontrada',
    body: 'No hay nada en esta dirección.',
    home: 'Ir a tus equipos',
  },
  auth,
  layout,
};
