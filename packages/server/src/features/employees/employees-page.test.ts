import type { TEmployeeDetail, TEmployeePage } from '@teamline/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCompany, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildEmployee, buildLocation } from '../../../test/people.js';
import { nowIso } from '../../db/index.js';

/**
 * What migration 0007 keeps in the database (the live-employee counts and, on SQLite, the
 * trigram search index) stays true whoever writes employees: the API, the bulk edit, or a
 * multi-row insert as an import does it; and the list's fast paths answer what a plain count
 * and scan would.
 */
const { app, db } = await buildTestApp();

const team = await buildCompany(db, 'Speedy Diner');
const cid = team.company.id;
const other = await buildCompany(db, 'Other Diner');
const dock = await buildLocation(db, cid, 'Dock');

const list = (query: Record<string, string> = {}) =>
  call<TEmployeePage>(app, 'GET', '/api/employees', {
    token: team.adminToken,
    query: { company_id: String(cid), ...query },
  });
const names = (page: TEmployeePage) => page.employees.map((e) => e.name);
const write = (method: 'POST' | 'DELETE', url: string, body: Record<string, unknown>) =>
  call<TEmployeeDetail>(app, method, url, { token: team.adminToken, body: { company_id: cid, ...body } });

async function counted(companyId: number, active: boolean): Promise<number> {
  const row = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('is_active', '=', active)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The unfiltered list's totals (from employee_counts) equal a plain count, active and inactive. */
async function expectTotalsTrue() {
  const active = (await list()).body.data.content;
  const inactive = (await list({ active: 'no' })).body.data.content;
  expect(active.total).toBe(await counted(cid, true));
  expect(inactive.total).toBe(await counted(cid, false));
  return { active: active.total, inactive: inactive.total };
}

/** Inserts employees in one multi-row statement, as a CSV import does. */
async function insertMany(companyId: number, people: { name: string; email?: string; phone?: string }[]) {
  const now = nowIso();
  const rows = people.map((p) => ({
    company_id: companyId,
    name: p.name,
    email: p.email ?? null,
    phone: p.phone ?? null,
    role: 'employee' as const,
    default_locale: 'en' as const,
    created_at: now,
    updated_at: now,
  }));
  return (await db.insertInto('employees').values(rows).returning('id').execute()).map((r) => r.id);
}

describe('employee totals kept by the database', () => {
  it('follow creates, edits, bulk edits, deletes and multi-row inserts', async () => {
    const start = await expectTotalsTrue();
    const created = await write('POST', '/api/employee/new', { name: 'Quinn Quick' });
    expect(created.status).toBe(200);
    const id = created.body.data.content.id;
    expect((await expectTotalsTrue()).active).toBe(start.active + 1);

    expect((await write('POST', '/api/company/employee', { id, is_active: false })).status).toBe(200);
    expect(await expectTotalsTrue()).toEqual({ active: start.active, inactive: start.inactive + 1 });

    const more = await insertMany(cid, [{ name: 'Imp One' }, { name: 'Imp Two' }, { name: 'Imp Three' }]);
    await insertMany(other.company.id, [{ name: 'Elsewhere' }]);
    expect((await expectTotalsTrue()).active).toBe(start.active + 3);

    const bulk = await call(app, 'POST', '/api/employees/bulk', {
      token: team.adminToken,
      body: { company_id: cid, ids: more, changes: { is_active: false } },
    });
    expect(bulk.status).toBe(200);
    expect(await expectTotalsTrue()).toEqual({ active: start.active, inactive: start.inactive + 4 });

    expect((await write('DELETE', '/api/company/employee', { id })).status).toBe(200);
    await db
      .deleteFrom('employees')
      .where('id', '=', more[0] as number)
      .execute();
    expect(await expectTotalsTrue()).toEqual({ active: start.active, inactive: start.inactive + 2 });
    expect((await list()).body.data.content.total).toBe(await counted(cid, true));
    const elsewhere = await call<TEmployeePage>(app, 'GET', '/api/employees', {
      token: other.adminToken,
      query: { company_id: String(other.company.id) },
    });
    expect(elsewhere.body.data.content.total).toBe(await counted(other.company.id, true));
  });
});

describe('the search index kept by the database', () => {
  it('finds names, e-mails and phones written by the API and by multi-row inserts', async () => {
    await insertMany(cid, [
      { name: 'Zed Marrowby', email: 'zed@marrow.test' },
      { name: 'Yara Ostrander', phone: '15553330999' },
    ]);
    expect(names((await list({ terms: 'marrowby' })).body.data.content)).toEqual(['Zed Marrowby']);
    expect(names((await list({ terms: 'ZED@MARROW' })).body.data.content)).toEqual(['Zed Marrowby']);
    expect(names((await list({ terms: '333-0999' })).body.data.content)).toEqual(['Yara Ostrander']);

    const made = await write('POST', '/api/employee/new', {
      name: 'Wes Tumbleweed',
      email: 'wes@tumble.test',
    });
    const id = made.body.data.content.id;
    expect(names((await list({ terms: 'tumbleweed' })).body.data.content)).toEqual(['Wes Tumbleweed']);
    await write('POST', '/api/company/employee', { id, name: 'Wes Thistledown', email: 'wes@thistle.test' });
    expect((await list({ terms: 'tumble' })).body.data.content.total).toBe(0);
    expect(names((await list({ terms: 'thistle' })).body.data.content)).toEqual(['Wes Thistledown']);
    await db.deleteFrom('employees').where('id', '=', id).execute();
    expect((await list({ terms: 'thistle' })).body.data.content.total).toBe(0);
  });

  it('answers short terms and terms full of search syntax as plain text', async () => {
    await buildEmployee(db, cid, { name: 'Oz "Quote" Ng', email: 'oz@ng.test' });
    expect(names((await list({ terms: 'oz' })).body.data.content)).toEqual(['Oz "Quote" Ng']);
    expect(names((await list({ terms: '"quote"' })).body.data.content)).toEqual(['Oz "Quote" Ng']);
    for (const terms of ['a* OR b', 'name: x', '(((', 'NEAR(a b)', '^x', '_%_']) {
      const res = await list({ terms });
      expect(res.status).toBe(200);
      expect(res.body.data.content.total).toBe(0);
    }
  });
});

describe('narrowed pages (a search, a location)', () => {
  it('sort the candidates and count them, also past the last page', async () => {
    for (const [name, day] of [
      ['Pia Lindqvist', '03'],
      ['Abe Lindqvist', '01'],
      ['Mo Lindqvist', '02'],
    ] as const) {
      await buildEmployee(db, cid, {
        name,
        createdAt: `2026-04-${day}T00:00:00.000Z`,
        locationIds: [dock.id],
      });
    }
    const first = (await list({ terms: 'lindqvist', per_page: '2' })).body.data.content;
    expect(names(first)).toEqual(['Abe Lindqvist', 'Mo Lindqvist']);
    expect(first).toMatchObject({ total: 3, total_pages: 2, current_page: 1 });
    const second = (await list({ terms: 'lindqvist', per_page: '2', page: '2' })).body.data.content;
    expect(names(second)).toEqual(['Pia Lindqvist']);
    expect(second.total).toBe(3);
    const beyond = (await list({ terms: 'lindqvist', per_page: '2', page: '5' })).body.data.content;
    expect(beyond).toMatchObject({ employees: [], total: 3, total_pages: 2, current_page: 5 });
    const byDate = await list({ locations: String(dock.id), sort_by: 'created_at', sort_direction: 'desc' });
    expect(names(byDate.body.data.content)).toEqual(['Pia Lindqvist', 'Mo Lindqvist', 'Abe Lindqvist']);
    expect(byDate.body.data.content.total).toBe(3);
    expect((await list({ terms: 'no such person' })).body.data.content).toMatchObject({
      employees: [],
      total: 0,
      total_pages: 1,
    });
  });

  it('leave the plain count and the scan in agreement with the trigram shortcut', async () => {
    const rows = await sql<{ n: number }>`select count(*) as n from employees
      where company_id = ${cid} and deleted_at is null and is_active = ${true}
      and (lower(name) like '%lind%' or lower(email) like '%lind%')`.execute(db);
    expect((await list({ terms: 'LIND' })).body.data.content.total).toBe(Number(rows.rows[0]?.n));
  });
});
