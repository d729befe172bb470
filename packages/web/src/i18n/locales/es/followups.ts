import type { followups as en } from '../en/followups';

export const followups: typeof en = {
  title: 'Seguimientos',
  intro:
    'Mensajes marcados, manos levantadas y check-ins que esperan a un gerente. Los urgentes van primero.',
  introAnswered:
    'Seguimientos que un gerente respondió: primero los que esperan que el empleado los cierre, luego los cerrados, de la respuesta más reciente a la más antigua.',
  tabs: { open: 'Abiertos', answered: 'Respondidos' },
  managersOnly: 'Los seguimientos son para gerentes.',
  loadFailed: 'No se pudieron cargar los seguimientos.',
  flagged: 'Mensajes marcados',
  hands: 'Manos levantadas',
  checkins: 'Check-ins',
  none: 'No hay nada pendiente.',
  noneAnswered: 'Aún no hay nada respondido.',
  urgent: 'Urgente',
  raisedHand: 'Levantó la mano',
  someone: 'Un empleado',
  acknowledge: 'Confirmar',
  acknowledgeFor: 'Confirmar {{name}}: {{subject}}',
  close: 'Cerrar',
  closeFor: 'Cerrar {{name}}: {{subject}}',
  closedDone: 'Cerrado.',
  answeredBy: '{{name}} respondió el {{date}}.',
  aManager: 'Un gerente',
  waitingFor: 'Esperando que {{name}} lo cierre',
  closedBy: 'Cerrado por {{name}} el {{date}}',
  closed: 'Cerrado',
  modal: {
    title: 'Confirmar',
    note: 'Nota para el empleado (opcional)',
    noteHint: 'Se le notificará con ella.',
    submit: 'Confirmar',
    done: 'Confirmado. Se notificó al empleado.',
  },
};
