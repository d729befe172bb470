import { MSG, type TEmployeeDetail } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildAudience, buildEmployee, buildLocation } from '../../../test/people.js';

const { app, db } = await buildTestApp();

const team = await buildCompany(db, 'Detail Diner');
const cid = team.company.id;
const north = await buildLocation(db, cid, 'North');
const cooks = await buildAudience(db, cid, 'Cooks');
const manager = await buildMember(db, cid, 'manager');
const staff = await buildMember(db, cid, 'employee');
const other = await buildCompany(db, 'Other Diner');
const otherLocation = await buildLocation(db, other.company.id, 'Elsewhere');

const post = (url: string, token: string | undefined, body: Record<string, unknown>) =>
  call<TEmployeeDetail>(app, 'POST', url, { token, body: { company_id: cid, ...body } });
const get = (url: string, token: string | undefined, id: number) =>
  call<TEmployeeDetail>(app, 'GET', url, { token, query: { company_id: String(cid), id: String(id) } });

describe('POST /api/employee/new', () => {
  it('creates an employee with locations, audiences and managers', async () => {
    const res = await post('/api/employee/new', team.adminToken, {
      name: 'Nia New',
      name_first: 'Nia',
      name_last: 'New',
      email: 'NIA@example.test',
      phone: '(555)-222-0001',
      type: 'Part time',
      location_ids: [north.id],
      audience_ids: [cooks.id],
      manager_ids: [manager.employee.id],
      birth_date_day: 4,
      birth_date_month: 7,
      work_anniversary: '2024-05-01',
      default_locale: 'es',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toMatchObject({
      name: 'Nia New',
      name_short: 'Nia N.',
      email: 'nia@example.test',
      phone: '15552220001',
      role: 'employee',
      type: 'Part time',
      is_active: true,
      default_locale: 'es',
      default_locale_label: 'Español',
      location_ids: [north.id],
      audience_ids: [cooks.id],
      managers: [{ id: manager.employee.id, name: manager.employee.name }],
      birth_date_day: 4,
      work_anniversary: '2024-05-01',
    });
  });

  it("answers 422 with the spec's texts", async () => {
    const res = await post('/api/employee/new', team.adminToken, { name: ' ', email: 'x@', phone: '12' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ name: [MSG.required], email: [MSG.email], phone: [MSG.phoneLength] });
    await buildEmployee(db, cid, { name: 'Dee Taken', email: 'taken@example.test' });
    const dup = await post('/api/employee/new', team.adminToken, {
      name: 'Dup',
      email: 'taken@example.test',
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors?.email).toBeDefined();
  });

  it('derives the name from the first and last name, or splits a name given alone', async () => {
    const parts = await post('/api/employee/new', team.adminToken, {
      name_first: ' Maria ',
      name_last: 'de la Cruz',
    });
    expect(parts.status).toBe(200);
    expect(parts.body.data.content).toMatchObject({
      name: 'Maria de la Cruz',
      name_first: 'Maria',
      name_last: 'de la Cruz',
      name_short: 'Maria d.',
    });
    // Parts win over a name that disagrees with them: the three are one fact.
    const both = await post('/api/employee/new', team.adminToken, {
      name: 'Someone Else',
      name_first: 'Lu',
      name_last: 'Chen',
    });
    expect(both.body.data.content).toMatchObject({ name: 'Lu Chen', name_first: 'Lu', name_last: 'Chen' });
    const whole = await post('/api/employee/new', team.adminToken, { name: 'Omar  Haddad Ali' });
    expect(whole.body.data.content).toMatchObject({
      name: 'Omar Haddad Ali',
      name_first: 'Omar',
      name_last: 'Haddad Ali',
    });
    const none = await post('/api/employee/new', team.adminToken, { name_first: ' ', name_last: '' });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ name: [MSG.required] });
  });

  it("answers 404 for another company's location and keeps nothing", async () => {
    const res = await post('/api/employee/new', team.adminToken, {
      name: 'Lost',
      location_ids: [otherLocation.id],
    });
    expect(res.status).toBe(404);
    expect(await db.selectFrom('employees').select('id').where('name', '=', 'Lost').execute()).toEqual([]);
  });

  it('lets a manager create employees but not admins or managers; refuses employees', async () => {
    expect((await post('/api/employee/new', manager.token, { name: 'By Manager' })).status).toBe(200);
    expect((await post('/api/employee/new', manager.token, { name: 'Boss', role: 'admin' })).status).toBe(
      403,
    );
    expect((await post('/api/employee/new', manager.token, { name: 'Boss', role: 'manager' })).status).toBe(
      403,
    );
    expect((await post('/api/employee/new', staff.token, { name: 'Nope' })).status).toBe(403);
    expect((await post('/api/employee/new', undefined, { name: 'Nope' })).status).toBe(401);
  });
});

describe('GET and POST /api/company/employee', () => {
  it('reads one employee with the full shape', async () => {
    const e = await buildEmployee(db, cid, { name: 'Gil Get', locationIds: [north.id] });
    const res = await get('/api/company/employee', manager.token, e.id);
    expect(res.status).toBe(200);
    expect(res.body.data.content).toMatchObject({ id: e.id, location_ids: [north.id], unread_memo_count: 0 });
    expect((await get('/api/company/employee', staff.token, e.id)).status).toBe(403);
    expect((await get('/api/company/employee', undefined, e.id)).status).toBe(401);
    expect((await get('/api/company/employee', team.adminToken, 999_999)).status).toBe(404);
  });

  it('edits fields and replaces links; deactivates and reactivates', async () => {
    const e = await buildEmployee(db, cid, {
      name: 'Eve Edit',
      audienceIds: [cooks.id],
      managerIds: [manager.employee.id],
    });
    const res = await post('/api/company/employee', team.adminToken, {
      id: e.id,
      name: 'Eve Edited',
      location_ids: [north.id],
      audience_ids: [],
      role: 'manager',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toMatchObject({
      name: 'Eve Edited',
      role: 'manager',
      is_management: true,
      location_ids: [north.id],
      audience_ids: [],
    });
    const off = await post('/api/company/employee', manager.token, { id: e.id, is_active: false });
    expect(off.body.data.content.is_active).toBe(false);
    const on = await post('/api/company/employee', manager.token, { id: e.id, is_active: true });
    expect(on.body.data.content.is_active).toBe(true);
  });

  it('lets a manager edit only their own people: anyone else of the company answers 404', async () => {
    const mine = await buildEmployee(db, cid, { name: 'Mo Mine', managerIds: [manager.employee.id] });
    const outside = await buildEmployee(db, cid, { name: 'Ollie Outside', locationIds: [north.id] });
    expect((await post('/api/company/employee', manager.token, { id: mine.id, type: 'Crew' })).status).toBe(
      200,
    );
    const refused = await post('/api/company/employee', manager.token, { id: outside.id, is_active: false });
    expect(refused.status).toBe(404);
    const row = await db
      .selectFrom('employees')
      .selectAll()
      .where('id', '=', outside.id)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBeTruthy();
    expect(
      (await post('/api/company/employee', team.adminToken, { id: outside.id, type: 'Crew' })).status,
    ).toBe(200);
  });

  it('keeps the name and its parts together on an edit', async () => {
    const created = await post('/api/employee/new', team.adminToken, { name_first: 'Tia', name_last: 'Old' });
    const id = created.body.data.content.id;
    const last = await post('/api/company/employee', team.adminToken, { id, name_last: 'New' });
    expect(last.body.data.content).toMatchObject({ name: 'Tia New', name_first: 'Tia', name_last: 'New' });
    const whole = await post('/api/company/employee', team.adminToken, { id, name: 'Tia Maria Lopez' });
    expect(whole.body.data.content).toMatchObject({ name_first: 'Tia', name_last: 'Maria Lopez' });
    const cleared = await post('/api/company/employee', team.adminToken, { id, name_last: '' });
    expect(cleared.body.data.content).toMatchObject({ name: 'Tia', name_first: 'Tia', name_last: null });
    const untouched = await post('/api/company/employee', team.adminToken, { id, type: 'Crew' });
    expect(untouched.body.data.content).toMatchObject({ name: 'Tia', type: 'Crew' });
    const blank = await post('/api/company/employee', team.adminToken, { id, name: '' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ name: [MSG.required] });
  });

  it('keeps managers away from admins and from handing out roles', async () => {
    const admin2 = await buildEmployee(db, cid, { name: 'Ada Admin', role: 'admin' });
    expect((await post('/api/company/employee', manager.token, { id: admin2.id, name: 'X' })).status).toBe(
      403,
    );
    const e = await buildEmployee(db, cid, { name: 'Pat Promote' });
    expect((await post('/api/company/employee', manager.token, { id: e.id, role: 'admin' })).status).toBe(
      403,
    );
    expect((await post('/api/company/employee', staff.token, { id: e.id, name: 'Y' })).status).toBe(403);
  });

  it('refuses an employee as their own manager (422) and ids of other companies (404)', async () => {
    const e = await buildEmployee(db, cid, { name: 'Sam Self' });
    const self = await post('/api/company/employee', team.adminToken, { id: e.id, manager_ids: [e.id] });
    expect(self.status).toBe(422);
    const foreign = await post('/api/company/employee', team.adminToken, {
      id: e.id,
      location_ids: [otherLocation.id],
    });
    expect(foreign.status).toBe(404);
    const missingId = await post('/api/company/employee', team.adminToken, { name: 'No id' });
    expect(missingId.status).toBe(422);
    expect(missingId.body.errors).toEqual({ id: [MSG.required] });
  });
});

describe('DELETE /api/company/employee', () => {
  it("lets only admins delete, answering successes ['employee_deleted']", async () => {
    const e = await buildEmployee(db, cid, { name: 'Del Delete' });
    const body = { company_id: cid, id: e.id };
    expect((await call(app, 'DELETE', '/api/company/employee', { token: manager.token, body })).status).toBe(
      403,
    );
    const res = await call(app, 'DELETE', '/api/company/employee', { token: team.adminToken, body });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ content: null, successes: ['employee_deleted'] });
    expect((await get('/api/company/employee', team.adminToken, e.id)).status).toBe(404);
    const again = await call(app, 'DELETE', '/api/company/employee', { token: team.adminToken, body });
    expect(again.status).toBe(404);
  });
});

describe('POST /api/employee/request and /unrequest', () => {
  it('assigns the employee to the calling manager and back', async () => {
    const e = await buildEmployee(db, cid, { name: 'Rae Request' });
    const res = await post('/api/employee/request', manager.token, { id: e.id });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toMatchObject({
      manager_ids: [manager.employee.id],
      manager_request_active: true,
    });
    expect(res.body.data.content.manager_requests_today).toHaveLength(1);
    expect((await post('/api/employee/request', manager.token, { id: e.id })).status).toBe(200);
    const back = await post('/api/employee/unrequest', manager.token, { id: e.id });
    expect(back.body.data.content).toMatchObject({ manager_ids: [], manager_request_active: false });
    expect((await post('/api/employee/request', staff.token, { id: e.id })).status).toBe(403);
  });
});

describe('employee memo endpoints', () => {
  it('answer honest empties and zeros until memos exist', async () => {
    const e = await buildEmployee(db, cid, { name: 'Mo Memo' });
    const csv = await get('/api/employee/memos-csv', manager.token, e.id);
    expect(csv.body.data.content).toEqual({ read_memos: [], unread_memos: [] });
    expect((await get('/api/employee/read-memos', manager.token, e.id)).body.data.content).toEqual([]);
    expect((await get('/api/employee/unread-memos', manager.token, e.id)).body.data.content).toEqual([]);
    const summary = await get('/api/employee/memo-summary', manager.token, e.id);
    expect(summary.body.data.content).toMatchObject({ total: 0, unread_memo_count: 0 });
    expect((await get('/api/employee/memo-summary', staff.token, e.id)).status).toBe(403);
    expect((await get('/api/employee/memo-summary', manager.token, 999_999)).status).toBe(404);
  });
});
