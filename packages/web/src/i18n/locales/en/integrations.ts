/** Texts of Settings › Integration: single sign-on (and the sections that join it there). */
export const integrations = {
  title: 'Integration',
  intro: 'Connect Teamline to the systems your company already uses.',
  sso: {
    title: 'Single sign-on',
    intro:
      'Let your people sign in with your company’s identity provider (OpenID Connect: Okta, Entra ID, Google Workspace, Auth0...).',
    connected: 'Connected',
    notConnected: 'Not connected',
    displayName: 'Provider name',
    displayNameHint: 'Shown on the sign-in button: “Sign in with {{name}}”.',
    issuer: 'Issuer URL',
    issuerHint: 'For example https://yourcompany.okta.com/oauth2/default',
    clientId: 'Client ID',
    clientSecret: 'Client secret',
    clientSecretKept: 'A secret is saved. Leave empty to keep it.',
    usePkce: 'Use PKCE (recommended)',
    usePkceHint: 'Turn off only if your provider cannot do PKCE.',
    requireSso: 'Require single sign-on for everyone but admins',
    requireSsoHint:
      'Passwords and phone codes stop working for your managers and employees; admins keep them.',
    redirectUri: 'Redirect URI to register at your provider',
    loginUrl: 'Sign-in link to share with your people',
    save: 'Save and check connection',
    saved: 'Single sign-on saved: your provider answered.',
    remove: 'Disconnect',
    removeConfirmTitle: 'Disconnect single sign-on?',
    removeConfirmBody: 'Your people sign in with a password or phone code again.',
    removed: 'Single sign-on disconnected.',
  },
};
