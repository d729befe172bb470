import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildEmployee } from '../../../test/people.js';
import { buildScimCompany, ERROR_SCHEMA, PATCH_OP, scim } from '../../../test/scim.js';
import { rooms } from '../../realtime/realtime.js';
import { SCIM_CALLS_PER_MINUTE } from './scim.routes.js';

const { app, db, deps } = await buildTestApp();
const URL_ = '/api/company/scim-tokens';

describe('SCIM tokens (company/scim-tokens)', () => {
  it('shows the secret once; lists name, dates and hint; stores only its SHA-256', async () => {
    const t = await buildScimCompany(app, db);
    const created = await call<{ secret: string; base_url: string; token: { id: number; name: string } }>(
      app,
      'POST',
      URL_,
      {
        token: t.adminToken,
        body: { company_id: t.company.id, name: 'Entra ID' },
      },
    );
    expect(created.status).toBe(200);
    const { secret, base_url, token } = created.body.data.content;
    expect(secret).toMatch(/^scim_[A-Za-z0-9_-]{43}$/);
    expect(base_url).toBe('http://teamline.test/api/scim/v2');
    const row = await db
      .selectFrom('scim_tokens')
      .selectAll()
      .where('id', '=', token.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
    const list = await call<{ tokens: Record<string, unknown>[] }>(app, 'GET', URL_, {
      token: t.adminToken,
      query: { company_id: String(t.company.id) },
    });
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(list.body.data.content.tokens.map((x) => x.name)).toEqual(['Entra ID', 'Okta']);
    expect(list.body.data.content.tokens[0]).toEqual({
      id: token.id,
      name: 'Entra ID',
      token_hint: secret.slice(0, 9),
      created_at: expect.any(String),
      last_used_at: null,
    });
    await scim(app, secret, 'GET', '/Users');
    const after = await call<{ tokens: { id: number; last_used_at: string | null }[] }>(app, 'GET', URL_, {
      token: t.adminToken,
      query: { company_id: String(t.company.id) },
    });
    expect(after.body.data.content.tokens.find((x) => x.id === token.id)?.last_used_at).not.toBeNull();
  });

  it('is for admins only: managers and employees get 403 on every call', async () => {
    const t = await buildScimCompany(app, db);
    for (const role of ['manager', 'employee'] as const) {
      const m = await buildMember(db, t.company.id, role);
      const q = { company_id: String(t.company.id) };
      expect((await call(app, 'GET', URL_, { token: m.token, query: q })).status).toBe(403);
      expect(
        (await call(app, 'POST', URL_, { token: m.token, body: { company_id: t.company.id, name: 'x' } }))
          .status,
      ).toBe(403);
      expect(
        (
          await call(app, 'DELETE', URL_, {
            token: m.token,
            body: { company_id: t.company.id, id: t.scimTokenId },
          })
        ).status,
      ).toBe(403);
    }
  });

  it('revoking stops the token at once; a revoked or unknown id answers 404', async () => {
    const t = await buildScimCompany(app, db);
    expect((await scim(app, t.scimToken, 'GET', '/Users')).status).toBe(200);
    const body = { company_id: t.company.id, id: t.scimTokenId };
    expect((await call(app, 'DELETE', URL_, { token: t.adminToken, body })).status).toBe(200);
    const res = await scim(app, t.scimToken, 'GET', '/Users');
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toContain('Bearer');
    expect(res.body).toEqual({
      schemas: [ERROR_SCHEMA],
      status: '401',
      detail: 'A valid SCIM bearer token is required',
    });
    expect((await call(app, 'DELETE', URL_, { token: t.adminToken, body })).status).toBe(404);
  });
});

describe('SCIM authentication and isolation', () => {
  it('refuses no token, a session token and a made-up token with a SCIM 401', async () => {
    const t = await buildScimCompany(app, db);
    for (const token of ['', t.adminToken, 'scim_made-up']) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/scim/v2/Users',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/scim+json');
    }
  });

  it("a token never sees or changes another company's users or groups (404)", async () => {
    const a = await buildScimCompany(app, db);
    const b = await buildScimCompany(app, db);
    const theirs = await buildEmployee(db, a.company.id, { name: 'A Person', email: 'a-only@example.test' });
    const audience = await scim<{ id: string }>(app, a.scimToken, 'POST', '/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: 'A Crowd',
    });
    const patch = { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: false }] };
    for (const [method, path, body] of [
      ['GET', `/Users/${theirs.id}`, undefined],
      ['PUT', `/Users/${theirs.id}`, { userName: 'x@example.test' }],
      ['PATCH', `/Users/${theirs.id}`, patch],
      ['DELETE', `/Users/${theirs.id}`, undefined],
      ['GET', `/Groups/${audience.body.id}`, undefined],
      ['PUT', `/Groups/${audience.body.id}`, { displayName: 'Mine' }],
      ['PATCH', `/Groups/${audience.body.id}`, patch],
      ['DELETE', `/Groups/${audience.body.id}`, undefined],
    ] as const) {
      const res = await scim(app, b.scimToken, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const list = await scim<{ Resources: { userName: string }[] }>(
      app,
      b.scimToken,
      'GET',
      '/Users?count=200',
    );
    expect(list.body.Resources.map((u) => u.userName)).not.toContain('a-only@example.test');
    const groups = await scim<{ totalResults: number }>(app, b.scimToken, 'GET', '/Groups');
    expect(groups.body.totalResults).toBe(0);
    const row = await db
      .selectFrom('employees')
      .select(['is_active', 'deleted_at'])
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeNull();
    expect(Boolean(row.is_active)).toBe(true);
  });

  it('rate-limits each token: 429 with Retry-After past the limit, other tokens unaffected', async () => {
    const t = await buildScimCompany(app, db);
    const u = await buildScimCompany(app, db);
    for (let i = 0; i < SCIM_CALLS_PER_MINUTE; i++) deps.limiter.add(`scim:${t.scimTokenId}`, 60_000);
    const res = await scim(app, t.scimToken, 'GET', '/ServiceProviderConfig');
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '429' });
    expect((await scim(app, u.scimToken, 'GET', '/ServiceProviderConfig')).status).toBe(200);
  });

  it("deactivating and reactivating moves the person's sockets out of and into the company room", async () => {
    const t = await buildScimCompany(app, db);
    const m = await buildMember(db, t.company.id);
    const leave = vi.spyOn(deps.realtime, 'leaveRooms');
    const join = vi.spyOn(deps.realtime, 'joinRooms');
    const room = [rooms.company(t.company.id)];
    const url = `/Users/${m.employee.id}`;
    await scim(app, t.scimToken, 'PATCH', url, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(leave).toHaveBeenCalledWith([m.user.id], room);
    await scim(app, t.scimToken, 'PATCH', url, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(join).toHaveBeenCalledWith([m.user.id], room);
    leave.mockRestore();
    join.mockRestore();
  });
});

describe('SCIM discovery (RFC 7644 §4)', () => {
  it('answers ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    const t = await buildScimCompany(app, db);
    const spc = await scim<Record<string, { supported: boolean }>>(
      app,
      t.scimToken,
      'GET',
      '/ServiceProviderConfig',
    );
    expect(spc.body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      bulk: { supported: false },
    });
    const types = await scim<{ Resources: { id: string }[] }>(app, t.scimToken, 'GET', '/ResourceTypes');
    expect(types.body.Resources.map((r) => r.id)).toEqual(['User', 'Group']);
    expect((await scim(app, t.scimToken, 'GET', '/ResourceTypes/User')).status).toBe(200);
    const schemas = await scim<{ totalResults: number }>(app, t.scimToken, 'GET', '/Schemas');
    expect(schemas.body.totalResults).toBe(3);
    expect(
      (await scim(app, t.scimToken, 'GET', '/Schemas/urn:ietf:params:scim:schemas:core:2.0:User')).status,
    ).toBe(200);
    const none = await scim(app, t.scimToken, 'GET', '/Bulk');
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '404' });
  });

  it('answers a body that is not JSON with 400 invalidSyntax', async () => {
    const t = await buildScimCompany(app, db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/scim/v2/Users',
      headers: { authorization: `Bearer ${t.scimToken}`, 'content-type': 'application/scim+json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ scimType: 'invalidSyntax' });
  });
});
