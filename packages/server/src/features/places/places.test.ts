import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildEmployee, linkEmployee } from '../../../test/people.js';

const { app, db } = await buildTestApp();

/**
 * Locations and audiences answer the same routes in the same way (places.routes.ts): one table
 * of both kinds. What only locations have (time zones, the caller's own locations) is tested in
 * locations.test.ts.
 */
const KINDS = [
  {
    one: 'location',
    many: 'locations',
    the: 'A location',
    links: (id: number) => ({ locationIds: [id] }),
    // What a location answers besides the fields every place has.
    extra: { timezone: 'America/Chicago' },
  },
  {
    one: 'audience',
    many: 'audiences',
    the: 'An audience',
    links: (id: number) => ({ audienceIds: [id] }),
    extra: {},
  },
] as const;

interface Place {
  id: number;
  name: string;
  created_at: string;
  deleted_at: string | null;
  employee_count: number;
}

/** A company of its own for each test, with its three roles. */
async function team() {
  const t = await buildCompany(db);
  const cid = t.company.id;
  return {
    cid,
    admin: t.adminToken,
    manager: (await buildMember(db, cid, 'manager')).token,
    staff: await buildMember(db, cid, 'employee'),
  };
}

for (const kind of KINDS)
  describe(`/api/company/${kind.one} and /api/${kind.many}`, () => {
    const path = `/api/company/${kind.one}`;
    const create = (cid: number, name: unknown, token: string) =>
      call<Place>(app, 'POST', path, { token, body: { company_id: cid, name } });
    const get = (cid: number, id: number, token: string) =>
      call<Place>(app, 'GET', path, { token, query: { company_id: String(cid), id: String(id) } });
    const list = (cid: number, token: string) =>
      call<{ id: number; name: string }[]>(app, 'GET', `/api/${kind.many}-list`, {
        token,
        query: { company_id: String(cid) },
      });

    it('creates, reads, counts, renames and soft-deletes', async () => {
      const t = await team();
      const created = await create(t.cid, '  Bakers ', t.admin);
      expect(created.status).toBe(200);
      const place = created.body.data.content;
      expect(place).toEqual({
        id: expect.any(Number),
        name: 'Bakers',
        created_at: expect.any(String),
        deleted_at: null,
        employee_count: 0,
        ...kind.extra,
      });
      await linkEmployee(db, t.cid, t.staff.employee.id, kind.links(place.id));
      const read = await get(t.cid, place.id, t.manager);
      expect(read.body.data.content).toMatchObject({ name: 'Bakers', employee_count: 1 });
      const put = await call<Place>(app, 'PUT', path, {
        token: t.admin,
        body: { company_id: t.cid, id: place.id, name: 'Night Bakers' },
      });
      expect(put.status).toBe(200);
      expect(put.body.data.content).toMatchObject({ id: place.id, name: 'Night Bakers', employee_count: 1 });
      const del = await call<null>(app, 'DELETE', path, {
        token: t.admin,
        body: { company_id: t.cid, id: place.id },
      });
      expect(del.status).toBe(200);
      expect(del.body.data.successes).toEqual([`${kind.one}_deleted`]);
      const row = await db
        .selectFrom(kind.many)
        .selectAll()
        .where('id', '=', place.id)
        .executeTakeFirstOrThrow();
      expect(row.deleted_at).not.toBeNull();
      expect((await get(t.cid, place.id, t.admin)).status).toBe(404);
      const picker = await list(t.cid, t.staff.token);
      expect(picker.status).toBe(200);
      expect(picker.body.data.content.map((x) => x.id)).not.toContain(place.id);
      const again = await call(app, 'DELETE', path, {
        token: t.admin,
        body: { company_id: t.cid, id: place.id },
      });
      expect(again.status).toBe(404);
    });

    it('answers 422 with the field texts, a taken name ignoring case included', async () => {
      const t = await team();
      const blank = await create(t.cid, ' ', t.admin);
      expect(blank.status).toBe(422);
      expect(blank.body.errors).toEqual({ name: ['This field is required'] });
      const missing = await call(app, 'POST', path, { token: t.admin, body: { company_id: t.cid } });
      expect(missing.body.errors?.name).toEqual(['This field is required']);
      const first = (await create(t.cid, 'Main Street', t.admin)).body.data.content;
      const twice = await create(t.cid, 'main street', t.admin);
      expect(twice.status).toBe(422);
      expect(twice.body.errors).toEqual({ name: [`${kind.the} with this name already exists`] });
      const other = (await create(t.cid, 'Side Street', t.admin)).body.data.content;
      const clash = await call(app, 'PUT', path, {
        token: t.admin,
        body: { company_id: t.cid, id: other.id, name: 'MAIN STREET' },
      });
      expect(clash.body.errors).toEqual({ name: [`${kind.the} with this name already exists`] });
      // A deleted record frees its name.
      await call(app, 'DELETE', path, { token: t.admin, body: { company_id: t.cid, id: first.id } });
      expect((await create(t.cid, 'Main Street', t.admin)).status).toBe(200);
      const noId = await call(app, 'GET', path, { token: t.admin, query: { company_id: String(t.cid) } });
      expect(noId.status).toBe(422);
      expect(noId.body.errors).toEqual({ id: ['This field is required'] });
    });

    it('is changed by admins, read by management: 403 below, 401 without a token', async () => {
      const t = await team();
      const id = (await create(t.cid, 'Readers', t.admin)).body.data.content.id;
      expect((await create(t.cid, 'By manager', t.manager)).status).toBe(403);
      expect((await create(t.cid, 'By staff', t.staff.token)).status).toBe(403);
      const rename = (token: string) =>
        call(app, 'PUT', path, { token, body: { company_id: t.cid, id, name: 'Nope' } });
      expect((await rename(t.manager)).status).toBe(403);
      const remove = (token: string) => call(app, 'DELETE', path, { token, body: { company_id: t.cid, id } });
      expect((await remove(t.manager)).status).toBe(403);
      expect((await get(t.cid, id, t.staff.token)).status).toBe(403);
      expect((await get(t.cid, id, t.manager)).status).toBe(200);
      expect((await call(app, 'POST', path, { body: { company_id: t.cid, name: 'x' } })).status).toBe(401);
      const anon = await call(app, 'GET', `/api/${kind.many}-list`, { query: { company_id: String(t.cid) } });
      expect(anon.status).toBe(401);
    });

    it('pages, sorts and searches, with the paging fields of the spec', async () => {
      const t = await team();
      for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']) await create(t.cid, name, t.admin);
      await buildEmployee(db, t.cid, { name: 'Nobody' });
      const page = (query: Record<string, string>, token = t.admin) =>
        call<Record<string, unknown>>(app, 'GET', `/api/${kind.many}`, {
          token,
          query: { company_id: String(t.cid), ...query },
        });
      const first = await page({ per_page: '2', sort_by: 'name', sort_direction: 'desc' }, t.manager);
      expect(first.status).toBe(200);
      expect(first.body.data.content).toEqual({
        [kind.many]: [expect.objectContaining({ name: 'Echo' }), expect.objectContaining({ name: 'Delta' })],
        current_page: 1,
        total_pages: 3,
        total: 5,
        per_page: 2,
        sort_by: 'name',
        sort_direction: 'desc',
        terms: '',
      });
      const last = await page({ per_page: '2', page: '3' });
      expect((last.body.data.content[kind.many] as Place[]).map((p) => p.name)).toEqual(['Echo']);
      const search = await page({ terms: 'ARL' });
      expect(search.body.data.content).toMatchObject({ total: 1, total_pages: 1, terms: 'ARL' });
      expect((search.body.data.content[kind.many] as Place[]).map((p) => p.name)).toEqual(['Charlie']);
      expect((await page({ terms: '%' })).body.data.content.total).toBe(0);
      const big = await page({ per_page: '101' });
      expect(big.status).toBe(422);
      expect(big.body.errors).toEqual({ per_page: ['Must be at most 100'] });
      expect((await page({ sort_by: 'timezone' })).status).toBe(422);
      expect((await page({}, t.staff.token)).status).toBe(403);
    });
  });
