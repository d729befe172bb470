import type { settings as en } from '../en/settings';

export const settings: typeof en = {
  invitations: {
    title: 'Invitaciones al equipo',
    intro:
      'Invita a personas por mensaje de texto o correo electrónico. Recibirán un enlace para iniciar sesión y unirse a este equipo.',
    formTitle: 'Invitar a alguien',
    name: 'Nombre',
    sendBy: 'Enviar la invitación por',
    byPhone: 'Teléfono',
    byEmail: 'Correo',
    phone: 'Teléfono',
    phonePlaceholder: '(555)-123-4567',
    email: 'Correo electrónico',
    role: 'Rol',
    roles: { employee: 'Empleado', manager: 'Gerente', admin: 'Administrador' },
    roleHint: 'Solo los administradores pueden invitar a gerentes y administradores.',
    send: 'Enviar invitación',
    sent: 'Invitación enviada a {{name}}.',
    pendingTitle: 'Invitaciones pendientes',
    pendingEmpty: 'No hay invitaciones pendientes. Todas las personas invitadas ya se unieron.',
    loadFailed: 'No se pudieron cargar las invitaciones pendientes.',
    columns: { name: 'Nombre', contact: 'Enviada a', role: 'Rol', invited: 'Invitado', actions: 'Acciones' },
    invitedBy: 'por {{name}}',
    resend: 'Reenviar',
    resendLabel: 'Reenviar la invitación a {{name}}',
    resent: 'Invitación reenviada a {{name}}.',
    revoke: 'Revocar',
    revokeLabel: 'Revocar la invitación a {{name}}',
    revokeTitle: 'Revocar invitación',
    revokeConfirm:
      'El enlace enviado a {{name}} dejará de funcionar. Puedes volver a invitar a esta persona más tarde.',
    revoked: 'Invitación a {{name}} revocada.',
    codeTitle: 'Código del equipo',
    codeIntro:
      'Cualquier persona con este código puede unirse al equipo como empleado en la pantalla "Unirse a un equipo con un código".',
    noCode: 'Este equipo no tiene código para unirse.',
    copy: 'Copiar código',
    copied: 'Copiado',
    notAllowed: 'Solo los gerentes y administradores pueden invitar personas a este equipo.',
  },
  subscription: {
    title: 'Suscripción',
    notAllowed:
      'Solo los administradores de este equipo administran la suscripción. Pídele a uno de ellos si hace falta cambiar algo.',
  },
};
