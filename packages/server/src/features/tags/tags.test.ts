import type { TTag } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';

const { app, db } = await buildTestApp();

/** A company of its own for each test, with a manager and an employee. */
async function setup() {
  const team = await buildCompany(db, 'Tag Tacos');
  const cid = team.company.id;
  const manager = await buildMember(db, cid, 'manager');
  const staff = await buildMember(db, cid, 'employee');
  const create = (title: unknown, token = manager.token) =>
    call<TTag>(app, 'POST', '/api/tags/create', { token, body: { company_id: cid, title } });
  const list = (token = manager.token, terms = '') =>
    call<TTag[]>(app, 'GET', '/api/tags/list', { token, query: { company_id: String(cid), terms } });
  return { team, cid, manager, staff, create, list };
}

describe('tags', () => {
  it('lets management create, list, read, rename and delete tags', async () => {
    const { team, cid, manager, create, list } = await setup();
    const res = await create(' Safety ');
    expect(res.status).toBe(200);
    const tag = res.body.data.content;
    expect(tag).toEqual({ id: expect.any(Number), title: 'Safety' });
    await create('Menu', team.adminToken);
    expect((await list()).body.data.content.map((t) => t.title)).toEqual(['Menu', 'Safety']);
    expect((await list(manager.token, 'saf')).body.data.content).toEqual([tag]);
    const got = await call<TTag>(app, 'GET', '/api/tags/get', {
      token: manager.token,
      query: { company_id: String(cid), id: String(tag.id) },
    });
    expect(got.body.data.content).toEqual(tag);
    const put = await call<TTag>(app, 'PUT', '/api/tags/update', {
      token: manager.token,
      body: { company_id: cid, id: tag.id, title: 'Food safety' },
    });
    expect(put.body.data.content).toEqual({ id: tag.id, title: 'Food safety' });
    const del = await call(app, 'DELETE', '/api/tags/delete', {
      token: manager.token,
      body: { company_id: cid, id: tag.id, title: 'Food safety' },
    });
    expect(del.status).toBe(200);
    expect(del.body.data.successes).toEqual(['tag_deleted']);
    expect((await list()).body.data.content.map((t) => t.title)).toEqual(['Menu']);
    const gone = await call(app, 'GET', '/api/tags/get', {
      token: manager.token,
      query: { company_id: String(cid), id: String(tag.id) },
    });
    expect(gone.status).toBe(404);
  });

  it('answers 422 with the field text, 403 for an employee, 401 without a token', async () => {
    const { cid, staff, create, list } = await setup();
    await create('Menu');
    const blank = await create('   ');
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ title: ['This field is required'] });
    expect((await create('menu')).body.errors).toEqual({ title: ['A tag with this title already exists'] });
    expect((await create('Mine', staff.token)).status).toBe(403);
    expect((await list(staff.token)).status).toBe(403);
    expect((await call(app, 'GET', '/api/tags/list', { query: { company_id: String(cid) } })).status).toBe(
      401,
    );
  });
});
