import { MSG, type TImportPreview, type TImportResult } from '@teamline/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildAudience, buildEmployee, buildLocation } from '../../../test/people.js';
import { csv, upload } from '../../../test/uploads.js';
import { toBool } from '../../db/index.js';

const { app, db } = await buildTestApp();
const UPLOAD = '/api/company/employees/upload';
const CONFIRM = '/api/company/employees/upload/confirm';
const HEADER = ['name', 'email', 'phone', 'role', 'type', 'locations', 'audiences'];

async function setup() {
  const c = await buildCompany(db);
  const main = await buildLocation(db, c.company.id, 'Main Street');
  const airport = await buildLocation(db, c.company.id, 'Airport');
  const cooks = await buildAudience(db, c.company.id, 'Cooks');
  const fields = { company_id: String(c.company.id) };
  return { ...c, main, airport, cooks, fields };
}

const employeesOf = (companyId: number) =>
  db.selectFrom('employees').selectAll().where('company_id', '=', companyId).orderBy('id').execute();

describe('employee import: preview', () => {
  it('answers row by row what would be created, updated, left alone or rejected, and changes nothing', async () => {
    const t = await setup();
    await buildEmployee(db, t.company.id, {
      name: 'Ann Old',
      phone: '15551110001',
      email: 'ann@example.test',
    });
    await buildEmployee(db, t.company.id, { name: 'Bo Same', email: 'bo@example.test' });
    const file = csv(
      HEADER,
      [
        'Cara New',
        'cara@example.test',
        '(555) 222-0001',
        'employee',
        'Full-time',
        'Main Street; airport',
        'Cooks',
      ],
      ['Ann New', '', '555-111-0001', '', '', '', ''],
      ['Bo Same', 'BO@example.test', '', '', '', '', ''],
      ['', 'noname@example.test', '', '', '', '', ''],
      ['Bad Phone', '', '555-1234', '', '', '', ''],
      ['Letters', '', '555-ABC-1234', '', '', '', ''],
      ['Bad Mail', 'not-an-email', '', '', '', '', ''],
      ['Twin', 'cara@example.test', '', '', '', '', ''],
      ['Lost', 'lost@example.test', '', '', '', 'Moon Base', 'Pilots'],
      ['Boss', 'boss@example.test', '', 'boss', '', '', ''],
      ['Nobody', '', '', '', '', '', ''],
    );
    const res = await upload<TImportPreview>(app, UPLOAD, {
      token: t.adminToken,
      fields: t.fields,
      file: { name: 'team.csv', content: file },
    });
    expect(res.status).toBe(200);
    const p = res.body.data.content;
    expect(p).toMatchObject({ kind: 'employees', file_name: 'team.csv', missing_employees: false });
    expect(p.counts).toEqual({ create: 1, update: 1, unchanged: 1, reject: 8 });
    const byRow = new Map(p.rows.map((r) => [r.row, r]));
    expect(byRow.get(2)).toMatchObject({
      outcome: 'create',
      label: 'Cara New',
      employee_id: null,
      errors: [],
    });
    expect(byRow.get(2)?.changes).toContainEqual({ field: 'phone', from: null, to: '15552220001' });
    expect(byRow.get(2)?.changes).toContainEqual({
      field: 'locations',
      from: null,
      to: 'Main Street; Airport',
    });
    expect(byRow.get(3)).toMatchObject({
      outcome: 'update',
      changes: [{ field: 'name', from: 'Ann Old', to: 'Ann New' }],
    });
    expect(byRow.get(4)).toMatchObject({ outcome: 'unchanged', changes: [] });
    expect(byRow.get(5)?.errors).toEqual([`name: ${MSG.required}`]);
    expect(byRow.get(6)?.errors).toEqual([`phone: ${MSG.phoneLength}`]);
    expect(byRow.get(7)?.errors).toEqual([`phone: ${MSG.phoneDigits}`]);
    expect(byRow.get(8)?.errors).toEqual([`email: ${MSG.email}`]);
    expect(byRow.get(9)?.errors).toEqual(['email: The same e-mail address is on row 2']);
    expect(byRow.get(10)?.errors).toEqual([
      'locations: Unknown location "Moon Base"',
      'audiences: Unknown audience "Pilots"',
    ]);
    expect(byRow.get(11)?.errors).toEqual(['role: Unknown role "boss": use employee, manager or admin']);
    expect(byRow.get(12)?.errors).toEqual([
      'A phone number or an e-mail address is needed to tell people apart',
    ]);
    expect((await employeesOf(t.company.id)).map((e) => e.name)).toEqual([
      expect.any(String),
      'Ann Old',
      'Bo Same',
    ]);
  });

  it('reads an XLSX file the same way, phones typed as numbers included', async () => {
    const t = await setup();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['Name', 'E-mail', 'Phone Number', 'Locations']);
    sheet.addRow([
      'Dee Sheet',
      { text: 'dee@example.test', hyperlink: 'mailto:dee@example.test' },
      5553330001,
      'Main Street',
    ]);
    sheet.addRow([]);
    sheet.addRow(['Eli Sheet', '', '', '']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload<TImportPreview>(app, UPLOAD, {
      token: t.adminToken,
      fields: t.fields,
      file: { name: 'people.xlsx', content },
    });
    expect(res.status).toBe(200);
    const [dee, eli] = res.body.data.content.rows;
    expect(dee).toMatchObject({ row: 2, outcome: 'create', label: 'Dee Sheet' });
    expect(dee?.changes).toContainEqual({ field: 'phone', from: null, to: '15553330001' });
    expect(dee?.changes).toContainEqual({ field: 'email', from: null, to: 'dee@example.test' });
    expect(eli).toMatchObject({ row: 4, outcome: 'reject' });
  });

  it('tells a manager which rows give roles only an admin may give, or touch an admin', async () => {
    const t = await setup();
    const manager = await buildMember(db, t.company.id, 'manager');
    await buildEmployee(db, t.company.id, { name: 'Ada Admin', email: 'ada@example.test', role: 'admin' });
    const file = csv(
      ['name', 'email', 'role'],
      ['New Manager', 'nm@example.test', 'manager'],
      ['Ada Renamed', 'ada@example.test', ''],
      ['Plain', 'plain@example.test', 'employee'],
    );
    const res = await upload<TImportPreview>(app, UPLOAD, {
      token: manager.token,
      fields: t.fields,
      file: { name: 'x.csv', content: file },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content.rows.map((r) => [r.outcome, r.errors])).toEqual([
      ['reject', ['role: Only an admin may give the manager role']],
      ['reject', ['Only an admin may change an admin']],
      ['create', []],
    ]);
  });
  it('rejects a second row that names an employee an earlier row already names', async () => {
    const t = await setup();
    await buildEmployee(db, t.company.id, { name: 'Ann', phone: '15551110001', email: 'ann@example.test' });
    const file = csv(
      ['name', 'email', 'phone'],
      ['Ann', 'new-ann@example.test', '5551110001'],
      ['Ann Again', 'ann@example.test', ''],
    );
    const res = await upload<TImportPreview>(app, UPLOAD, {
      token: t.adminToken,
      fields: t.fields,
      file: { name: 'x.csv', content: file },
    });
    expect(res.body.data.content.rows.map((r) => [r.outcome, r.errors])).toEqual([
      ['update', []],
      ['reject', ['This row names the same employee as row 2 (Ann)']],
    ]);
  });
});

describe('employee import: confirm', () => {
  it('applies the preview in one go, links places, and refuses a second confirm (409)', async () => {
    const t = await setup();
    const ann = await buildEmployee(db, t.company.id, { name: 'Ann', phone: '15551110001', isActive: false });
    const file = csv(
      HEADER,
      [
        'Cara New',
        'cara@example.test',
        '5552220001',
        'manager',
        'Full-time',
        'Main Street; Airport',
        'Cooks',
      ],
      ['Ann Back', '', '5551110001', '', '', 'Airport', ''],
      ['Broken', 'broken', '', '', '', '', ''],
    );
    const preview = await upload<TImportPreview>(app, UPLOAD, {
      token: t.adminToken,
      fields: t.fields,
      file: { name: 'x.csv', content: file },
    });
    const id = preview.body.data.content.id;
    const res = await call<TImportResult>(app, 'POST', CONFIRM, {
      token: t.adminToken,
      body: { company_id: t.company.id, id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toMatchObject({
      id,
      kind: 'employees',
      counts: { create: 1, update: 1, unchanged: 0, reject: 1 },
      missing_count: 0,
    });
    expect(res.body.data.content.rejected_rows.map((r) => r.row)).toEqual([4]);
    const cara = await db
      .selectFrom('employees')
      .selectAll()
      .where('company_id', '=', t.company.id)
      .where('email', '=', 'cara@example.test')
      .executeTakeFirstOrThrow();
    expect(cara).toMatchObject({
      name: 'Cara New',
      phone: '15552220001',
      role: 'manager',
      type: 'Full-time',
    });
    const places = await db
      .selectFrom('employee_locations')
      .select('location_id')
      .where('employee_id', '=', cara.id)
      .execute();
    expect(places.map((p) => p.location_id).sort()).toEqual([t.main.id, t.airport.id].sort());
    const annNow = await db
      .selectFrom('employees')
      .selectAll()
      .where('id', '=', ann.id)
      .executeTakeFirstOrThrow();
    expect([annNow.name, toBool(annNow.is_active)]).toEqual(['Ann Back', true]);
    const again = await call(app, 'POST', CONFIRM, {
      token: t.adminToken,
      body: { company_id: t.company.id, id },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This import has already been applied');
  });

  it('two confirms at once apply the import once: one answers 200, the other 409', async () => {
    const t = await setup();
    const file = csv(['name', 'email'], ['Once', 'once@example.test']);
    const preview = await upload<TImportPreview>(app, UPLOAD, {
      token: t.adminToken,
      fields: t.fields,
      file: { name: 'x.csv', content: file },
    });
    const body = { company_id: t.company.id, id: preview.body.data.content.id };
    const answers = await Promise.all([
      call(app, 'POST', CONFIRM, { token: t.adminToken, body }),
      call(app, 'POST', CONFIRM, { token: t.adminToken, body }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const once = (await employeesOf(t.company.id)).filter((e) => e.email === 'once@example.test');
    expect(once).toHaveLength(1);
  });

  it('deactivates the active employees missing from the file, never the caller, when asked', async () => {
    const t = await setup();
    const kept = await buildEmployee(db, t.company.id, { name: 'Kept', email: 'kept@example.test' });
    const gone = await buildEmployee(db, t.company.id, { name: 'Gone', email: 'gone@example.test' });
    const file = csv(['name', 'email'], ['Kept', 'kept@example.test']);
    const preview = await upload<TImportPreview>(app, UPLOAD, {
      token: t.adminToken,
      fields: { ...t.fields, missing_employees: 'true' },
      file: { name: 'x.csv', content: file },
    });
    expect(preview.body.data.content).toMatchObject({ missing_employees: true, missing_count: 1 });
    const res = await call<TImportResult>(app, 'POST', CONFIRM, {
      token: t.adminToken,
      body: { company_id: t.company.id, id: preview.body.data.content.id },
    });
    expect(res.body.data.content.missing_count).toBe(1);
    const rows = await employeesOf(t.company.id);
    const active = rows.filter((e) => toBool(e.is_active)).map((e) => e.id);
    expect(active).toContain(kept.id);
    expect(active).not.toContain(gone.id);
    expect(active).toContain(rows.find((e) => e.user_id === t.admin.id)?.id);
  });

  it('re-checks at confirm time: a row naming a location deleted meanwhile is skipped with its reason', async () => {
    const t = await setup();
    const file = csv(
      ['name', 'email', 'locations'],
      ['Fay', 'fay@example.test', 'Airport'],
      ['Gus', 'gus@example.test', ''],
    );
    const preview = await upload<TImportPreview>(app, UPLOAD, {
      token: t.adminToken,
      fields: t.fields,
      file: { name: 'x.csv', content: file },
    });
    expect(preview.body.data.content.counts.create).toBe(2);
    await db
      .updateTable('locations')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', t.airport.id)
      .execute();
    const res = await call<TImportResult>(app, 'POST', CONFIRM, {
      token: t.adminToken,
      body: { company_id: t.company.id, id: preview.body.data.content.id, missing_employees: false },
    });
    expect(res.body.data.content.counts).toEqual({ create: 1, update: 0, unchanged: 0, reject: 1 });
    expect(res.body.data.content.rejected_rows[0]?.errors).toEqual(['locations: Unknown location "Airport"']);
    const names = (await employeesOf(t.company.id)).map((e) => e.name);
    expect(names).toContain('Gus');
    expect(names).not.toContain('Fay');
  });

  it('imports 1,000 rows over several batches, and updates them on a second run', async () => {
    const t = await setup();
    const rows = Array.from({ length: 1000 }, (_, i) => [
      `Person ${i}`,
      `p${i}@example.test`,
      `555${String(i).padStart(7, '0')}`,
      'Main Street',
    ]);
    const first = await upload<TImportPreview>(app, UPLOAD, {
      token: t.adminToken,
      fields: t.fields,
      file: { name: 'big.csv', content: csv(['name', 'email', 'phone', 'locations'], ...rows) },
    });
    expect(first.body.data.content.counts.create).toBe(1000);
    await call(app, 'POST', CONFIRM, {
      token: t.adminToken,
      body: { company_id: t.company.id, id: first.body.data.content.id },
    });
    const renamed = rows.map(([n, e, p]) => [`${n} Jr`, e as string, p as string, 'Airport']);
    const second = await upload<TImportPreview>(app, UPLOAD, {
      token: t.adminToken,
      fields: t.fields,
      file: { name: 'big.csv', content: csv(['name', 'email', 'phone', 'locations'], ...renamed) },
    });
    expect(second.body.data.content.counts.update).toBe(1000);
    await call(app, 'POST', CONFIRM, {
      token: t.adminToken,
      body: { company_id: t.company.id, id: second.body.data.content.id },
    });
    const people = await employeesOf(t.company.id);
    expect(people.filter((e) => e.name.endsWith(' Jr'))).toHaveLength(1000);
    const links = await db
      .selectFrom('employee_locations')
      .select('location_id')
      .where('company_id', '=', t.company.id)
      .execute();
    expect(links).toHaveLength(1000);
    expect(new Set(links.map((l) => l.location_id))).toEqual(new Set([t.airport.id]));
  });
});
