import { expect } from 'vitest';
import type { SecretBox } from '../src/adapters/secret-box.js';
import type { Database } from '../src/db/index.js';
import { nowIso } from '../src/db/index.js';

/**
 * Single sign-on in the cross-tenant suite: company A's identity provider (stored directly, no
 * discovery needed), and every company-scoped SSO route asked by B's admin with A's id. The public
 * steps of the flow (sso/provider, sso/start, sso/callback) carry no session and are tested in
 * features/sso/sso.test.ts (another company's person is refused there).
 */

interface Tenant {
  company: { id: number };
}

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  input: (ctx: { a: Tenant; b: Tenant }) => Record<string, unknown>;
}

export async function buildTenantASso(db: Database, secrets: SecretBox, companyId: number) {
  const now = nowIso();
  await db
    .insertInto('sso_providers')
    .values({
      company_id: companyId,
      issuer: 'https://id.tenant-a.test',
      client_id: 'tenant-a',
      client_secret: secrets.seal('tenant-a-secret'),
      display_name: 'Tenant A ID',
      use_pkce: true,
      require_sso: false,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { companyId };
}

export function ssoRows(): Row[] {
  const save = {
    issuer: 'https://id.intruder.test',
    client_id: 'intruder',
    client_secret: 'x',
    display_name: 'Intruder',
  };
  const calls: [Row['method'], string, Record<string, unknown>][] = [
    ['GET', '/api/company/sso', {}],
    ['POST', '/api/company/sso', save],
    ['POST', '/api/company/sso/remove', {}],
  ];
  return calls.map(([method, url, extra]) => ({
    name: `${url} (A id)`,
    method,
    url,
    input: ({ a }) => ({ company_id: a.company.id, ...extra }),
  }));
}

export async function expectTenantASsoUntouched(db: Database, ASO: { companyId: number }) {
  const row = await db
    .selectFrom('sso_providers')
    .select(['issuer', 'client_id', 'display_name'])
    .where('company_id', '=', ASO.companyId)
    .executeTakeFirst();
  expect(row).toEqual({
    issuer: 'https://id.tenant-a.test',
    client_id: 'tenant-a',
    display_name: 'Tenant A ID',
  });
}
