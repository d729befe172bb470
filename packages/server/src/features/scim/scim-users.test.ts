import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/harness.js';
import { buildEmployee, buildLocation } from '../../../test/people.js';
import {
  buildScimCompany,
  ENTERPRISE,
  ERROR_SCHEMA,
  PATCH_OP,
  scim,
  USER_SCHEMA,
} from '../../../test/scim.js';

const { app, db } = await buildTestApp();

type User = Record<string, unknown> & { id: string; userName: string; active: boolean };

/** RFC 7644 §3.3's create example, with a work e-mail this test owns. */
function rfcUser(userName: string, externalId = 'bjensen') {
  return {
    schemas: [USER_SCHEMA],
    userName,
    externalId,
    name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Barbara' },
  };
}

describe('SCIM Users', () => {
  it('creates a user as RFC 7644 §3.3 shows: 201, Location, the resource as stored', async () => {
    const t = await buildScimCompany(app, db);
    const res = await scim<User>(app, t.scimToken, 'POST', '/Users', rfcUser('bjensen@example.com'));
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toContain('application/scim+json');
    expect(res.headers.location).toBe(`http://teamline.test/api/scim/v2/Users/${res.body.id}`);
    expect(res.body).toMatchObject({
      schemas: [USER_SCHEMA],
      userName: 'bjensen@example.com',
      externalId: 'bjensen',
      name: { givenName: 'Barbara', familyName: 'Jensen', formatted: 'Barbara Jensen' },
      active: true,
      emails: [{ value: 'bjensen@example.com', type: 'work', primary: true }],
      meta: { resourceType: 'User', location: res.headers.location },
    });
    const row = await db
      .selectFrom('employees')
      .selectAll()
      .where('id', '=', Number(res.body.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company_id: t.company.id,
      email: 'bjensen@example.com',
      company_ext_id: 'bjensen',
      role: 'employee',
      name_first: 'Barbara',
      name_last: 'Jensen',
    });
    const again = await scim(app, t.scimToken, 'GET', `/Users/${res.body.id}`);
    expect(again.body).toEqual(res.body);
  });

  it('answers 409 uniqueness for a userName already taken (case ignored)', async () => {
    const t = await buildScimCompany(app, db);
    expect((await scim(app, t.scimToken, 'POST', '/Users', rfcUser('dup@example.com'))).status).toBe(201);
    const res = await scim(app, t.scimToken, 'POST', '/Users', rfcUser('DUP@example.com'));
    expect(res.status).toBe(409);
    expect(res.headers['content-type']).toContain('application/scim+json');
    expect(res.body).toEqual({
      schemas: [ERROR_SCHEMA],
      status: '409',
      scimType: 'uniqueness',
      detail: 'An employee with this e-mail address already exists',
    });
  });

  it('takes a phone number as userName, and refuses a userName that is neither', async () => {
    const t = await buildScimCompany(app, db);
    const phone = await scim<User>(app, t.scimToken, 'POST', '/Users', {
      schemas: [USER_SCHEMA],
      userName: '(555) 010-2030',
      name: { givenName: 'Pat', familyName: 'Phone' },
      emails: [{ value: 'pat@example.com', type: 'work', primary: true }],
    });
    expect(phone.status).toBe(201);
    // userName is answered as the e-mail when there is one; a userName filter finds the phone too.
    expect(phone.body).toMatchObject({
      userName: 'pat@example.com',
      phoneNumbers: [{ value: '15550102030' }],
    });
    const found = await scim<{ Resources: User[] }>(
      app,
      t.scimToken,
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "(555) 010-2030"')}`,
    );
    expect(found.body.Resources.map((u) => u.id)).toEqual([phone.body.id]);
    const bad = await scim(app, t.scimToken, 'POST', '/Users', {
      schemas: [USER_SCHEMA],
      userName: 'bjensen',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ scimType: 'invalidValue', status: '400' });
  });

  it('replaces a user with PUT (RFC 7644 §3.5.1) and places the enterprise department as a location', async () => {
    const t = await buildScimCompany(app, db);
    const location = await buildLocation(db, t.company.id, 'Downtown');
    const made = await scim<User>(app, t.scimToken, 'POST', '/Users', rfcUser('put@example.com'));
    const res = await scim<User>(app, t.scimToken, 'PUT', `/Users/${made.body.id}`, {
      schemas: [USER_SCHEMA, ENTERPRISE],
      id: made.body.id,
      userName: 'put@example.com',
      externalId: 'bjensen',
      name: { familyName: 'Jensen', givenName: 'Babs' },
      title: 'Shift lead',
      active: true,
      [ENTERPRISE]: { department: 'downtown' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: { givenName: 'Babs' },
      title: 'Shift lead',
      [ENTERPRISE]: { department: 'Downtown' },
    });
    const links = await db
      .selectFrom('employee_locations')
      .select('location_id')
      .where('employee_id', '=', Number(made.body.id))
      .execute();
    expect(links).toEqual([{ location_id: location.id }]);
  });

  it('applies RFC 7644 §3.5.2 PATCH examples: add emails, replace with a value filter, remove an attribute', async () => {
    const t = await buildScimCompany(app, db);
    const made = await scim<User>(app, t.scimToken, 'POST', '/Users', {
      ...rfcUser('patch@example.com'),
      title: 'Cook',
    });
    const url = `/Users/${made.body.id}`;
    // §3.5.2.1 add without a path: the value's attributes are added.
    const add = await scim<User>(app, t.scimToken, 'PATCH', url, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'add', value: { phoneNumbers: [{ value: '555-555-5555', type: 'work' }] } }],
    });
    expect(add.status).toBe(200);
    expect(add.body.phoneNumbers).toEqual([{ value: '15555555555', type: 'work', primary: true }]);
    // §3.5.2.3 replace with a value filter (Entra ID's emails[type eq "work"].value).
    const replace = await scim<User>(app, t.scimToken, 'PATCH', url, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'replace', path: 'name.givenName', value: 'Barb' },
        { op: 'Replace', path: 'userName', value: 'barb@example.com' },
      ],
    });
    expect(replace.body).toMatchObject({ userName: 'barb@example.com', name: { givenName: 'Barb' } });
    // §3.5.2.2 remove a single-valued attribute.
    const remove = await scim<User>(app, t.scimToken, 'PATCH', url, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'remove', path: 'title' }],
    });
    expect(remove.status).toBe(200);
    expect(remove.body.title).toBeUndefined();
    const noPath = await scim(app, t.scimToken, 'PATCH', url, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'remove' }],
    });
    expect(noPath.status).toBe(400);
    expect(noPath.body).toMatchObject({ scimType: 'noTarget' });
  });

  it("deactivates and reactivates as Okta and Entra ID send it; the employee's row stays", async () => {
    const t = await buildScimCompany(app, db);
    const made = await scim<User>(app, t.scimToken, 'POST', '/Users', rfcUser('okta@example.com'));
    const url = `/Users/${made.body.id}`;
    // Okta: replace without a path.
    const okta = await scim<User>(app, t.scimToken, 'PATCH', url, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(okta.body.active).toBe(false);
    // Entra ID: capitalised op, a path, and the boolean as a string.
    const entra = await scim<User>(app, t.scimToken, 'PATCH', url, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'True' }],
    });
    expect(entra.body.active).toBe(true);
    // Entra ID's e-mail change through a value filter.
    const mail = await scim<User>(app, t.scimToken, 'PATCH', url, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Add', path: 'externalId', value: 'entra-1' },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'x@example.com' },
      ],
    });
    expect(mail.body).toMatchObject({ externalId: 'entra-1', userName: 'okta@example.com' });
  });

  it('DELETE soft-deletes: 204, then 404; the row is kept, deactivated', async () => {
    const t = await buildScimCompany(app, db);
    const made = await scim<User>(app, t.scimToken, 'POST', '/Users', rfcUser('gone@example.com'));
    const del = await scim(app, t.scimToken, 'DELETE', `/Users/${made.body.id}`);
    expect(del.status).toBe(204);
    const get = await scim(app, t.scimToken, 'GET', `/Users/${made.body.id}`);
    expect(get.status).toBe(404);
    expect(get.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '404' });
    const row = await db
      .selectFrom('employees')
      .select(['deleted_at', 'is_active'])
      .where('id', '=', Number(made.body.id))
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(Boolean(row.is_active)).toBe(false);
  });

  it('answers an employee without e-mail or phone as employee-{id}, found and patched by it', async () => {
    const t = await buildScimCompany(app, db);
    const bare = await buildEmployee(db, t.company.id, { name: 'No Contact' });
    const userName = `employee-${bare.id}`;
    const found = await scim<{ Resources: User[] }>(
      app,
      t.scimToken,
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`,
    );
    expect(found.body.Resources.map((u) => u.userName)).toEqual([userName]);
    const others = await scim<{ Resources: User[] }>(
      app,
      t.scimToken,
      'GET',
      `/Users?filter=${encodeURIComponent(`userName ne "${userName}"`)}`,
    );
    expect(others.body.Resources.map((u) => u.id)).not.toContain(String(bare.id));
    expect(others.body.Resources).toHaveLength(1);
    const patched = await scim<User>(app, t.scimToken, 'PATCH', `/Users/${bare.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(patched.body).toMatchObject({ userName, active: false });
  });

  it("creates a user from Entra ID's request shape, with application/json too", async () => {
    const t = await buildScimCompany(app, db);
    // Microsoft's documented create request, with userName mapped from userPrincipalName.
    const body = {
      schemas: [USER_SCHEMA, ENTERPRISE],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName: 'Test.User@contoso.example',
      active: true,
      emails: [{ primary: true, type: 'work', value: 'test.user@contoso.example' }],
      meta: { resourceType: 'User' },
      name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
      roles: [],
      [ENTERPRISE]: { department: 'Nowhere', manager: { value: '1' } },
    };
    const res = await app.inject({
      method: 'POST',
      url: '/api/scim/v2/Users',
      headers: { authorization: `Bearer ${t.scimToken}`, 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userName: 'test.user@contoso.example',
      externalId: body.externalId,
      active: true,
    });
    // Entra ID's first call: a lookup by a userName that does not exist answers an empty list.
    const probe = await scim<{ totalResults: number }>(
      app,
      t.scimToken,
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "d3cd8a47-5f1f-4a3b-9a0b-1d2e3f4a5b6c"')}`,
    );
    expect(probe).toMatchObject({ status: 200, body: { totalResults: 0 } });
  });

  it("never deactivates the company's last active admin", async () => {
    const t = await buildScimCompany(app, db);
    const admin = await db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', t.company.id)
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    const res = await scim(app, t.scimToken, 'PATCH', `/Users/${admin.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ scimType: 'mutability' });
    expect((await scim(app, t.scimToken, 'DELETE', `/Users/${admin.id}`)).status).toBe(400);
  });
});
