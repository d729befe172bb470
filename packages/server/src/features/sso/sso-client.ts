import * as oidc from 'openid-client';
import type { Config } from '../../config.js';

/**
 * The server as the OpenID client (openid-client): one discovered configuration per provider,
 * kept for ten minutes so a sign-in does not ask the issuer twice. Plain http issuers are refused
 * unless the test server allows them (SSO_ALLOW_HTTP, NODE_ENV=test only).
 */

export interface ProviderSettings {
  issuer: string;
  client_id: string;
  client_secret: string;
}

type SsoConfig = Config['sso'];

const CACHE_MS = 10 * 60_000;
const DISCOVERY_TIMEOUT_S = 10;
const cache = new Map<string, { at: number; config: oidc.Configuration }>();

/** Discovers the issuer (throws when it does not answer as an OpenID provider). */
export async function discover(settings: ProviderSettings, sso: SsoConfig): Promise<oidc.Configuration> {
  const key = `${settings.issuer}\n${settings.client_id}\n${settings.client_secret}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.config;
  const config = await oidc.discovery(
    new URL(settings.issuer),
    settings.client_id,
    { [oidc.clockTolerance]: sso.clockToleranceS },
    oidc.ClientSecretPost(settings.client_secret),
    { execute: sso.allowHttp ? [oidc.allowInsecureRequests] : [], timeout: DISCOVERY_TIMEOUT_S },
  );
  cache.set(key, { at: Date.now(), config });
  return config;
}

/** Spec §9: the default scopes of the identity provider. */
export const SSO_SCOPES = 'openid email profile';

export { oidc };
