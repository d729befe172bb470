import type { TDevice } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';

const { app, db } = await buildTestApp();

/** Devices register from the employee app (a later issue); tests insert them. */
async function buildDevice(database: Database, companyId: number, employeeId: number | null, name: string) {
  return database
    .insertInto('devices')
    .values({ company_id: companyId, employee_id: employeeId, name, platform: 'ios', created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A company of its own for each test, with a manager and an employee. */
async function setup() {
  const team = await buildCompany(db, 'Device Diner');
  const cid = team.company.id;
  const manager = await buildMember(db, cid, 'manager');
  const staff = await buildMember(db, cid, 'employee');
  const list = (token = team.adminToken) =>
    call<TDevice[]>(app, 'GET', '/api/company/devices', { token, query: { company_id: String(cid) } });
  return { team, cid, manager, staff, list };
}

describe('devices', () => {
  it('lists, renames and removes the company devices', async () => {
    const { team, cid, staff, list } = await setup();
    const phone = await buildDevice(db, cid, staff.employee.id, "Sam's phone");
    await buildDevice(db, cid, null, 'Kiosk');
    const res = await list();
    expect(res.status).toBe(200);
    const row = res.body.data.content.find((d) => d.id === phone.id);
    expect(row).toEqual({
      id: phone.id,
      name: "Sam's phone",
      platform: 'ios',
      employee: { id: staff.employee.id, name: staff.employee.name },
      last_seen_at: null,
      created_at: expect.any(String),
    });
    const put = await call<TDevice>(app, 'PUT', '/api/company/device', {
      token: team.adminToken,
      body: { company_id: cid, id: phone.id, name: 'Front counter' },
    });
    expect(put.body.data.content.name).toBe('Front counter');
    const del = await call(app, 'DELETE', '/api/company/device', {
      token: team.adminToken,
      body: { company_id: cid, id: phone.id },
    });
    expect(del.body.data.successes).toEqual(['device_deleted']);
    expect((await list()).body.data.content.map((d) => d.name)).toEqual(['Kiosk']);
    const stored = await db
      .selectFrom('devices')
      .selectAll()
      .where('id', '=', phone.id)
      .executeTakeFirstOrThrow();
    expect(stored.deleted_at).not.toBeNull();
  });

  it('answers 422, 403 for management below admin, 401 without a token', async () => {
    const { team, cid, manager, staff, list } = await setup();
    const d = await buildDevice(db, cid, null, 'Tablet');
    const blank = await call(app, 'PUT', '/api/company/device', {
      token: team.adminToken,
      body: { company_id: cid, id: d.id, name: '' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ name: ['This field is required'] });
    expect((await list(manager.token)).status).toBe(403);
    expect((await list(staff.token)).status).toBe(403);
    expect(
      (await call(app, 'GET', '/api/company/devices', { query: { company_id: String(cid) } })).status,
    ).toBe(401);
  });
});
