import { z } from 'zod';
import { MSG } from '../messages.js';
import { SSO_MSG } from '../sso-messages.js';
import { requiredString } from './fields.js';

/**
 * Single sign-on through a company's identity provider (spec §4 the authorization-code flow, §5 the
 * issuer rules, §8 the identity-provider messages). The server is the OpenID client; the browser
 * only carries the redirect and posts the callback's query back.
 */
export { SSO_MSG };

/** Spec §5: required, a URL, and no '-admin' in its subdomain (an identity provider's admin host). */
export const issuerField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(500, SSO_MSG.issuerUrl)
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, SSO_MSG.issuerUrl)
  .refine((v) => {
    try {
      const labels = new URL(v).hostname.split('.');
      // The subdomain: every label before the registrable name (the last two).
      return !labels.slice(0, Math.max(0, labels.length - 2)).some((l) => l.includes('-admin'));
    } catch {
      return true;
    }
  }, SSO_MSG.issuerAdmin);

export const ZSsoSettingsRequest = z.object({
  company_id: z.number().int().positive(),
  issuer: issuerField,
  client_id: requiredString(255),
  /** Omitted or empty: keep the saved secret. Required the first time. */
  client_secret: z.string().max(1000).optional(),
  display_name: requiredString(60),
  use_pkce: z.boolean().default(true),
  require_sso: z.boolean().default(false),
});
export type TSsoSettingsRequest = z.input<typeof ZSsoSettingsRequest>;

/** What an admin reads back: never the secret, only whether one is saved. */
export const ZSsoSettings = z.object({
  issuer: z.string(),
  client_id: z.string(),
  display_name: z.string(),
  use_pkce: z.boolean(),
  require_sso: z.boolean(),
  has_client_secret: z.boolean(),
  /** Register this at the provider as the sign-in redirect URI. */
  redirect_uri: z.string(),
  /** The sign-in link to share with the company's people. */
  login_url: z.string(),
  updated_at: z.string(),
});
export type TSsoSettings = z.infer<typeof ZSsoSettings>;

/** Public: what /login?company=ID shows. */
export const ZSsoLoginOption = z.object({
  company_id: z.number(),
  company_name: z.string(),
  display_name: z.string(),
});
export type TSsoLoginOption = z.infer<typeof ZSsoLoginOption>;

/** A path inside the app to come back to (never another site). */
export const returnToField = z
  .string()
  .max(2000)
  .refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\'), 'Invalid return path');

export const ZSsoStartRequest = z.object({
  company_id: z.number().int().positive(),
  return_to: returnToField.optional(),
});
export type TSsoStartRequest = z.input<typeof ZSsoStartRequest>;
export const ZSsoStartAnswer = z.object({ url: z.string() });

/** The /callback page posts its query string (state, code, iss, or error) as it received it. */
export const ZSsoCallbackRequest = z.object({ search: z.string().max(4000) });
export type TSsoCallbackRequest = z.input<typeof ZSsoCallbackRequest>;
export const ZSsoCallbackAnswer = z.object({ token: z.string(), return_to: z.string() });
export type TSsoCallbackAnswer = z.infer<typeof ZSsoCallbackAnswer>;
