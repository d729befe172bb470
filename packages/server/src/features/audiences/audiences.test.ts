import type { TAudience, TAudiencesPage, TIdName } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';

const { app, db } = await buildTestApp();

const team = await buildCompany(db, 'Audience Bakery');
const cid = team.company.id;
const manager = await buildMember(db, cid, 'manager');
const staff = await buildMember(db, cid, 'employee');
const admin = team.adminToken;

const create = (name: unknown, token = admin) =>
  call<TAudience>(app, 'POST', '/api/company/audience', { token, body: { company_id: cid, name } });
const get = (id: number, token = admin) =>
  call<TAudience>(app, 'GET', '/api/company/audience', {
    token,
    query: { company_id: String(cid), id: String(id) },
  });

describe('/api/company/audience', () => {
  it('creates, reads, renames and soft-deletes an audience', async () => {
    const created = await create('Bakers');
    expect(created.status).toBe(200);
    const a = created.body.data.content;
    expect(a).toEqual({
      id: expect.any(Number),
      name: 'Bakers',
      created_at: expect.any(String),
      deleted_at: null,
      employee_count: 0,
    });
    await db
      .insertInto('employee_audiences')
      .values({ company_id: cid, employee_id: staff.employee.id, audience_id: a.id })
      .execute();
    expect((await get(a.id, manager.token)).body.data.content.employee_count).toBe(1);
    const put = await call<TAudience>(app, 'PUT', '/api/company/audience', {
      token: admin,
      body: { company_id: cid, id: a.id, name: 'Night Bakers' },
    });
    expect(put.body.data.content).toMatchObject({ id: a.id, name: 'Night Bakers', employee_count: 1 });
    const del = await call(app, 'DELETE', '/api/company/audience', {
      token: admin,
      body: { company_id: cid, id: a.id },
    });
    expect(del.body.data.successes).toEqual(['audience_deleted']);
    expect((await get(a.id)).status).toBe(404);
    const list = await call<TIdName[]>(app, 'GET', '/api/audiences-list', {
      token: staff.token,
      query: { company_id: String(cid) },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.content.map((x) => x.id)).not.toContain(a.id);
    const again = await call(app, 'DELETE', '/api/company/audience', {
      token: admin,
      body: { company_id: cid, id: a.id },
    });
    expect(again.status).toBe(404);
  });

  it('answers 422, 403 and 401', async () => {
    const blank = await create('');
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ name: ['This field is required'] });
    await create('Drivers');
    expect((await create('drivers')).body.errors).toEqual({
      name: ['An audience with this name already exists'],
    });
    expect((await create('Managers pick', manager.token)).status).toBe(403);
    expect((await create('Staff pick', staff.token)).status).toBe(403);
    const id = (await create('Readers')).body.data.content.id;
    expect((await get(id, staff.token)).status).toBe(403);
    const anon = await call(app, 'GET', '/api/audiences-list', { query: { company_id: String(cid) } });
    expect(anon.status).toBe(401);
  });
});

describe('GET /api/audiences', () => {
  it('pages and searches audiences for management', async () => {
    for (const name of ['Front of house', 'Back of house', 'Delivery']) await create(name);
    const res = await call<TAudiencesPage>(app, 'GET', '/api/audiences', {
      token: manager.token,
      query: { company_id: String(cid), terms: 'house', per_page: '1', sort_by: 'name' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toMatchObject({
      audiences: [{ name: 'Back of house' }],
      current_page: 1,
      total_pages: 2,
      total: 2,
      per_page: 1,
      sort_by: 'name',
      sort_direction: 'asc',
      terms: 'house',
    });
    const asStaff = await call(app, 'GET', '/api/audiences', {
      token: staff.token,
      query: { company_id: String(cid) },
    });
    expect(asStaff.status).toBe(403);
  });
});
