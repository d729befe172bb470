import type { integrations as en } from '../en/integrations';

export const integrations: typeof en = {
  title: 'Integración',
  intro: 'Conecta Teamline con los sistemas que tu empresa ya usa.',
  sso: {
    title: 'Inicio de sesión único',
    intro:
      'Permite que tu gente inicie sesión con el proveedor de identidad de tu empresa (OpenID Connect: Okta, Entra ID, Google Workspace, Auth0...).',
    connected: 'Conectado',
    notConnected: 'Sin conectar',
    displayName: 'Nombre del proveedor',
    displayNameHint: 'Aparece en el botón: “Iniciar sesión con {{name}}”.',
    issuer: 'URL del emisor',
    issuerHint: 'Por ejemplo https://tuempresa.okta.com/oauth2/default',
    clientId: 'ID de cliente',
    clientSecret: 'Secreto de cliente',
    clientSecretKept: 'Hay un secreto guardado. Déjalo vacío para conservarlo.',
    usePkce: 'Usar PKCE (recomendado)',
    usePkceHint: 'Desactívalo solo si tu proveedor no admite PKCE.',
    requireSso: 'Exigir inicio de sesión único a todos menos a los administradores',
    requireSsoHint:
      'Las contraseñas y los códigos por teléfono dejan de funcionar para tus gerentes y empleados; los administradores los conservan.',
    redirectUri: 'URI de redirección que debes registrar en tu proveedor',
    loginUrl: 'Enlace de inicio de sesión para compartir con tu gente',
    save: 'Guardar y comprobar la conexión',
    saved: 'Inicio de sesión único guardado: tu proveedor respondió.',
    remove: 'Desconectar',
    removeConfirmTitle: '¿Desconectar el inicio de sesión único?',
    removeConfirmBody: 'Tu gente vuelve a iniciar sesión con contraseña o código por teléfono.',
    removed: 'Inicio de sesión único desconectado.',
  },
};
