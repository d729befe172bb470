import type { TEmployeeDetail } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildAudience, buildEmployee, buildLocation } from '../../../test/people.js';

const { app, db } = await buildTestApp();

const team = await buildCompany(db, 'Bulk Diner');
const cid = team.company.id;
const north = await buildLocation(db, cid, 'North');
const south = await buildLocation(db, cid, 'South');
const cooks = await buildAudience(db, cid, 'Cooks');
const manager = await buildMember(db, cid, 'manager');
const staff = await buildMember(db, cid, 'employee');
const other = await buildCompany(db, 'Other Bulk');
const foreigner = await buildEmployee(db, other.company.id, { name: 'Far Away' });

const bulk = (token: string | undefined, body: Record<string, unknown>) =>
  call<TEmployeeDetail[]>(app, 'POST', '/api/employees/bulk', { token, body: { company_id: cid, ...body } });

describe('POST /api/employees/bulk', () => {
  it('applies locations, audiences, type and active to every id', async () => {
    const a = await buildEmployee(db, cid, { name: 'Al Bulk', locationIds: [north.id] });
    const b = await buildEmployee(db, cid, { name: 'Bea Bulk' });
    const res = await bulk(team.adminToken, {
      ids: [a.id, b.id],
      changes: { location_ids: [south.id], audience_ids: [cooks.id], type: 'Seasonal', is_active: false },
    });
    expect(res.status).toBe(200);
    expect(
      res.body.data.content.map((e) => [e.name, e.location_ids, e.audience_ids, e.type, e.is_active]),
    ).toEqual([
      ['Al Bulk', [south.id], [cooks.id], 'Seasonal', false],
      ['Bea Bulk', [south.id], [cooks.id], 'Seasonal', false],
    ]);
  });

  it('changes nothing when one id is bad: the whole request rolls back', async () => {
    const a = await buildEmployee(db, cid, { name: 'Cal Keep', locationIds: [north.id] });
    const foreignId = await bulk(team.adminToken, {
      ids: [a.id, foreigner.id],
      changes: { location_ids: [south.id], type: 'Changed' },
    });
    expect(foreignId.status).toBe(404);
    const badLocation = await bulk(team.adminToken, {
      ids: [a.id],
      changes: { location_ids: [south.id, 999_999], type: 'Changed' },
    });
    expect(badLocation.status).toBe(404);
    const row = await db.selectFrom('employees').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row.type).toBeNull();
    const links = await db
      .selectFrom('employee_locations')
      .select('location_id')
      .where('employee_id', '=', a.id)
      .execute();
    expect(links).toEqual([{ location_id: north.id }]);
    const far = await db
      .selectFrom('employees')
      .selectAll()
      .where('id', '=', foreigner.id)
      .executeTakeFirstOrThrow();
    expect(far.type).toBeNull();
  });

  it('lets managers bulk-edit their own people but not hand out roles or touch admins', async () => {
    const a = await buildEmployee(db, cid, { name: 'Dot Bulk', managerIds: [manager.employee.id] });
    // An admin among the manager's people (their direct report here) is still not theirs to edit.
    const adm = await buildEmployee(db, cid, {
      name: 'Ada Bulk',
      role: 'admin',
      managerIds: [manager.employee.id],
    });
    expect((await bulk(manager.token, { ids: [a.id], changes: { type: 'Crew' } })).status).toBe(200);
    expect((await bulk(manager.token, { ids: [a.id], changes: { role: 'manager' } })).status).toBe(403);
    expect((await bulk(manager.token, { ids: [a.id, adm.id], changes: { type: 'X' } })).status).toBe(403);
    expect((await bulk(team.adminToken, { ids: [a.id], changes: { role: 'manager' } })).status).toBe(200);
    expect((await bulk(staff.token, { ids: [a.id], changes: { type: 'X' } })).status).toBe(403);
    expect((await bulk(undefined, { ids: [a.id], changes: { type: 'X' } })).status).toBe(401);
  });

  it('answers 404 to a manager naming someone outside their people, and changes no one', async () => {
    const mine = await buildEmployee(db, cid, { name: 'Mae Mine', managerIds: [manager.employee.id] });
    const outside = await buildEmployee(db, cid, { name: 'Otto Outside', locationIds: [south.id] });
    const res = await bulk(manager.token, { ids: [mine.id, outside.id], changes: { type: 'Moved' } });
    expect(res.status).toBe(404);
    const types = await db
      .selectFrom('employees')
      .select('type')
      .where('id', 'in', [mine.id, outside.id])
      .execute();
    expect(types.map((t) => t.type)).toEqual([null, null]);
    const ok = await bulk(team.adminToken, { ids: [mine.id, outside.id], changes: { type: 'Moved' } });
    expect(ok.status).toBe(200);
  });

  it('adds and removes locations and audiences, keeping the links it does not name', async () => {
    const west = await buildLocation(db, cid, 'West');
    const bakers = await buildAudience(db, cid, 'Bakers');
    const a = await buildEmployee(db, cid, {
      name: 'Ann Add',
      locationIds: [north.id],
      audienceIds: [cooks.id],
    });
    const b = await buildEmployee(db, cid, { name: 'Ben Add', locationIds: [south.id, west.id] });
    const res = await bulk(team.adminToken, {
      ids: [a.id, b.id],
      changes: {
        add_location_ids: [west.id],
        remove_location_ids: [south.id],
        add_audience_ids: [bakers.id],
        remove_audience_ids: [cooks.id],
      },
    });
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(
      res.body.data.content.map((e) => [e.name, [[...e.location_ids].sort(), e.audience_ids]]),
    );
    expect(byName).toEqual({
      'Ann Add': [[north.id, west.id].sort(), [bakers.id]],
      'Ben Add': [[west.id], [bakers.id]],
    });
  });

  it('assigns and removes managers; nobody becomes their own manager', async () => {
    const boss = await buildEmployee(db, cid, {
      name: 'Bo Boss',
      role: 'manager',
      managerIds: [manager.employee.id],
    });
    const a = await buildEmployee(db, cid, { name: 'Cy Crew', managerIds: [manager.employee.id] });
    const added = await bulk(manager.token, {
      ids: [a.id, boss.id],
      changes: { add_manager_ids: [boss.id] },
    });
    expect(added.status).toBe(200);
    const managers = Object.fromEntries(
      added.body.data.content.map((e) => [e.name, [...e.manager_ids].sort()]),
    );
    expect(managers).toEqual({
      'Bo Boss': [manager.employee.id],
      'Cy Crew': [manager.employee.id, boss.id].sort(),
    });
    const removed = await bulk(manager.token, {
      ids: [a.id],
      changes: { remove_manager_ids: [manager.employee.id] },
    });
    expect(removed.body.data.content[0]?.manager_ids).toEqual([boss.id]);
    const foreign = await bulk(manager.token, { ids: [a.id], changes: { add_manager_ids: [foreigner.id] } });
    expect(foreign.status).toBe(404);
  });

  it('refuses replacing and adding the same kind at once, or adding and removing one id', async () => {
    const a = await buildEmployee(db, cid, { name: 'Di Mixed', locationIds: [north.id] });
    const both = await bulk(team.adminToken, {
      ids: [a.id],
      changes: { location_ids: [south.id], add_location_ids: [north.id] },
    });
    expect(both.status).toBe(422);
    expect(both.body.errors).toHaveProperty('changes.location_ids');
    const same = await bulk(team.adminToken, {
      ids: [a.id],
      changes: { add_audience_ids: [cooks.id], remove_audience_ids: [cooks.id] },
    });
    expect(same.status).toBe(422);
    expect(same.body.errors).toHaveProperty('changes.remove_audience_ids');
    const empty = await bulk(team.adminToken, { ids: [a.id], changes: { add_location_ids: [] } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toHaveProperty('changes');
  });

  it('answers 422 for no ids or no changes', async () => {
    const none = await bulk(team.adminToken, { ids: [], changes: { type: 'X' } });
    expect(none.status).toBe(422);
    expect(none.body.errors).toHaveProperty('ids');
    const nothing = await bulk(team.adminToken, { ids: [manager.employee.id], changes: {} });
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors).toHaveProperty('changes');
  });
});

describe('CSV downloads', () => {
  it('downloads the employee summary with a file name', async () => {
    await buildEmployee(db, cid, { name: 'Quote "Q", Jr', email: 'q@example.test', locationIds: [north.id] });
    const res = await app.inject({
      method: 'POST',
      url: '/api/employees/download',
      headers: { authorization: `Bearer ${team.adminToken}` },
      payload: { company_id: cid, locations: [north.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="employee-summary-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,name,name_first,name_last,email,phone,role,type,locations,audiences,managers,is_active,last_invited_at,invite_accepted_at,created_at',
    );
    expect(lines.some((l) => l.includes('"Quote ""Q"", Jr",,,q@example.test'))).toBe(true);
    expect(lines.every((l) => !l.includes('Far Away'))).toBe(true);
  });

  it('downloads who manages whom', async () => {
    await buildEmployee(db, cid, { name: 'Rita Report', managerIds: [manager.employee.id] });
    const res = await app.inject({
      method: 'POST',
      url: '/api/employee-managers/download',
      headers: { authorization: `Bearer ${team.adminToken}` },
      payload: { company_id: cid },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('employee-managers-summary-');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'employee_id,employee_name,employee_email,employee_phone,manager_id,manager_name,manager_email,manager_phone',
    );
    expect(lines.some((l) => l.includes('Rita Report') && l.includes(manager.employee.name))).toBe(true);
  });

  it('refuses employees (403)', async () => {
    for (const url of ['/api/employees/download', '/api/employee-managers/download']) {
      const res = await call(app, 'POST', url, { token: staff.token, body: { company_id: cid } });
      expect(res.status).toBe(403);
    }
  });
});
