import { z } from 'zod';
import { MSG } from '../messages.js';
import { companyIdField } from './fields.js';
import { idField } from './places.js';

/**
 * SCIM provisioning tokens (docs/integrations.md, SCIM provisioning): an admin makes one per
 * identity provider. The secret is answered once, by the create call; lists show the hint only.
 */
export const SCIM_TOKEN_NAME_MAX = 100;

export const ZScimToken = z.object({
  id: z.number(),
  name: z.string(),
  /** The token's first characters, to tell tokens apart. */
  token_hint: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type TScimToken = z.infer<typeof ZScimToken>;

/** GET company/scim-tokens: the company's live tokens, newest first, and the SCIM base URL. */
export const ZScimTokensQuery = z.object({ company_id: companyIdField });
export const ZScimTokenList = z.object({ base_url: z.string(), tokens: z.array(ZScimToken) });
export type TScimTokenList = z.infer<typeof ZScimTokenList>;

/** POST company/scim-tokens: a name for the token (which identity provider uses it). */
export const ZScimTokenCreateRequest = z.object({
  company_id: companyIdField,
  name: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(SCIM_TOKEN_NAME_MAX, `Must be at most ${SCIM_TOKEN_NAME_MAX} characters`),
});
export type TScimTokenCreateRequest = z.input<typeof ZScimTokenCreateRequest>;

/** The created token with its secret: shown once, never answered again. */
export const ZScimTokenCreated = z.object({ base_url: z.string(), token: ZScimToken, secret: z.string() });
export type TScimTokenCreated = z.infer<typeof ZScimTokenCreated>;

/** DELETE company/scim-tokens: revoke one; the identity provider's next call answers 401. */
export const ZScimTokenRevokeRequest = z.object({ company_id: companyIdField, id: idField });
export type TScimTokenRevokeRequest = z.input<typeof ZScimTokenRevokeRequest>;
