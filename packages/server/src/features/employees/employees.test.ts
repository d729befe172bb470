import { MSG, type TEmployeePage, type TIdName } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildAudience, buildEmployee, buildLocation, linkEmployee } from '../../../test/people.js';

const { app, db } = await buildTestApp();

const team = await buildCompany(db, 'List Diner');
const cid = team.company.id;
const north = await buildLocation(db, cid, 'North');
const south = await buildLocation(db, cid, 'South');
const cooks = await buildAudience(db, cid, 'Cooks');
const manager = await buildMember(db, cid, 'manager');
const staff = await buildMember(db, cid, 'employee');
await linkEmployee(db, cid, manager.employee.id, { locationIds: [north.id] });

const ana = await buildEmployee(db, cid, {
  name: 'Ana Alvarez',
  email: 'ana@example.test',
  phone: '15551230001',
  locationIds: [north.id],
  audienceIds: [cooks.id],
  createdAt: '2026-01-03T00:00:00.000Z',
  lastInvitedAt: '2026-02-01T00:00:00.000Z',
});
const bo = await buildEmployee(db, cid, {
  name: 'Bo Brown',
  email: 'bo@example.test',
  phone: '15559870002',
  locationIds: [south.id],
  managerIds: [manager.employee.id],
  createdAt: '2026-01-01T00:00:00.000Z',
});
await buildEmployee(db, cid, {
  name: 'Cy Clark',
  locationIds: [south.id],
  audienceIds: [cooks.id],
  createdAt: '2026-01-02T00:00:00.000Z',
  lastInvitedAt: '2026-03-01T00:00:00.000Z',
});
const gone = await buildEmployee(db, cid, { name: 'Dee Departed', isActive: false, locationIds: [north.id] });

const list = (token: string, query: Record<string, string> = {}) =>
  call<TEmployeePage>(app, 'GET', '/api/employees', { token, query: { company_id: String(cid), ...query } });
const names = (page: TEmployeePage) => page.employees.map((e) => e.name);

describe('GET /api/employees', () => {
  it('answers 401 without a token', async () => {
    expect((await call(app, 'GET', '/api/employees', { query: { company_id: String(cid) } })).status).toBe(
      401,
    );
  });

  it('answers 422 on bad paging and sorting', async () => {
    const bad: Record<string, string>[] = [
      { per_page: '101' },
      { page: '0' },
      { sort_by: 'email' },
      { active: 'maybe' },
    ];
    for (const query of bad) {
      expect((await list(team.adminToken, query)).status).toBe(422);
    }
    const res = await call(app, 'GET', '/api/employees', { token: team.adminToken });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ company_id: [MSG.required] });
  });

  it('pages the active employees by name for an admin, with the paging shape', async () => {
    const res = await list(team.adminToken, { per_page: '2' });
    expect(res.status).toBe(200);
    const page = res.body.data.content;
    expect(page).toMatchObject({
      current_page: 1,
      total_pages: 3,
      total: 6,
      per_page: 2,
      sort_by: 'name',
      sort_direction: 'asc',
      filters: { terms: '', locations: [], audiences: [], active: 'yes', see_all: 'no' },
    });
    expect(names(page)).toEqual(['Ana Alvarez', 'Bo Brown']);
    const third = (await list(team.adminToken, { per_page: '2', page: '3' })).body.data.content;
    expect(third.employees).toHaveLength(2);
    expect(third.current_page).toBe(3);
    expect((await list(team.adminToken)).body.data.content.per_page).toBe(25);
  });

  it('presents the relations, id lists and computed follow-up fields', async () => {
    const page = (await list(team.adminToken, { terms: 'Bo Brown' })).body.data.content;
    expect(page.employees).toHaveLength(1);
    expect(page.employees[0]).toMatchObject({
      id: bo.id,
      locations: [{ id: south.id, name: 'South' }],
      location_ids: [south.id],
      managers: [{ id: manager.employee.id, name: manager.employee.name }],
      manager_ids: [manager.employee.id],
      audiences: [],
      employee_ids: [],
      has_flag: false,
      has_checkin: false,
      has_raised_hand: false,
      unread_memo_count: 0,
      manager_request_active: false,
      flagged_messages_active: [],
    });
    const mgr = (await list(team.adminToken, { terms: manager.employee.name })).body.data.content
      .employees[0];
    expect(mgr?.employees).toEqual([{ id: bo.id, name: 'Bo Brown' }]);
  });

  it('sorts by created_at, role and last_invited_at in both directions (empty last)', async () => {
    const created = await list(team.adminToken, { sort_by: 'created_at', locations: String(south.id) });
    expect(names(created.body.data.content)).toEqual(['Bo Brown', 'Cy Clark']);
    const invited = await list(team.adminToken, { sort_by: 'last_invited_at', sort_direction: 'desc' });
    expect(names(invited.body.data.content).slice(0, 2)).toEqual(['Cy Clark', 'Ana Alvarez']);
    const invitedAsc = await list(team.adminToken, { sort_by: 'last_invited_at' });
    expect(names(invitedAsc.body.data.content).slice(0, 2)).toEqual(['Ana Alvarez', 'Cy Clark']);
    const roles = (await list(team.adminToken, { sort_by: 'role', sort_direction: 'desc' })).body.data
      .content;
    expect(roles.employees[0]?.role).toBe('manager');
    expect(roles.employees.at(-1)?.role).toBe('admin');
  });

  it('searches name, e-mail (any case) and phone digits', async () => {
    expect(names((await list(team.adminToken, { terms: 'alvarez' })).body.data.content)).toEqual([
      'Ana Alvarez',
    ]);
    expect(names((await list(team.adminToken, { terms: 'BO@EXAMPLE' })).body.data.content)).toEqual([
      'Bo Brown',
    ]);
    expect(names((await list(team.adminToken, { terms: '(555) 987' })).body.data.content)).toEqual([
      'Bo Brown',
    ]);
    expect((await list(team.adminToken, { terms: '%' })).body.data.content.total).toBe(0);
  });

  it('filters by locations[] and audiences[], both key spellings', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/employees?company_id=${cid}&locations[]=${north.id}&locations[]=${south.id}&audiences[]=${cooks.id}`,
      headers: { authorization: `Bearer ${team.adminToken}` },
    });
    const page = res.json().data.content as TEmployeePage;
    expect(names(page)).toEqual(['Ana Alvarez', 'Cy Clark']);
    expect(page.filters).toMatchObject({ locations: [north.id, south.id], audiences: [cooks.id] });
    expect(names((await list(team.adminToken, { locations: String(north.id) })).body.data.content)).toEqual([
      'Ana Alvarez',
      manager.employee.name,
    ]);
  });

  it('lists inactive employees with active=no', async () => {
    expect(names((await list(team.adminToken, { active: 'no' })).body.data.content)).toEqual([gone.name]);
  });

  it("shows a manager their locations' people and direct reports; see_all is for admins", async () => {
    const page = (await list(manager.token)).body.data.content;
    expect(names(page).sort()).toEqual(['Ana Alvarez', 'Bo Brown', manager.employee.name].sort());
    expect(names(page)).not.toContain('Cy Clark');
    expect((await list(manager.token, { see_all: 'yes' })).status).toBe(403);
    const all = (await list(team.adminToken, { see_all: 'yes' })).body.data.content;
    expect(all.total).toBe(6);
    expect(all.filters.see_all).toBe('yes');
  });

  it("gives a non-management employee the company's active roster without contact details", async () => {
    const res = await list(staff.token, { active: 'no', see_all: 'yes' });
    expect(res.status).toBe(200);
    const page = res.body.data.content;
    expect(page.total).toBe(6);
    expect(page.filters.active).toBe('yes');
    const a = page.employees.find((e) => e.id === ana.id);
    expect(a).toMatchObject({ name: 'Ana Alvarez', email: null, phone: null, last_invited_at: null });
    expect(a?.locations).toEqual([{ id: north.id, name: 'North' }]);
  });
});

describe('GET /api/employees-list and /api/employees-completed', () => {
  it('lists id and name of active employees for management', async () => {
    const res = await call<TIdName[]>(app, 'GET', '/api/employees-list', {
      token: manager.token,
      query: { company_id: String(cid) },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toHaveLength(6);
    expect(res.body.data.content[0]).toEqual({ id: ana.id, name: 'Ana Alvarez' });
    expect(res.body.data.content.map((e) => e.id)).not.toContain(gone.id);
  });

  it('lists only employees linked to an account as completed', async () => {
    const res = await call<TIdName[]>(app, 'GET', '/api/employees-completed', {
      token: team.adminToken,
      query: { company_id: String(cid) },
    });
    expect(res.status).toBe(200);
    const ids = res.body.data.content.map((e) => e.id);
    expect(ids).toContain(manager.employee.id);
    expect(ids).not.toContain(ana.id);
  });

  it('refuses employees (403) and answers 401 without a token', async () => {
    for (const url of ['/api/employees-list', '/api/employees-completed']) {
      const query = { company_id: String(cid) };
      expect((await call(app, 'GET', url, { token: staff.token, query })).status).toBe(403);
      expect((await call(app, 'GET', url, { query })).status).toBe(401);
    }
  });
});
