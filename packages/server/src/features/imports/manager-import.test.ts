import type { TImportPreview, TImportResult } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildEmployee } from '../../../test/people.js';
import { csv, upload } from '../../../test/uploads.js';

const { app, db } = await buildTestApp();
const UPLOAD = '/api/company/employees/manager-upload';
const CONFIRM = '/api/company/employees/upload/manager-confirm';
const HEADER = [
  'employee_id',
  'employee_name',
  'employee_email',
  'employee_phone',
  'manager_id',
  'manager_name',
  'manager_email',
  'manager_phone',
];

async function setup() {
  const c = await buildCompany(db);
  const sam = await buildEmployee(db, c.company.id, {
    name: 'Sam',
    email: 'sam@example.test',
    role: 'manager',
  });
  const ann = await buildEmployee(db, c.company.id, { name: 'Ann', phone: '15551110001' });
  const bo = await buildEmployee(db, c.company.id, {
    name: 'Bo',
    email: 'bo@example.test',
    managerIds: [sam.id],
  });
  const ada = await buildEmployee(db, c.company.id, {
    name: 'Ada',
    email: 'ada@example.test',
    role: 'admin',
  });
  return { ...c, sam, ann, bo, ada, fields: { company_id: String(c.company.id) } };
}

const linksOf = async (companyId: number) =>
  (
    await db
      .selectFrom('employee_managers')
      .select(['manager_id', 'employee_id'])
      .where('company_id', '=', companyId)
      .execute()
  )
    .map((l) => `${l.manager_id}>${l.employee_id}`)
    .sort();

describe('manager import', () => {
  it('re-imports an edited employee-managers download: new links, unchanged ones, rejected rows', async () => {
    const t = await setup();
    const download = await app.inject({
      method: 'POST',
      url: '/api/employee-managers/download',
      payload: { company_id: t.company.id },
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    const file =
      download.body +
      csv(
        ['', 'Ann', '', '(555) 111-0001', '', '', 'sam@example.test', ''],
        [String(t.ann.id), '', '', '', String(t.ann.id), '', '', ''],
        ['', '', 'nobody@example.test', '', String(t.sam.id), '', '', ''],
        [String(t.ann.id), '', 'bo@example.test', '', String(t.sam.id), '', '', ''],
        ['', '', '', '5551110001', '', '', 'sam@example.test', ''],
        ['', '', '', '', '', '', 'sam@example.test', ''],
      );
    const res = await upload<TImportPreview>(app, UPLOAD, {
      token: t.adminToken,
      fields: t.fields,
      file: { name: 'managers.csv', content: file },
    });
    expect(res.status).toBe(200);
    const p = res.body.data.content;
    expect(p.kind).toBe('managers');
    expect(p.rows.map((r) => [r.row, r.outcome, r.label, r.errors])).toEqual([
      [2, 'unchanged', 'Bo', []],
      [3, 'create', 'Ann', []],
      [4, 'reject', 'Ann', ['An employee cannot manage themself']],
      [5, 'reject', 'nobody@example.test', ['employee: No employee has the e-mail "nobody@example.test"']],
      [
        6,
        'reject',
        'bo@example.test',
        ['employee: The id, phone and e-mail name different people (Ann, Bo)'],
      ],
      [7, 'reject', 'Ann', ['The same employee and manager are on row 3']],
      [8, 'reject', '', ["employee: Give the employee's id, phone or e-mail"]],
    ]);
    expect(p.rows[1]?.changes).toEqual([{ field: 'manager', from: null, to: 'Sam' }]);
    expect(p.missing_count).toBe(0);
    expect(await linksOf(t.company.id)).toEqual([`${t.sam.id}>${t.bo.id}`]);

    const done = await call<TImportResult>(app, 'POST', CONFIRM, {
      token: t.adminToken,
      body: { company_id: t.company.id, id: p.id },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.content.counts).toEqual({ create: 1, update: 0, unchanged: 1, reject: 5 });
    expect(await linksOf(t.company.id)).toEqual([`${t.sam.id}>${t.ann.id}`, `${t.sam.id}>${t.bo.id}`].sort());
  });

  it('removes the links missing from the file when asked', async () => {
    const t = await setup();
    const file = csv(['employee_phone', 'manager_email'], ['5551110001', 'sam@example.test']);
    const res = await upload<TImportPreview>(app, UPLOAD, {
      token: t.adminToken,
      fields: { ...t.fields, missing_employees: 'yes' },
      file: { name: 'm.csv', content: file },
    });
    expect(res.body.data.content).toMatchObject({ missing_employees: true, missing_count: 1 });
    const done = await call<TImportResult>(app, 'POST', CONFIRM, {
      token: t.adminToken,
      body: { company_id: t.company.id, id: res.body.data.content.id },
    });
    expect(done.body.data.content.missing_count).toBe(1);
    expect(await linksOf(t.company.id)).toEqual([`${t.sam.id}>${t.ann.id}`]);
  });

  it("a manager may not change an admin's managers; wrong columns and employees get refused", async () => {
    const t = await setup();
    const manager = await buildMember(db, t.company.id, 'manager');
    const file = csv(['employee_email', 'manager_email'], ['ada@example.test', 'sam@example.test']);
    const res = await upload<TImportPreview>(app, UPLOAD, {
      token: manager.token,
      fields: t.fields,
      file: { name: 'm.csv', content: file },
    });
    expect(res.body.data.content.rows[0]?.errors).toEqual(["Only an admin may change an admin's managers"]);
    const wrong = await upload(app, UPLOAD, {
      token: manager.token,
      fields: t.fields,
      file: { name: 'm.csv', content: csv(['employee_email', 'boss'], ['a@x.test', 'b']) },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(`Unknown column "boss". Expected columns: ${HEADER.join(', ')}`);
    const noManager = await upload(app, UPLOAD, {
      token: manager.token,
      fields: t.fields,
      file: { name: 'm.csv', content: csv(['employee_email', 'manager_name'], ['a@x.test', 'b']) },
    });
    expect(noManager.body.message).toBe(
      `A "manager_id", "manager_phone" or "manager_email" column is needed. Expected columns: ${HEADER.join(', ')}`,
    );
    const employee = await buildMember(db, t.company.id, 'employee');
    const denied = await upload(app, UPLOAD, {
      token: employee.token,
      fields: t.fields,
      file: { name: 'm.csv', content: file },
    });
    expect(denied.status).toBe(403);
  });
});
