/** Settings › Integration: SCIM provisioning tokens (docs/integrations.md, SCIM provisioning). */
export const scim = {
  title: 'SCIM provisioning',
  intro:
    'Let Okta, Microsoft Entra ID or another identity provider create, update and deactivate your people and audiences. Give it the base URL and a token.',
  baseUrl: 'SCIM base URL',
  copy: 'Copy',
  copied: 'Copied',
  copyToken: 'Copy token',
  create: {
    name: 'Token name',
    placeholder: 'e.g. Okta',
    submit: 'Create token',
  },
  created: {
    title: 'Token "{{name}}" created',
    body: 'Copy this token now and paste it into your identity provider. It will not be shown again.',
    label: 'New SCIM token',
    done: 'Done',
  },
  list: {
    title: 'Tokens',
    empty: 'No tokens yet. Create one for each identity provider.',
    createdAt: 'Created {{date}}',
    lastUsed: 'Last used {{date}}',
    neverUsed: 'Never used',
    revoke: 'Revoke',
    revokeLabel: 'Revoke {{name}}',
  },
  revoke: {
    title: 'Revoke this token?',
    message:
      '"{{name}}" stops working at once: the identity provider using it can no longer change your people.',
    confirm: 'Revoke token',
    done: 'Token revoked',
  },
  loadFailed: 'The SCIM tokens could not be loaded.',
};
