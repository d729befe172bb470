import type { Database } from '../src/db/index.js';
import { buildCompany, call } from './factories.js';
import type { buildTestApp } from './harness.js';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>['app'];

/** A company with an admin and a SCIM token made through the admin route. */
export async function buildScimCompany(app: TestApp, db: Database, name?: string) {
  const team = await buildCompany(db, name);
  const res = await call<{ secret: string; token: { id: number }; base_url: string }>(
    app,
    'POST',
    '/api/company/scim-tokens',
    { token: team.adminToken, body: { company_id: team.company.id, name: 'Okta' } },
  );
  if (res.status !== 200) throw new Error(`token create answered ${res.status}`);
  const { secret, token } = res.body.data.content;
  return { ...team, scimToken: secret, scimTokenId: token.id };
}

export const SCIM = '/api/scim/v2';

/** One SCIM call as an identity provider makes it: bearer token, application/scim+json. */
export async function scim<T = Record<string, unknown>>(
  app: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
) {
  const res = await app.inject({
    method,
    url: `${SCIM}${path}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/scim+json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  const json = res.body ? (JSON.parse(res.body) as T) : (null as T);
  return { status: res.statusCode, body: json, headers: res.headers };
}

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
