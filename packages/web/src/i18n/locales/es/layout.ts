import type { layout as en } from '../en/layout';

export const layout: typeof en = {
  productName: 'Teamline',
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
    newVersion: 'Hay una nueva versión del producto. Haga clic aquí para actualizar.',
    incompleteProfile: 'Perfil incompleto. Haga clic aquí para completar su perfil de usuario.',
    moreLocations:
      'Necesita agregar más ubicaciones a su suscripción - haga clic aquí para administrar la suscripción.',
    trialEnded: 'Su prueba gratuita del producto terminó el {{date}}.',
    needSubscription:
      'Para usar el producto necesita una suscripción activa - haga clic aquí para administrar la suscripción.',
    trialDaysLeft_one:
      'Su prueba gratuita termina en {{count}} día. Agregue una suscripción para seguir usando el producto - haga clic aquí para administrar la suscripción.',
    trialDaysLeft_other:
      'Su prueba gratuita termina en {{count}} días. Agregue una suscripción para seguir usando el producto - haga clic aquí para administrar la suscripción.',
  },
  company: {
    loadFailed: 'No se pudo cargar este equipo.',
    retry: 'Intentar de nuevo',
  },
  session: {
    unreachable: 'No se pudo conectar con Teamline. Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
  },
};
