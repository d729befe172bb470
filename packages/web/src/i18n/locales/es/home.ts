import type { home as en } from '../en/home';

export const home: typeof en = {
  greeting: 'Bienvenido, {{name}}',
  greetingNoName: 'Bienvenido',
  teamLine: 'Su equipo: {{team}}',
  tabs: {
    dashboard: 'Panel',
    inbox: 'Mi bandeja',
    unread_one: '{{count}} memo sin leer',
    unread_other: '{{count}} memos sin leer',
  },
  invite: {
    title: 'Invite a su gente',
    body: 'Envíe invitaciones por mensaje de texto o correo electrónico, o comparta el código de su equipo para que la gente se una por su cuenta.',
    codeLabel: 'Código del equipo',
    noCode: 'Este equipo no tiene código para unirse.',
    action: 'Ir a Invitaciones al equipo',
  },
  trial: {
    title: 'Suscripción',
    onTrial_one: 'A su prueba gratuita le queda {{count}} día.',
    onTrial_other: 'A su prueba gratuita le quedan {{count}} días.',
    endsOn: 'Termina el {{date}}.',
    subscribed: 'Su suscripción está activa.',
    ended: 'Su prueba gratuita terminó.',
    inactive: 'Este equipo no tiene una suscripción activa.',
    action: 'Administrar suscripción',
  },
};
