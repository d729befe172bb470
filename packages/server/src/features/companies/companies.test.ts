import { ABILITIES, type TCompany, type TManager, ZCompany } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';

const { app, db } = await buildTestApp();

const team = await buildCompany(db, 'Details Deli');
const cid = team.company.id;
const manager = await buildMember(db, cid, 'manager');
const staff = await buildMember(db, cid, 'employee');
const now = new Date().toISOString();
await db
  .insertInto('locations')
  .values([
    { company_id: cid, name: 'Uptown', timezone: 'America/Denver', created_at: now, updated_at: now },
    {
      company_id: cid,
      name: 'Closed',
      timezone: 'America/Chicago',
      created_at: now,
      updated_at: now,
      deleted_at: now,
    },
  ])
  .execute();
await db
  .insertInto('audiences')
  .values({ company_id: cid, name: 'Cooks', created_at: now, updated_at: now })
  .execute();
await db.insertInto('company_flags').values({ company_id: cid, key: 'files', enabled: true }).execute();

const details = (token: string, companyId = cid) =>
  call<TCompany>(app, 'GET', '/api/company/details', { token, query: { company_id: String(companyId) } });

describe('GET /api/company/details', () => {
  it('answers the company with flags, lists, survey options, subscription and abilities', async () => {
    const res = await details(team.adminToken);
    expect(res.status).toBe(200);
    const c = res.body.data.content;
    expect(ZCompany.strict().safeParse(c).success).toBe(true);
    expect(c).toMatchObject({
      id: cid,
      name: 'Details Deli',
      pivot: { role: 'admin' },
      join_code: team.company.join_code,
      flags: [{ key: 'files', enabled: true }],
      audiences: [{ id: expect.any(Number), name: 'Cooks' }],
      is_subscribed: false,
      is_on_trial: true,
      trial_days_left: 14,
      all_locations_subscribed: true,
    });
    expect(c.locations.map((l) => l.name)).toEqual(['Uptown']);
    expect(c.managers.map((m) => m.name).sort()).toEqual([team.admin.name, manager.user.name].sort());
    expect(c.default_survey_options.at(-1)).toEqual({ label: 'Custom', key: 'custom', options: [''] });
    expect(c.default_survey_options.length).toBeGreaterThan(1);
    expect(Date.parse(c.trial_ends_at as string)).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    expect(c.celebration_options).toMatchObject({ Congrats: 0 });
    for (const list of [c.employee_types, c.checkin_topics, c.message_categories, c.survey_categories]) {
      expect(list.length).toBeGreaterThan(0);
    }
    expect(c.abilities).toMatchObject({
      'company.view': true,
      'employees.invite': true,
      'invitations.manage': true,
      'settings.manage': true,
    });
  });

  it('answers every ability of the table; only an admin hands out management roles', async () => {
    const abilities = async (token: string) => (await details(token)).body.data.content.abilities;
    const asAdmin = await abilities(team.adminToken);
    expect(Object.keys(asAdmin).sort()).toEqual([...ABILITIES].sort());
    expect(asAdmin).toMatchObject({ 'employees.assign_management': true, 'employees.import': true });
    expect(await abilities(manager.token)).toMatchObject({
      'employees.assign_management': false,
      'employees.import': true,
    });
    expect(await abilities(staff.token)).toMatchObject({
      'employees.assign_management': false,
      'employees.import': false,
    });
  });

  it('tells a manager and an employee what they may do; the join code is for management only', async () => {
    const asManager = (await details(manager.token)).body.data.content;
    expect(asManager.pivot.role).toBe('manager');
    expect(asManager.join_code).toBe(team.company.join_code);
    expect(asManager.abilities).toMatchObject({ 'employees.invite': true, 'settings.manage': false });
    const asStaff = (await details(staff.token)).body.data.content;
    expect(asStaff.pivot.role).toBe('employee');
    expect(asStaff.join_code).toBeNull();
    expect(asStaff.abilities).toMatchObject({
      'company.view': true,
      'employees.invite': false,
      'invitations.manage': false,
      'subscription.manage': false,
    });
  });

  it("names the zone dates display in: the first live location's, else America/Chicago, for every member", async () => {
    const zoned = await buildCompany(db);
    const zonedId = zoned.company.id;
    const reader = await buildMember(db, zonedId, 'employee');
    const zone = async (token: string) => (await details(token, zonedId)).body.data.content.timezone;
    expect(await zone(zoned.adminToken)).toBe('America/Chicago');
    const place = (name: string, timezone: string, deleted_at: string | null = null) => ({
      company_id: zonedId,
      name,
      timezone,
      created_at: now,
      updated_at: now,
      deleted_at,
    });
    // The first by id, not by name; a deleted location is no one's zone.
    await db
      .insertInto('locations')
      .values([
        place('Gone', 'America/Anchorage', now),
        place('Zeta', 'America/New_York'),
        place('Alpha', 'America/Los_Angeles'),
      ])
      .execute();
    expect(await zone(zoned.adminToken)).toBe('America/New_York');
    expect(await zone(reader.token)).toBe('America/New_York');
    expect((await details(team.adminToken)).body.data.content.timezone).toBe('America/Denver');
  });

  it('reports an ended trial and an active subscription', async () => {
    const ended = await buildCompany(db);
    await db
      .updateTable('company_billing')
      .set({ trial_ends_at: new Date(Date.now() - 86_400_000).toISOString() })
      .where('company_id', '=', ended.company.id)
      .execute();
    expect((await details(ended.adminToken, ended.company.id)).body.data.content).toMatchObject({
      is_on_trial: false,
      trial_days_left: 0,
      is_subscribed: false,
    });
    // An operator's grant of some locations only: subscribed, but not every location covered.
    await db
      .updateTable('company_billing')
      .set({ source: 'operator', status: 'active', all_locations: false, location_ids: '[]' })
      .where('company_id', '=', cid)
      .execute();
    expect((await details(team.adminToken)).body.data.content).toMatchObject({
      is_subscribed: true,
      is_on_trial: false,
      all_locations_subscribed: false,
    });
    await db
      .updateTable('company_billing')
      .set({ source: null, status: 'none' })
      .where('company_id', '=', cid)
      .execute();
  });

  it('answers 404 to a non-member and 422 without company_id', async () => {
    const other = await buildCompany(db);
    expect((await details(other.adminToken)).status).toBe(404);
    const missing = await call(app, 'GET', '/api/company/details', { token: team.adminToken });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ company_id: ['This field is required'] });
    expect((await details(team.adminToken, 987_654)).status).toBe(404);
  });

  it('forgets a member who was deactivated', async () => {
    const gone = await buildMember(db, cid);
    await db.updateTable('employees').set({ is_active: false }).where('id', '=', gone.employee.id).execute();
    expect((await details(gone.token)).status).toBe(404);
  });
});

describe('GET /api/company/managers', () => {
  it('lists managers and admins by name, for every member', async () => {
    const res = await call<TManager[]>(app, 'GET', '/api/company/managers', {
      token: staff.token,
      query: { company_id: String(cid) },
    });
    expect(res.status).toBe(200);
    const expected = [
      { id: expect.any(Number), name: team.admin.name as string, role: 'admin' },
      { id: manager.employee.id, name: manager.user.name as string, role: 'manager' },
    ].sort((a, b) => a.name.localeCompare(b.name));
    expect(res.body.data.content).toEqual(expected);
  });

  it('answers 404 to a non-member', async () => {
    const other = await buildCompany(db);
    const res = await call(app, 'GET', '/api/company/managers', {
      token: other.adminToken,
      query: { company_id: String(cid) },
    });
    expect(res.status).toBe(404);
  });
});
