import type { followups as en } from '../en/followups';

export const followups: typeof en = {
  title: 'Seguimientos',
  intro:
    'Mensajes marcados, manos levantadas y check-ins que esperan a un gerente. Los urgentes van primero.',
  managersOnly: 'Los seguimientos son para gerentes.',
  loadFailed: 'No se pudieron cargar los seguimientos.',
  flagged: 'Mensajes marcados',
  hands: 'Manos levantadas',
  checkins: 'Check-ins',
  none: 'No hay nada pendiente.',
  urgent: 'Urgente',
  raisedHand: 'Levantó la mano',
  someone: 'Un empleado',
  acknowledge: 'Confirmar',
  acknowledgeFor: 'Confirmar {{name}}: {{subject}}',
  modal: {
    title: 'Confirmar',
    note: 'Nota para el empleado (opcional)',
    noteHint: 'Se le notificará con ella.',
    submit: 'Confirmar',
    done: 'Confirmado. Se notificó al empleado.',
  },
};
