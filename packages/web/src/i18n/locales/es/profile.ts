import type { profile as en } from '../en/profile';

export const profile: typeof en = {
  title: 'Perfil de usuario',
  intro: 'Cómo te ven tus equipos y cómo Teamline se comunica contigo.',
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  phonePlaceholder: '(555)-123-4567',
  locale: 'Idioma',
  localeHint: 'Teamline cambia de idioma de inmediato.',
  save: 'Guardar perfil',
  saved: 'Perfil guardado.',
  localeSaved: 'Idioma cambiado.',
};
