import type { TMediaFile, TMediaFileAnswer } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { listLibrary, newLibraryFile } from '../../../test/library.js';
import { mediaSamples } from '../../../test/media-files.js';
import { buildMemoCompany } from '../../../test/memos.js';

/**
 * The list's totals kept in memory (library-totals.ts) follow every change that matters — made
 * through the API, or written by another instance straight to the database — and an employee's
 * list answers the same pages whether it starts from their targets or walks the company's index.
 */
const { app, db } = await buildTestApp();
const samples = await mediaSamples();

async function pdf(C: { adminToken: string; companyId: number }, fields: Record<string, string>) {
  const file = { name: 'sheet.pdf', content: samples.pdf };
  return newLibraryFile(app, { token: C.adminToken, companyId: C.companyId, file, fields });
}

async function seen(token: string, companyId: number, body: Record<string, unknown> = {}) {
  const res = await listLibrary(app, token, { company_id: companyId, per_page: 100, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { total: res.body.data.content.total, ids: res.body.data.content.media.map((m) => m.id) };
}

describe('media/list totals kept between requests', () => {
  it("an employee's total follows new files, viewability, targets, moves and deletions", async () => {
    const C = await buildMemoCompany(db);
    const mine = () => seen(C.north1.token, C.companyId);
    const a = await pdf(C, { location_ids: String(C.north.id), viewable: 'yes' });
    expect(await mine()).toEqual({ total: 1, ids: [a.id] });
    expect(await mine()).toEqual({ total: 1, ids: [a.id] });

    const b = await pdf(C, { location_ids: String(C.north.id), viewable: 'yes' });
    expect(await mine()).toEqual({ total: 2, ids: [b.id, a.id] });

    const update = (media: TMediaFile, body: Record<string, unknown>) =>
      call<TMediaFileAnswer>(app, 'PUT', '/api/media/update', {
        token: C.adminToken,
        body: { company_id: C.companyId, id: media.id, ...body },
      });
    expect((await update(b, { viewable: false })).status).toBe(200);
    expect(await mine()).toEqual({ total: 1, ids: [a.id] });

    const c = await pdf(C, { location_ids: String(C.south.id), viewable: 'yes' });
    expect((await mine()).total).toBe(1);
    expect((await update(c, { recipient_ids: [C.north1.employee.id] })).status).toBe(200);
    expect(await mine()).toEqual({ total: 2, ids: [c.id, a.id] });

    // Moved to South (as an import or another instance would write it): South's file and their own.
    await db
      .updateTable('employee_locations')
      .set({ location_id: C.south.id })
      .where('employee_id', '=', C.north1.employee.id)
      .execute();
    expect(await mine()).toEqual({ total: 1, ids: [c.id] });

    // Another instance targets a file at them straight in the database: the version says so.
    await db
      .insertInto('media_recipients')
      .values({ media_id: a.id, employee_id: C.north1.employee.id })
      .execute();
    expect(await mine()).toEqual({ total: 2, ids: [c.id, a.id] });

    const del = await call(app, 'DELETE', '/api/media/delete', {
      token: C.adminToken,
      body: { company_id: C.companyId, id: c.id },
    });
    expect(del.status).toBe(200);
    expect(await mine()).toEqual({ total: 1, ids: [a.id] });
  });

  it("management's search and filter totals follow a rename and a new target", async () => {
    const C = await buildMemoCompany(db);
    const first = await pdf(C, { name: 'Fryer cleaning', location_ids: String(C.north.id) });
    await pdf(C, { name: 'Fryer oil', location_ids: String(C.south.id) });
    const fryer = () => seen(C.adminToken, C.companyId, { terms: 'fryer' });
    const north = () => seen(C.adminToken, C.companyId, { filters: { locations: [C.north.id] } });
    expect((await fryer()).total).toBe(2);
    expect((await north()).total).toBe(1);
    const rename = await call(app, 'PUT', '/api/media/update', {
      token: C.adminToken,
      body: {
        company_id: C.companyId,
        id: first.id,
        name: 'Grill cleaning',
        location_ids: [C.north.id, C.south.id],
      },
    });
    expect(rename.status, JSON.stringify(rename.body)).toBe(200);
    expect((await fryer()).total).toBe(1);
    expect((await seen(C.adminToken, C.companyId, { filters: { locations: [C.south.id] } })).total).toBe(2);
    expect((await north()).total).toBe(1);
  });

  it('an employee who sees few files among many gets the same pages as one who sees most', async () => {
    const C = await buildMemoCompany(db);
    const north: number[] = [];
    for (let i = 0; i < 14; i++)
      north.push((await pdf(C, { location_ids: String(C.north.id), viewable: 'yes' })).id);
    const south: number[] = [];
    for (let i = 0; i < 3; i++)
      south.push((await pdf(C, { location_ids: String(C.south.id), viewable: 'yes' })).id);
    // Newest first; per page 2: South's 3 of 17 start from their targets, North's 14 walk the index.
    const pages = async (token: string) => {
      const ids: number[] = [];
      for (let page = 1; page <= 8; page++) {
        const res = await listLibrary(app, token, { company_id: C.companyId, per_page: 2, page });
        ids.push(...res.body.data.content.media.map((m) => m.id));
      }
      return ids;
    };
    expect(await pages(C.south1.token)).toEqual([...south].reverse());
    expect(await pages(C.north1.token)).toEqual([...north].reverse());
    const byName = await listLibrary(app, C.south1.token, {
      company_id: C.companyId,
      per_page: 2,
      sort_by: 'created_at',
      sort_direction: 'asc',
    });
    expect(byName.body.data.content.media.map((m) => m.id)).toEqual(south.slice(0, 2));
    expect(byName.body.data.content.total).toBe(3);
  });
});
