import type { dashboard as en } from '../en/dashboard';

export const dashboard: typeof en = {
  loadFailed: 'No se pudo cargar el panel.',
  reached: 'Personas alcanzadas por mensajes recientes',
  responseRate: 'Tasa de respuesta',
  pastDue: 'Confirmaciones vencidas',
  recent: 'Mensajes recientes',
  allMemos: 'Todos los mensajes',
  noMemos: 'Aún no se han enviado mensajes. Aquí verás su alcance y respuestas.',
  rate: '{{rate}} %',
  respondedBar: 'Respondieron a {{title}}',
  readBar: 'Leyeron {{title}}',
  reach_one: '{{responded}} de {{count}} respondió · {{read}} leyeron',
  reach_other: '{{responded}} de {{count}} respondieron · {{read}} leyeron',
  pastDueCount_one: '{{count}} vencido',
  pastDueCount_other: '{{count}} vencidos',
  pastDueTitle: 'Vencidos por ubicación',
  noPastDue: 'Nadie tiene mensajes recientes vencidos.',
  noLocation: 'Sin ubicación',
  pastDueBar: '{{name}}: {{count}} vencidos',
};
