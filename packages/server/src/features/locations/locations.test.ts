import type { TLocation, TLocationOption } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildLocation, linkEmployee } from '../../../test/people.js';

/** What only locations have: a time zone, and the caller's own locations. The rest: places.test.ts. */

const { app, db } = await buildTestApp();

async function team() {
  const t = await buildCompany(db);
  const cid = t.company.id;
  return {
    cid,
    admin: t.adminToken,
    manager: await buildMember(db, cid, 'manager'),
    staff: await buildMember(db, cid, 'employee'),
  };
}

const create = (cid: number, body: Record<string, unknown>, token: string) =>
  call<TLocation>(app, 'POST', '/api/company/location', { token, body: { company_id: cid, ...body } });

describe('a location’s time zone', () => {
  it('is Chicago unless told otherwise, one of the US zones, and changes with the name', async () => {
    const t = await team();
    const main = await create(t.cid, { name: 'Main Street' }, t.admin);
    expect(main.body.data.content.timezone).toBe('America/Chicago');
    const denver = await create(t.cid, { name: 'Mile High', timezone: 'America/Denver' }, t.admin);
    expect(denver.body.data.content.timezone).toBe('America/Denver');
    const zone = await create(t.cid, { name: 'Paris', timezone: 'Europe/Paris' }, t.admin);
    expect(zone.status).toBe(422);
    expect(zone.body.errors?.timezone?.[0]).toBe(
      'Choose one of: New York, Chicago, Denver, Phoenix, Los Angeles, Anchorage, Honolulu',
    );
    const id = main.body.data.content.id;
    const put = await call<TLocation>(app, 'PUT', '/api/company/location', {
      token: t.admin,
      body: { company_id: t.cid, id, name: 'Harbor Front', timezone: 'America/Honolulu' },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.content).toMatchObject({ id, name: 'Harbor Front', timezone: 'America/Honolulu' });
    // Only what is sent changes: the zone alone keeps the name.
    const zoneOnly = await call<TLocation>(app, 'PUT', '/api/company/location', {
      token: t.admin,
      body: { company_id: t.cid, id, timezone: 'America/Phoenix' },
    });
    expect(zoneOnly.body.data.content).toMatchObject({ name: 'Harbor Front', timezone: 'America/Phoenix' });
  });
});

describe('GET /api/employee-locations', () => {
  it('gives management every live location and an employee their own', async () => {
    const t = await team();
    const depot = await buildLocation(db, t.cid, 'Depot');
    const query = { company_id: String(t.cid) };
    const res = await call<TLocationOption[]>(app, 'GET', '/api/employee-locations', {
      token: t.manager.token,
      query,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toEqual([{ id: depot.id, name: 'Depot', timezone: 'America/Chicago' }]);
    const mine = await call<TLocationOption[]>(app, 'GET', '/api/employee-locations', {
      token: t.staff.token,
      query,
    });
    expect(mine.body.data.content).toEqual([]);
    const home = await buildLocation(db, t.cid, 'Staff Home');
    await linkEmployee(db, t.cid, t.staff.employee.id, { locationIds: [home.id] });
    const now = await call<TLocationOption[]>(app, 'GET', '/api/employee-locations', {
      token: t.staff.token,
      query,
    });
    expect(now.body.data.content).toEqual([{ id: home.id, name: 'Staff Home', timezone: 'America/Chicago' }]);
    const gone = await call(app, 'GET', '/api/employee-locations', { query });
    expect(gone.status).toBe(401);
  });
});
