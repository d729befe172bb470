import { z } from 'zod';

/**
 * A client of the franchise location directory (docs/integrations.md): OAuth 2 authorization code
 * (no PKCE, spec §6) against AUTH_URL, then bearer calls to the directory's JSON API. Plain fetch:
 * the protocol is three endpoints and a token form.
 */

export interface DirectorySettings {
  directoryUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
}

/** The scopes asked for (spec §6): a refresh token, and read-only access to the team-member API. */
export const DIRECTORY_SCOPES = 'offline_access team-member-api:read';
/** Members and locations are read by pages of this size (the API's largest). */
export const PAGE_SIZE = 500;

export interface DirectoryToken {
  access_token: string;
  refresh_token: string | null;
  /** When the access token expires (ISO). */
  expires_at: string;
}

const ZTokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().positive().default(3600),
});

export const ZDirectoryLocation = z.object({ id: z.coerce.string(), name: z.string() });
export type DirectoryLocation = z.infer<typeof ZDirectoryLocation>;

export const ZDirectoryMember = z.object({
  id: z.coerce.string(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  position: z.string().nullish(),
  active: z.boolean().default(true),
});
export type DirectoryMember = z.infer<typeof ZDirectoryMember>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), page: z.number(), per_page: z.number(), total: z.number() });

/** The directory answered 401: the token is no longer good (refresh it, or connect again). */
export class DirectoryAuthError extends Error {}

export function authorizeUrl(s: DirectorySettings, redirectUri: string, state: string): string {
  const url = new URL(`${s.authUrl}/authorize`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', s.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', DIRECTORY_SCOPES);
  url.searchParams.set('state', state);
  return url.toString();
}

async function tokenCall(
  s: DirectorySettings,
  form: Record<string, string>,
  now: Date,
): Promise<DirectoryToken> {
  const res = await fetch(`${s.authUrl}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(s.clientId)}:${encodeURIComponent(s.clientSecret)}`).toString('base64')}`,
      accept: 'application/json',
    },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(15_000),
  });
  if (res.status === 400 || res.status === 401) throw new DirectoryAuthError(`token endpoint: ${res.status}`);
  if (!res.ok) throw new Error(`The directory's token endpoint answered ${res.status}`);
  const t = ZTokenAnswer.parse(await res.json());
  return {
    access_token: t.access_token,
    refresh_token: t.refresh_token ?? form.refresh_token ?? null,
    expires_at: new Date(now.getTime() + t.expires_in * 1000).toISOString(),
  };
}

export const exchangeCode = (s: DirectorySettings, code: string, redirectUri: string, now = new Date()) =>
  tokenCall(s, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }, now);

export const refreshToken = (s: DirectorySettings, refresh: string, now = new Date()) =>
  tokenCall(s, { grant_type: 'refresh_token', refresh_token: refresh }, now);

async function getJson(s: DirectorySettings, path: string, accessToken: string): Promise<unknown> {
  const res = await fetch(`${s.directoryUrl}${path}`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status === 401) throw new DirectoryAuthError(`${path}: 401`);
  if (!res.ok) throw new Error(`The directory answered ${res.status} to ${path}`);
  return res.json();
}

/** Every item of a paged list, page by page. */
async function readAll<T extends z.ZodType>(
  s: DirectorySettings,
  path: string,
  accessToken: string,
  item: T,
): Promise<z.output<T>[]> {
  const out: z.output<T>[] = [];
  const schema = page(item);
  for (let p = 1; ; p++) {
    const sep = path.includes('?') ? '&' : '?';
    const answer = schema.parse(
      await getJson(s, `${path}${sep}page=${p}&per_page=${PAGE_SIZE}`, accessToken),
    );
    out.push(...answer.data);
    if (answer.data.length === 0 || p * answer.per_page >= answer.total) return out;
  }
}

export const listLocations = (s: DirectorySettings, accessToken: string) =>
  readAll(s, '/locations', accessToken, ZDirectoryLocation);

export const listMembers = (s: DirectorySettings, accessToken: string, locationId: string) =>
  readAll(s, `/locations/${encodeURIComponent(locationId)}/members`, accessToken, ZDirectoryMember);
