import type { TUserDetails } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildAudience, buildLocation } from '../../../test/people.js';
import { nowIso } from '../../db/index.js';

/**
 * company/details' lists kept in memory under the company's details version (migration 0033)
 * follow every change they show — each written straight to the database, as another instance
 * would — and are really kept while nothing changes.
 */
const { app, db } = await buildTestApp();

async function company(token: string, companyId: number) {
  const res = await call<TUserDetails>(app, 'GET', '/api/user/details', {
    token,
    query: { company_id: String(companyId) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const details = await call<NonNullable<TUserDetails['company']>>(app, 'GET', '/api/company/details', {
    token,
    query: { company_id: String(companyId) },
  });
  expect(details.status, JSON.stringify(details.body)).toBe(200);
  const fromUser = res.body.data.content.company;
  // Both calls present the same lists.
  expect(details.body.data.content.locations).toEqual(fromUser?.locations);
  expect(details.body.data.content.managers).toEqual(fromUser?.managers);
  return fromUser as NonNullable<TUserDetails['company']>;
}

describe('company details kept between requests', () => {
  it('follow flags, places, managers, settings, topics and billing, whichever instance wrote them', async () => {
    const { company: c, adminToken } = await buildCompany(db);
    const id = c.id;
    const first = await company(adminToken, id);
    expect(first.locations).toEqual([]);

    const north = await buildLocation(db, id, 'North');
    expect((await company(adminToken, id)).locations).toEqual([{ id: north.id, name: 'North' }]);
    await db
      .updateTable('locations')
      .set({ timezone: 'America/Phoenix' })
      .where('id', '=', north.id)
      .execute();
    expect((await company(adminToken, id)).timezone).toBe('America/Phoenix');
    await db.updateTable('locations').set({ deleted_at: nowIso() }).where('id', '=', north.id).execute();
    expect((await company(adminToken, id)).locations).toEqual([]);

    const cooks = await buildAudience(db, id, 'Cooks');
    expect((await company(adminToken, id)).audiences).toEqual([{ id: cooks.id, name: 'Cooks' }]);

    await db.insertInto('company_flags').values({ company_id: id, key: 'checkins', enabled: true }).execute();
    expect((await company(adminToken, id)).flags).toContainEqual({ key: 'checkins', enabled: true });

    await db
      .insertInto('checkin_topics')
      .values({ company_id: id, name: 'Safety', position: 0, deleted_at: null })
      .execute();
    expect((await company(adminToken, id)).checkin_topics).toEqual(['Safety']);

    const saved = await call(app, 'POST', '/api/settings/memos', {
      token: adminToken,
      body: { company_id: id, message_categories: ['Rota'] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await company(adminToken, id)).message_categories).toEqual(['Rota']);

    // Managers: one promoted, renamed, then deactivated; an employee's own edits change nothing.
    const ana = await buildMember(db, id, 'employee');
    const managerIds = async () => (await company(adminToken, id)).managers.map((m) => m.id);
    expect(await managerIds()).not.toContain(ana.employee.id);
    await db.updateTable('employees').set({ role: 'manager' }).where('id', '=', ana.employee.id).execute();
    expect(await managerIds()).toContain(ana.employee.id);
    await db.updateTable('employees').set({ name: 'Ana Z' }).where('id', '=', ana.employee.id).execute();
    expect((await company(adminToken, id)).managers).toContainEqual({ id: ana.employee.id, name: 'Ana Z' });
    await db.updateTable('employees').set({ is_active: false }).where('id', '=', ana.employee.id).execute();
    expect(await managerIds()).not.toContain(ana.employee.id);

    // The operator grants a plan straight in the database.
    expect(first.is_subscribed).toBe(false);
    await db
      .updateTable('company_billing')
      .set({ source: 'operator', status: 'active', granted_until: '2099-01-01T00:00:00.000Z' })
      .where('company_id', '=', id)
      .execute();
    expect((await company(adminToken, id)).is_subscribed).toBe(true);
  });

  it('are kept while the version stands: the seven reads run again only once it is raised', async () => {
    const { company: c, adminToken } = await buildCompany(db);
    const south = await buildLocation(db, c.id, 'South');
    expect((await company(adminToken, c.id)).locations).toEqual([{ id: south.id, name: 'South' }]);
    const { version } = await db
      .selectFrom('company_versions')
      .select('version')
      .where('company_id', '=', c.id)
      .executeTakeFirstOrThrow();
    // Renamed, with the version put back: the kept details are still answered...
    await db.updateTable('locations').set({ name: 'South Side' }).where('id', '=', south.id).execute();
    await db.updateTable('company_versions').set({ version }).where('company_id', '=', c.id).execute();
    expect((await company(adminToken, c.id)).locations).toEqual([{ id: south.id, name: 'South' }]);
    // ...until anything raises it.
    await db.updateTable('locations').set({ name: 'South Side' }).where('id', '=', south.id).execute();
    expect((await company(adminToken, c.id)).locations).toEqual([{ id: south.id, name: 'South Side' }]);
  });

  it('are never another company’s', async () => {
    const a = await buildCompany(db);
    const b = await buildCompany(db);
    const la = await buildLocation(db, a.company.id, 'Only A');
    await buildLocation(db, b.company.id, 'Only B');
    expect((await company(a.adminToken, a.company.id)).locations).toEqual([{ id: la.id, name: 'Only A' }]);
    const other = await call(app, 'GET', '/api/company/details', {
      token: a.adminToken,
      query: { company_id: String(b.company.id) },
    });
    expect(other.status).toBe(404);
  });
});
