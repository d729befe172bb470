import type { TIdName, TLocation, TLocationOption, TLocationsPage } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';

const { app, db } = await buildTestApp();

/** A company of its own for each test, with a manager and an employee. */
async function setup() {
  const team = await buildCompany(db, 'Places Pizza');
  const cid = team.company.id;
  const manager = await buildMember(db, cid, 'manager');
  const staff = await buildMember(db, cid, 'employee');
  const admin = team.adminToken;
  const create = (body: Record<string, unknown>, token = admin) =>
    call<TLocation>(app, 'POST', '/api/company/location', { token, body: { company_id: cid, ...body } });
  const page = (query: Record<string, string> = {}, token = admin) =>
    call<TLocationsPage>(app, 'GET', '/api/locations', {
      token,
      query: { company_id: String(cid), ...query },
    });
  return { cid, manager, staff, admin, create, page };
}

describe('POST /api/company/location', () => {
  it('creates a location in Chicago time unless told otherwise', async () => {
    const { create } = await setup();
    const res = await create({ name: '  Main Street ' });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toEqual({
      id: expect.any(Number),
      name: 'Main Street',
      timezone: 'America/Chicago',
      created_at: expect.any(String),
      deleted_at: null,
      employee_count: 0,
    });
    const denver = await create({ name: 'Mile High', timezone: 'America/Denver' });
    expect(denver.body.data.content.timezone).toBe('America/Denver');
  });

  it('answers 422 with the field texts', async () => {
    const { create } = await setup();
    await create({ name: 'Main Street' });
    const blank = await create({ name: ' ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ name: ['This field is required'] });
    const missing = await create({});
    expect(missing.body.errors?.name).toEqual(['This field is required']);
    const zone = await create({ name: 'Paris', timezone: 'Europe/Paris' });
    expect(zone.status).toBe(422);
    expect(zone.body.errors?.timezone?.[0]).toBe(
      'Choose one of: New York, Chicago, Denver, Phoenix, Los Angeles, Anchorage, Honolulu',
    );
    const twice = await create({ name: 'main street' });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ name: ['A location with this name already exists'] });
  });

  it('is for admins: 403 for a manager and an employee, 401 without a token', async () => {
    const { cid, manager, staff, create } = await setup();
    expect((await create({ name: 'By manager' }, manager.token)).status).toBe(403);
    expect((await create({ name: 'By staff' }, staff.token)).status).toBe(403);
    const anon = await call(app, 'POST', '/api/company/location', { body: { company_id: cid, name: 'x' } });
    expect(anon.status).toBe(401);
  });
});

describe('GET, PUT, DELETE /api/company/location', () => {
  it('reads, renames, moves to another zone and soft-deletes', async () => {
    const { cid, manager, staff, admin, create, page } = await setup();
    const id = (await create({ name: 'Harbor' })).body.data.content.id;
    const read = await call<TLocation>(app, 'GET', '/api/company/location', {
      token: manager.token,
      query: { company_id: String(cid), id: String(id) },
    });
    expect(read.body.data.content.name).toBe('Harbor');
    const put = await call<TLocation>(app, 'PUT', '/api/company/location', {
      token: admin,
      body: { company_id: cid, id, name: 'Harbor Front', timezone: 'America/Honolulu' },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.content).toMatchObject({ id, name: 'Harbor Front', timezone: 'America/Honolulu' });
    const byManager = await call(app, 'PUT', '/api/company/location', {
      token: manager.token,
      body: { company_id: cid, id, name: 'Nope' },
    });
    expect(byManager.status).toBe(403);
    const del = await call(app, 'DELETE', '/api/company/location', {
      token: admin,
      body: { company_id: cid, id },
    });
    expect(del.status).toBe(200);
    expect(del.body.data.successes).toEqual(['location_deleted']);
    const row = await db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    const gone = await call(app, 'GET', '/api/company/location', {
      token: admin,
      query: { company_id: String(cid), id: String(id) },
    });
    expect(gone.status).toBe(404);
    const list = await call<TIdName[]>(app, 'GET', '/api/locations-list', {
      token: staff.token,
      query: { company_id: String(cid) },
    });
    expect(list.body.data.content.map((l) => l.name)).not.toContain('Harbor Front');
    expect((await page({ terms: 'harbor' })).body.data.content.total).toBe(0);
  });

  it('reading is for management: 403 for an employee, 422 without an id', async () => {
    const { cid, staff, admin, create } = await setup();
    const id = (await create({ name: 'Staff Only' })).body.data.content.id;
    const asStaff = await call(app, 'GET', '/api/company/location', {
      token: staff.token,
      query: { company_id: String(cid), id: String(id) },
    });
    expect(asStaff.status).toBe(403);
    const noId = await call(app, 'GET', '/api/company/location', {
      token: admin,
      query: { company_id: String(cid) },
    });
    expect(noId.status).toBe(422);
    expect(noId.body.errors).toEqual({ id: ['This field is required'] });
  });
});

describe('GET /api/locations', () => {
  it('pages, sorts and searches, with the paging fields of the spec', async () => {
    const other = await buildCompany(db);
    const ocid = other.company.id;
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']) {
      await call(app, 'POST', '/api/company/location', {
        token: other.adminToken,
        body: { company_id: ocid, name },
      });
    }
    const first = await call<TLocationsPage>(app, 'GET', '/api/locations', {
      token: other.adminToken,
      query: { company_id: String(ocid), per_page: '2', sort_by: 'name', sort_direction: 'desc' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.content).toEqual({
      locations: [expect.objectContaining({ name: 'Echo' }), expect.objectContaining({ name: 'Delta' })],
      current_page: 1,
      total_pages: 3,
      total: 5,
      per_page: 2,
      sort_by: 'name',
      sort_direction: 'desc',
      terms: '',
    });
    const last = await call<TLocationsPage>(app, 'GET', '/api/locations', {
      token: other.adminToken,
      query: { company_id: String(ocid), per_page: '2', page: '3' },
    });
    expect(last.body.data.content.locations.map((l) => l.name)).toEqual(['Echo']);
    const search = await call<TLocationsPage>(app, 'GET', '/api/locations', {
      token: other.adminToken,
      query: { company_id: String(ocid), terms: 'ARL' },
    });
    expect(search.body.data.content.locations.map((l) => l.name)).toEqual(['Charlie']);
    const literal = await call<TLocationsPage>(app, 'GET', '/api/locations', {
      token: other.adminToken,
      query: { company_id: String(ocid), terms: '%' },
    });
    expect(literal.body.data.content.total).toBe(0);
  });

  it('answers 422 on a bad page size or sort, 403 for an employee', async () => {
    const { manager, staff, page } = await setup();
    const big = await page({ per_page: '101' });
    expect(big.status).toBe(422);
    expect(big.body.errors).toEqual({ per_page: ['Must be at most 100'] });
    expect((await page({ sort_by: 'timezone' })).status).toBe(422);
    expect((await page({}, staff.token)).status).toBe(403);
    expect((await page({}, manager.token)).status).toBe(200);
  });
});

describe('GET /api/employee-locations', () => {
  it('gives management every live location and an employee their own', async () => {
    const { cid, manager, staff, admin, create } = await setup();
    await create({ name: 'Main Street' });
    const res = await call<TLocationOption[]>(app, 'GET', '/api/employee-locations', {
      token: manager.token,
      query: { company_id: String(cid) },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content.map((l) => l.name)).toContain('Main Street');
    expect(res.body.data.content[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      timezone: expect.any(String),
    });
    const mine = await call<TLocationOption[]>(app, 'GET', '/api/employee-locations', {
      token: staff.token,
      query: { company_id: String(cid) },
    });
    expect(mine.body.data.content).toEqual([]);
    const loc = (await create({ name: 'Staff Home' })).body.data.content;
    await db
      .insertInto('employee_locations')
      .values({ company_id: cid, employee_id: staff.employee.id, location_id: loc.id })
      .execute();
    const now = await call<TLocationOption[]>(app, 'GET', '/api/employee-locations', {
      token: staff.token,
      query: { company_id: String(cid) },
    });
    expect(now.body.data.content).toEqual([{ id: loc.id, name: 'Staff Home', timezone: 'America/Chicago' }]);
    const counted = await call<TLocation>(app, 'GET', '/api/company/location', {
      token: admin,
      query: { company_id: String(cid), id: String(loc.id) },
    });
    expect(counted.body.data.content.employee_count).toBe(1);
  });
});
