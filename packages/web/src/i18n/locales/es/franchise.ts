import type { franchise as en } from '../en/franchise';

/** El directorio de ubicaciones de la franquicia (issue 17). */
export const franchise: typeof en = {
  title: 'Directorio de la franquicia',
  intro:
    'Sincroniza a tu gente desde el directorio de ubicaciones de la franquicia: elige sus ubicaciones y sus miembros pasan a ser empleados aquí.',
  notAllowed: 'Solo los administradores conectan y sincronizan el directorio de la franquicia.',
  loadFailed: 'No se pudo cargar el directorio de la franquicia.',
  notConfigured:
    'Este servidor no tiene configurado un directorio de franquicia. Pide a su operador que defina los ajustes FRANCHISE_*.',
  connect: {
    title: 'Sin conectar',
    body: 'Conéctate con el inicio de sesión del directorio: te enviamos allí y luego vuelves aquí.',
    button: 'Conectar el directorio',
    going: 'Abriendo el directorio de la franquicia…',
    failed: 'No se pudo iniciar la conexión.',
  },
  callback: {
    title: 'Conectando el directorio de la franquicia',
    saving: 'Guardando la conexión…',
    failed: 'La conexión no se guardó.',
    missing: 'El directorio no devolvió ningún código.',
    again: 'Empezar de nuevo',
  },
  connectedSince: 'Conectado desde {{date}}',
  locations: {
    title: 'Ubicaciones',
    intro:
      'Las ubicaciones del directorio junto a las tuyas. Añade una a la sincronización para traer a sus miembros.',
    directory: 'Ubicación del directorio',
    ours: 'Sincronizado en',
    notSynced: 'Sin sincronizar',
    action: 'Acción',
    add: 'Añadir',
    adding: 'Añadir {{name}} a la sincronización',
    remove: 'Quitar',
    removeLabel: 'Quitar {{name}} de la sincronización',
    into: 'En',
    newLocation: 'Una ubicación nueva llamada «{{name}}»',
    none: 'El directorio no tiene ubicaciones.',
    caption: 'Las ubicaciones del directorio y dónde se sincroniza cada una',
  },
  sync: {
    title: 'Importar miembros',
    intro:
      'Revisa lo que hará la importación y luego importa. Cada hora la sincronización vuelve a ejecutarse sola: se añaden los nuevos, los que cambian de ubicación se mueven y los que se fueron se desactivan (nunca se borran).',
    preview: 'Vista previa',
    import: 'Importar ahora',
    noLocations: 'Primero añade una ubicación a la sincronización.',
    missing_one: '{{count}} persona que ya no figura se desactivará.',
    missing_other: '{{count}} personas que ya no figuran se desactivarán.',
    previewTitle: 'Miembros de las ubicaciones sincronizadas',
    progress: 'Sincronizando: {{done}} de {{total}} ubicaciones leídas',
    queued: 'Esperando para empezar…',
    progressLabel: 'Progreso de la sincronización',
  },
  runs: {
    title: 'Últimas sincronizaciones',
    none: 'Aún no hay sincronizaciones.',
    manual: 'Iniciada por un administrador',
    hourly: 'Cada hora',
    status: { queued: 'En espera', running: 'En curso', done: 'Hecha', failed: 'Fallida' },
    summary:
      '{{added}} añadidos, {{updated}} actualizados, {{moved}} movidos, {{deactivated}} desactivados, {{unchanged}} sin cambios',
    rejected_one: '{{count}} miembro omitido (sin nombre)',
    rejected_other: '{{count}} miembros omitidos (sin nombre)',
  },
  clear: {
    button: 'Borrar integración',
    title: '¿Borrar la integración?',
    message: 'El directorio se desconecta y ya no se sincroniza nada. Tu gente se queda como está.',
    confirm: 'Borrar integración',
    done: 'La integración se ha borrado.',
  },
  section: {
    title: 'Directorio de la franquicia',
    connected_one: 'Conectado: {{count}} ubicación sincronizada.',
    connected_other: 'Conectado: {{count}} ubicaciones sincronizadas.',
    notConnected: 'Sin conectar.',
    lastRun: 'Última sincronización {{date}}: {{status}}',
    manage: 'Gestionar el directorio de la franquicia',
  },
};
