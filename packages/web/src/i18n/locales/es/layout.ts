import type { layout as en } from '../en/layout';

export const layout: typeof en = {
  productName: 'Teamline',
  /** Every paged list's page controls. */
  pages: {
    controls: {
      first: 'Primera página',
      previous: 'Página anterior',
      next: 'Página siguiente',
      last: 'Última página',
    },
    number: 'Página {{page}}',
  },
  skipToContent: 'Saltar al contenido',
  hiUser: 'Hola, {{name}}',
  defaultUserName: 'Usuario',
  loggedInFor: 'Conectado a {{team}}',
  teamLogoAlt: 'Logotipo de {{team}}',
  openNavigation: 'Abrir navegación',
  closeNavigation: 'Cerrar navegación',
  mainNavigation: 'Navegación principal',
  nav: {
    home: 'Inicio',
    files: 'Archivos',
    team: 'Equipo',
    memos: 'Memos',
    memoSends: 'Enviados',
    memoTemplates: 'Plantillas',
    memoPackages: 'Paquetes',
    memoScheduler: 'Programador',
    community: 'Comunidad',
    flags: 'Seguimientos',
    settings: 'Configuración',
    unread: 'Memos sin leer',
  },
  logoHome: 'Teamline, Inicio',
  logoTeams: 'Teamline, Equipos',
  dashboardNav: {
    label: 'Navegación de la cuenta',
    teams: 'Equipos',
    profile: 'Perfil',
    logout: 'Cerrar sesión',
  },
  footer: {
    terms: 'Términos',
    privacy: 'Privacidad',
    contact: 'Contacto',
    copyright: '© {{year}} Teamline',
    version: 'Versión {{version}}',
    unknownVersion: 'VERSIÓN DESCONOCIDA',
    label: 'Pie de página',
  },
  avatarMenu: {
    open: 'Menú de la cuenta',
    teamSettings: 'Configuración del equipo',
    changeTeam: 'Cambiar de equipo',
    manageSubscription: 'Administrar suscripción',
    teamInvitations: 'Invitaciones al equipo',
    accountSettings: 'Configuración de la cuenta',
    userAccount: 'Cuenta de usuario',
    logout: 'Cerrar sesión',
  },
  notifications: {
    open: 'Notificaciones',
    openWithCount: 'Notificaciones, {{count}} sin leer',
    title: 'Notificaciones',
    clearAll: 'borrar todo',
    empty: 'No hay notificaciones',
    markRead: 'marcar como leída',
    unread: 'Sin leer',
    loadFailed: 'No se pudieron cargar las notificaciones.',
  },
  banner: {
    newVersion: 'Hay una nueva versión del producto. Haz clic aquí para actualizar.',
    incompleteProfile: 'Perfil incompleto. Haz clic aquí para completar tu perfil de usuario.',
    moreLocations:
      'Necesitas agregar más ubicaciones a tu suscripción - haz clic aquí para administrar la suscripción.',
    trialEnded: 'Tu prueba gratuita del producto terminó el {{date}}.',
    needSubscription:
      'Para usar el producto necesitarás una suscripción activa - haz clic aquí para administrar la suscripción.',
  },
  company: {
    loadFailed: 'No se pudo cargar este equipo.',
    retry: 'Intentar de nuevo',
  },
  session: {
    unreachable: 'No se pudo conectar con Teamline. Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
  },
  notForYou: {
    heading: 'Esta página no es para ti',
    admins:
      'Solo los administradores pueden abrir esta página. Pide el cambio a un administrador del equipo.',
    management: 'Solo los gerentes y administradores pueden abrir esta página.',
    home: 'Ir al inicio',
  },
};
