/**
 * Single sign-on's messages (spec §5 the issuer rules, §8 the identity-provider messages), apart
 * from its schemas (schemas/sso.ts) so that the web app's base catalogue can carry them without
 * evaluating those schemas on the login page.
 */
export const SSO_MSG = {
  issuerUrl: 'The issuer must be a valid URL',
  issuerAdmin: 'The issuer must not contain "-admin" in its subdomain',
  issuerUnreachable: 'The identity provider did not answer at this issuer',
  /** Spec §8: the callback's answer could not be used (wrong or missing state, replayed code...). */
  parseResponse: 'Unable to parse OAuth flow response',
  /** Spec §8: the flow's proof-key verifier (and state) were not found in storage. */
  verifierMissing: 'Could not find the PKCE code verifier in storage: start signing in again',
  tokenInvalid: 'Unable to parse a token from the url',
  emailUnverified: 'Your identity provider has not verified your e-mail address',
  otherCompany: 'This account belongs to another company: sign in the way your company does',
  notConfigured: 'This company does not sign in through an identity provider',
  ssoRequired: 'Your company signs in through its identity provider: use its button on the sign-in page',
} as const;
