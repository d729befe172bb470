import type { TChatColleagues, TChatGroup } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany } from '../../../test/memos.js';

/** GET chat/colleagues: whom the caller may start a private conversation with, found by name. */
const { app, db } = await buildTestApp();
const C = await buildMemoCompany(db);

const colleagues = async (token: string, terms = '') => {
  const res = await call<TChatColleagues>(app, 'GET', '/api/chat/colleagues', {
    token,
    query: { company_id: String(C.companyId), ...(terms ? { terms } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.content.colleagues;
};

describe('chat colleagues', () => {
  it('an employee finds the company roster but themself, by name, names only; then talks to one', async () => {
    const found = await colleagues(C.north1.token);
    const ids = found.map((c) => c.id);
    expect(ids).not.toContain(C.north1.employee.id);
    expect(ids).toEqual(
      expect.arrayContaining([C.north2.employee.id, C.south1.employee.id, C.manager.employee.id]),
    );
    expect(found.every((c) => Object.keys(c).sort().join() === 'id,name')).toBe(true);
    const names = found.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const south1 = found.find((c) => c.id === C.south1.employee.id);
    expect(await colleagues(C.north1.token, south1?.name ?? '')).toEqual([south1]);

    const open = await call<TChatGroup>(app, 'POST', '/api/chat/groups/private', {
      token: C.north1.token,
      body: { company_id: C.companyId, employee_id: C.south1.employee.id },
    });
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body.data.content.is_private).toBe(true);
  });

  it("a manager finds their own people only; a deactivated colleague is nobody's to find", async () => {
    const ids = (await colleagues(C.manager.token)).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([C.north1.employee.id, C.north2.employee.id]));
    expect(ids).not.toContain(C.south1.employee.id);
    await db
      .updateTable('employees')
      .set({ is_active: false })
      .where('id', '=', C.north2.employee.id)
      .execute();
    expect((await colleagues(C.north1.token)).map((c) => c.id)).not.toContain(C.north2.employee.id);
    await db
      .updateTable('employees')
      .set({ is_active: true })
      .where('id', '=', C.north2.employee.id)
      .execute();
  });
});
