/** Ajustes › Integración: tokens de aprovisionamiento SCIM (docs/integrations.md, SCIM provisioning). */
export const scim = {
  title: 'Aprovisionamiento SCIM',
  intro:
    'Con Okta, Microsoft Entra ID u otro proveedor de identidad, tu gente y tus audiencias se crean, se actualizan y se desactivan desde allí. Dale la URL base y un token.',
  baseUrl: 'URL base de SCIM',
  copy: 'Copiar',
  copied: 'Copiado',
  copyToken: 'Copiar token',
  create: {
    name: 'Nombre del token',
    placeholder: 'p. ej. Okta',
    submit: 'Crear token',
  },
  created: {
    title: 'Token "{{name}}" creado',
    body: 'Copia este token ahora y pégalo en tu proveedor de identidad. No se volverá a mostrar.',
    label: 'Nuevo token SCIM',
    done: 'Listo',
  },
  list: {
    title: 'Tokens',
    empty: 'Todavía no hay tokens. Crea uno para cada proveedor de identidad.',
    createdAt: 'Creado el {{date}}',
    lastUsed: 'Último uso: {{date}}',
    neverUsed: 'Nunca usado',
    revoke: 'Revocar',
    revokeLabel: 'Revocar {{name}}',
  },
  revoke: {
    title: '¿Revocar este token?',
    message:
      '"{{name}}" deja de funcionar al instante: el proveedor de identidad que lo usa ya no podrá cambiar a tu gente.',
    confirm: 'Revocar token',
    done: 'Token revocado',
  },
  loadFailed: 'No se pudieron cargar los tokens SCIM.',
};
