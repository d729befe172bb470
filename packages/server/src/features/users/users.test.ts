import { MSG, type TCompanySummary, type TUserDetails } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, buildUser, call, tokenFor } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';

const { app, db, deps } = await buildTestApp();

// One admin in two teams, shared by the read-only tests (argon2 is the slow part of a user).
const first = await buildCompany(db, 'Alpha Roasters');
const second = await call<TCompanySummary[]>(app, 'POST', '/api/signup', {
  token: first.adminToken,
  body: { name: 'Beta Bakers' },
});
const betaId = second.body.data.content.at(-1)?.id as number;

describe('GET /api/user/details', () => {
  it('answers the user, their companies with pivot.role, the current company and min_app_version', async () => {
    const res = await call<TUserDetails>(app, 'GET', '/api/user/details', { token: first.adminToken });
    expect(res.status).toBe(200);
    const d = res.body.data.content;
    expect(d.min_app_version).toBe(deps.config.minWebVersion);
    expect(d.user).toMatchObject({
      id: first.admin.id,
      name: first.admin.name,
      email: first.admin.email,
      default_locale: 'en',
      default_company_id: betaId,
      default_employee: 'admin',
    });
    expect(d.companies.map((c) => [c.name, c.pivot.role])).toEqual([
      ['Alpha Roasters', 'admin'],
      ['Beta Bakers', 'admin'],
    ]);
    expect(d.user.companies).toEqual(d.companies);
    // The newest team is the default one.
    expect(d.company?.id).toBe(betaId);
    expect(d.company?.pivot.role).toBe('admin');
    expect(d.employee).toMatchObject({ company_id: betaId, user_id: first.admin.id, role: 'admin' });
    expect(d.using_employee_as).toEqual(d.employee);
  });

  it('selects the company asked for with company_id', async () => {
    const res = await call<TUserDetails>(app, 'GET', '/api/user/details', {
      token: first.adminToken,
      query: { company_id: String(first.company.id) },
    });
    expect(res.body.data.content.company?.name).toBe('Alpha Roasters');
    expect(res.body.data.content.employee?.company_id).toBe(first.company.id);
  });

  it("answers 404 for another company's id", async () => {
    const other = await buildCompany(db);
    const res = await call(app, 'GET', '/api/user/details', {
      token: first.adminToken,
      query: { company_id: String(other.company.id) },
    });
    expect(res.status).toBe(404);
  });

  it('answers the companies only with min=true', async () => {
    const res = await call<TCompanySummary[]>(app, 'GET', '/api/user/details', {
      token: first.adminToken,
      query: { min: 'true' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toEqual([
      { id: first.company.id, name: 'Alpha Roasters', logo: null, slogan: null, pivot: { role: 'admin' } },
      { id: betaId, name: 'Beta Bakers', logo: null, slogan: null, pivot: { role: 'admin' } },
    ]);
  });

  it('shows the role of a member and picks the only company when there is no default', async () => {
    const { user, token } = await buildMember(db, first.company.id, 'manager');
    expect(user.default_company_id).toBeNull();
    const res = await call<TUserDetails>(app, 'GET', '/api/user/details', { token });
    expect(res.body.data.content.companies).toEqual([
      expect.objectContaining({ pivot: { role: 'manager' } }),
    ]);
    expect(res.body.data.content.company?.id).toBe(first.company.id);
    expect(res.body.data.content.user.default_employee).toBe('manager');
  });

  it('answers no current company for a user without teams', async () => {
    const user = await buildUser(db);
    const res = await call<TUserDetails>(app, 'GET', '/api/user/details', {
      token: await tokenFor(db, user.id),
    });
    expect(res.body.data.content).toMatchObject({ company: null, employee: null, companies: [] });
  });

  it('reports MIN_WEB_VERSION as min_app_version', async () => {
    const versioned = await buildTestApp({ MIN_WEB_VERSION: '9.1.0' });
    const user = await buildUser(versioned.db);
    const res = await call<TUserDetails>(versioned.app, 'GET', '/api/user/details', {
      token: await tokenFor(versioned.db, user.id),
    });
    expect(res.body.data.content.min_app_version).toBe('9.1.0');
  });
});

describe('POST /api/user/details', () => {
  it('updates name, e-mail, phone and locale, and the employee records follow', async () => {
    const { user, token } = await buildMember(db, first.company.id);
    const res = await call<TUserDetails>(app, 'POST', '/api/user/details', {
      token,
      body: {
        name: 'Paula Profile',
        email: 'Paula@Example.test',
        phone: '(555)-010-7777',
        default_locale: 'es',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content.user).toMatchObject({
      name: 'Paula Profile',
      email: 'paula@example.test',
      phone: '15550107777',
      default_locale: 'es',
    });
    const employee = await db
      .selectFrom('employees')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(employee).toMatchObject({
      name: 'Paula Profile',
      email: 'paula@example.test',
      phone: '15550107777',
      default_locale: 'es',
    });
  });

  it('validates with the spec texts', async () => {
    const res = await call(app, 'POST', '/api/user/details', {
      token: first.adminToken,
      body: { name: '', email: 'nope', phone: '(555)-01' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: [MSG.required],
      email: [MSG.email],
      phone: [MSG.phoneLength],
    });
    const letters = await call(app, 'POST', '/api/user/details', {
      token: first.adminToken,
      body: { name: 'X', phone: 'abc' },
    });
    expect(letters.body.errors).toEqual({ phone: [MSG.phoneDigits] });
    const locale = await call(app, 'POST', '/api/user/details', {
      token: first.adminToken,
      body: { name: 'X', default_locale: 'fr' },
    });
    expect(locale.status).toBe(422);
  });

  it('keeps e-mail and phone unique across accounts', async () => {
    const other = await buildUser(db, { phone: '15550108888' });
    const { token } = await buildMember(db, first.company.id);
    const email = await call(app, 'POST', '/api/user/details', {
      token,
      body: { name: 'Dup', email: other.email },
    });
    expect(email.status).toBe(422);
    expect(email.body.errors).toEqual({ email: [MSG.emailTaken] });
    const phone = await call(app, 'POST', '/api/user/details', {
      token,
      body: { name: 'Dup', phone: '(555)-010-8888' },
    });
    expect(phone.status).toBe(422);
    expect(phone.body.errors).toEqual({ phone: [MSG.phoneTaken] });
  });

  it('refuses to drop both ways of signing in', async () => {
    const { token } = await buildMember(db, first.company.id);
    const res = await call(app, 'POST', '/api/user/details', { token, body: { name: 'Nobody', email: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors?.email).toBeDefined();
  });
});

describe('POST /api/user/locale', () => {
  it('sets the locale of the user and their employee records', async () => {
    const { user, token } = await buildMember(db, first.company.id);
    const res = await call(app, 'POST', '/api/user/locale', { token, body: { default_locale: 'es' } });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toBeNull();
    const details = await call<TUserDetails>(app, 'GET', '/api/user/details', { token });
    expect(details.body.data.content.user.default_locale).toBe('es');
    expect(details.body.data.content.employee).toMatchObject({
      default_locale: 'es',
      default_locale_label: 'Español',
    });
    const row = await db
      .selectFrom('users')
      .select('default_locale')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.default_locale).toBe('es');
  });

  it('accepts en and es only', async () => {
    const res = await call(app, 'POST', '/api/user/locale', {
      token: first.adminToken,
      body: { default_locale: 'fr' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ default_locale: ['Choose English or Spanish'] });
  });
});

describe('POST /api/user/default-company', () => {
  it('makes a company of the user the current one', async () => {
    const res = await call(app, 'POST', '/api/user/default-company', {
      token: first.adminToken,
      body: { company_id: first.company.id },
    });
    expect(res.status).toBe(200);
    const details = await call<TUserDetails>(app, 'GET', '/api/user/details', { token: first.adminToken });
    expect(details.body.data.content.company?.id).toBe(first.company.id);
    await call(app, 'POST', '/api/user/default-company', {
      token: first.adminToken,
      body: { company_id: betaId },
    });
  });

  it('answers 404 for a company the user does not belong to, and 422 without an id', async () => {
    const other = await buildCompany(db);
    const res = await call(app, 'POST', '/api/user/default-company', {
      token: first.adminToken,
      body: { company_id: other.company.id },
    });
    expect(res.status).toBe(404);
    const missing = await call(app, 'POST', '/api/user/default-company', {
      token: first.adminToken,
      body: {},
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ company_id: [MSG.required] });
  });

  it('falls back to the only company when the default one was left', async () => {
    const { user, token, employee } = await buildMember(db, first.company.id);
    const other = await buildCompany(db);
    const now = new Date().toISOString();
    await db
      .insertInto('employees')
      .values({
        company_id: other.company.id,
        user_id: user.id,
        name: 'Leaver',
        role: 'employee',
        default_locale: 'en',
        created_at: now,
        updated_at: now,
        deleted_at: now,
      })
      .execute();
    await db
      .updateTable('users')
      .set({ default_company_id: other.company.id })
      .where('id', '=', user.id)
      .execute();
    const details = await call<TUserDetails>(app, 'GET', '/api/user/details', { token });
    expect(details.body.data.content.company?.id).toBe(employee.company_id);
  });
});

describe('GET /api/settings/me', () => {
  it("answers the caller's companies with their role", async () => {
    const t = await buildCompany(db);
    const manager = await buildMember(db, t.company.id, 'manager');
    const res = await call<TCompanySummary[]>(app, 'GET', '/api/settings/me', { token: manager.token });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toEqual([
      expect.objectContaining({ id: t.company.id, pivot: { role: 'manager' } }),
    ]);
    expect((await call(app, 'GET', '/api/settings/me')).status).toBe(401);
  });
});
