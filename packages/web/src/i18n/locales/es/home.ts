import type { home as en } from '../en/home';

export const home: typeof en = {
  greeting: 'Hola, {{name}}',
  greetingNoName: 'Hola',
  teamLine: 'Tu equipo: {{team}}',
  tabs: {
    dashboard: 'Panel',
    inbox: 'Mi bandeja',
    unread_one: '{{count}} memo sin leer',
    unread_other: '{{count}} memos sin leer',
    chat: 'Chat',
    chatUnread_one: '{{count}} mensaje de chat sin leer',
    chatUnread_other: '{{count}} mensajes de chat sin leer',
  },
  invite: {
    title: 'Invita a tu gente',
    body: 'Envía invitaciones por mensaje de texto o correo electrónico, o comparte el código de tu equipo para que la gente se una por su cuenta.',
    codeLabel: 'Código del equipo',
    noCode: 'Este equipo no tiene código para unirse.',
    action: 'Ir a Invitaciones al equipo',
  },
  trial: {
    title: 'Suscripción',
    onTrial_one: 'A tu prueba gratuita le queda {{count}} día.',
    onTrial_other: 'A tu prueba gratuita le quedan {{count}} días.',
    endsOn: 'Termina el {{date}}.',
    subscribed: 'Tu suscripción está activa.',
    someUncovered: 'Tu suscripción está activa, pero algunas ubicaciones aún no están cubiertas.',
    ended: 'Tu prueba gratuita terminó.',
    inactive: 'Este equipo no tiene una suscripción activa.',
    action: 'Administrar suscripción',
  },
};
