import { IMPORT_MAX_ROWS, type TImportPreview } from '@teamline/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildAudience, buildLocation } from '../../../test/people.js';
import { csv, upload } from '../../../test/uploads.js';

/** A wrong file is refused whole with a clear text, and the routes keep the role and tenant rules. */

const { app, db } = await buildTestApp();
const UPLOAD = '/api/company/employees/upload';
const CONFIRM = '/api/company/employees/upload/confirm';
const t = await buildCompany(db);
const fields = { company_id: String(t.company.id) };
const EXPECTED =
  'Expected columns: name, name_first, name_last, email, phone, role, type, locations, audiences';

// The wrong files go to a company of their own, whose people no other test changes.
const refused = await buildCompany(db);
const send = (content: Buffer | string, name = 'file.csv') =>
  upload(app, UPLOAD, {
    token: refused.adminToken,
    fields: { company_id: String(refused.company.id) },
    file: { name, content },
  });
const storedImports = async () =>
  (
    await db
      .selectFrom('employee_imports')
      .select('id')
      .where('company_id', '=', refused.company.id)
      .execute()
  ).length;

describe('employee import: wrong files change nothing', () => {
  it.each([
    ['an empty file', '', 'The file is empty'],
    ['blank lines only', '\r\n\r\n', 'The file is empty'],
    ['a header without rows', 'name,email\r\n', 'The file has a header but no rows below it'],
    [
      'an unknown column',
      csv(['name', 'email', 'shoe_size'], ['A', 'a@x.test', '9']),
      `Unknown column "shoe_size". ${EXPECTED}`,
    ],
    ['no name column', csv(['email'], ['a@x.test']), `The column "name" is missing. ${EXPECTED}`],
    [
      'no phone or e-mail column',
      csv(['name'], ['A']),
      `A "phone" or an "email" column is needed. ${EXPECTED}`,
    ],
    [
      'a column twice',
      csv(['name', 'email', 'E-mail'], ['A', 'a@x.test', 'b@x.test']),
      'The column "E-mail" appears twice',
    ],
    [
      'a binary file',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      'Upload a CSV or XLSX file (this file is neither)',
    ],
    [
      'an old .xls file',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      'This is an old Excel (.xls) file: save it as .xlsx or CSV and upload it again',
    ],
    [
      'a zip that is no workbook',
      Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        Buffer.from('word/document.xml'),
        Buffer.alloc(64, 7),
      ]),
      'Upload a CSV or XLSX file (this file is neither)',
    ],
    [
      'a broken workbook',
      Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        Buffer.from('xl/workbook.xml'),
        Buffer.alloc(64, 7),
      ]),
      'The file could not be read: save it as CSV (UTF-8) or XLSX and upload it again',
    ],
  ])('%s', async (_what, content, text) => {
    const before = await storedImports();
    const res = await send(content);
    expect(res.status).toBe(422);
    expect(res.body.errors?.file).toEqual([text]);
    expect(res.body.message).toBe(text);
    expect(await storedImports()).toBe(before);
  });

  it('a CSV named .xlsx is read as the CSV it is (bytes, not names, decide)', async () => {
    const res = await send(csv(['name', 'email'], ['A', 'a@x.test']), 'looks.xlsx');
    expect(res.status).toBe(200);
  });

  it('reads UTF-8 with a BOM and semicolons, and Windows-1252 text as spreadsheets save it', async () => {
    const utf8 = await send(Buffer.from('\uFEFFName;Email\r\nJosé Peña;jose@x.test\r\n', 'utf8'));
    expect((utf8.body.data.content as TImportPreview).rows[0]?.label).toBe('José Peña');
    const ansi = await send(Buffer.from('Name,Email\r\nJos\xe9 Pe\xf1a,jose@x.test\r\n', 'latin1'));
    expect((ansi.body.data.content as TImportPreview).rows[0]?.label).toBe('José Peña');
  });

  it(`more than ${IMPORT_MAX_ROWS} rows is refused, saying the limit`, async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => [`P${i}`, `p${i}@x.test`]);
    const res = await send(csv(['name', 'email'], ...rows));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The file has 20,001 rows; at most 20,000 can be imported at once');
  });

  it('a file over 20 MB answers 413 with a clear message', async () => {
    const before = await storedImports();
    const res = await send(Buffer.alloc(20 * 1024 * 1024 + 10, 0x61));
    expect(res.status).toBe(413);
    expect(await storedImports()).toBe(before);
    expect(res.body.message).toBe('The file is too large: at most 20 MB can be uploaded');
  });

  it('nothing was stored or changed by the refused files', async () => {
    const people = await db
      .selectFrom('employees')
      .select('name')
      .where('company_id', '=', refused.company.id)
      .execute();
    expect(people).toHaveLength(1);
  });
});

describe('employee import: the rules of the routes', () => {
  const file = { name: 'x.csv', content: csv(['name', 'email'], ['A', 'a@x.test']) };

  it('401 without a token', async () => {
    expect((await upload(app, UPLOAD, { fields, file })).status).toBe(401);
    expect((await call(app, 'POST', CONFIRM, { body: { company_id: t.company.id, id: 1 } })).status).toBe(
      401,
    );
  });

  it('422 without a file, without company_id, or without an id to confirm', async () => {
    const noFile = await upload(app, UPLOAD, { token: t.adminToken, fields });
    expect([noFile.status, noFile.body.errors?.file]).toEqual([422, ['Choose a CSV or XLSX file to upload']]);
    const noCompany = await upload(app, UPLOAD, { token: t.adminToken, fields: {}, file });
    expect([noCompany.status, noCompany.body.errors?.company_id]).toEqual([422, ['This field is required']]);
    const noId = await call(app, 'POST', CONFIRM, {
      token: t.adminToken,
      body: { company_id: t.company.id },
    });
    expect([noId.status, Object.keys(noId.body.errors ?? {})]).toEqual([422, ['id']]);
  });

  it('403 for an employee who is not management', async () => {
    const employee = await buildMember(db, t.company.id, 'employee');
    expect((await upload(app, UPLOAD, { token: employee.token, fields, file })).status).toBe(403);
    const tpl = await call(app, 'GET', '/api/company/employees/upload/template', {
      token: employee.token,
      query: fields,
    });
    expect(tpl.status).toBe(403);
  });

  it("404 for another company, and for someone else's import", async () => {
    const other = await buildCompany(db);
    const res = await upload(app, UPLOAD, { token: other.adminToken, fields, file });
    expect(res.status).toBe(404);
    const mine = await upload<TImportPreview>(app, UPLOAD, { token: t.adminToken, fields, file });
    const manager = await buildMember(db, t.company.id, 'manager');
    const theirs = await call(app, 'POST', CONFIRM, {
      token: manager.token,
      body: { company_id: t.company.id, id: mine.body.data.content.id },
    });
    expect(theirs.status).toBe(404);
    const managerKind = await call(app, 'POST', '/api/company/employees/upload/manager-confirm', {
      token: t.adminToken,
      body: { company_id: t.company.id, id: mine.body.data.content.id },
    });
    expect(managerKind.status).toBe(404);
  });

  it('confirm also takes multipart fields, as the client may send the upload payload', async () => {
    const mine = await upload<TImportPreview>(app, UPLOAD, { token: t.adminToken, fields, file });
    const res = await upload(app, CONFIRM, {
      token: t.adminToken,
      fields: { ...fields, id: String(mine.body.data.content.id), missing_employees: '0' },
    });
    expect(res.status).toBe(200);
  });

  it('an expired preview answers 409 and applies nothing', async () => {
    const mine = await upload<TImportPreview>(app, UPLOAD, {
      token: t.adminToken,
      fields,
      file: { name: 'x.csv', content: csv(['name', 'email'], ['Late', 'late@x.test']) },
    });
    await db
      .updateTable('employee_imports')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', mine.body.data.content.id)
      .execute();
    const res = await call(app, 'POST', CONFIRM, {
      token: t.adminToken,
      body: { company_id: t.company.id, id: mine.body.data.content.id },
    });
    expect([res.status, res.body.message]).toEqual([409, 'This preview has expired: upload the file again']);
  });

  it('templates download as CSV and as an XLSX that imports as it is', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/company/employees/upload/template',
      query: { ...fields, format: 'csv' },
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(res.headers['content-disposition']).toBe('attachment; filename="employee-import-template.csv"');
    expect(res.body.split('\r\n')[0]).toBe(
      'name,name_first,name_last,email,phone,role,type,locations,audiences',
    );
    const xlsx = await app.inject({
      method: 'GET',
      url: '/api/company/employees/upload/template',
      query: { ...fields, format: 'xlsx', kind: 'managers' },
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(xlsx.headers['content-disposition']).toBe(
      'attachment; filename="employee-manager-import-template.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]?.getRow(1).getCell(1).text).toBe('employee_id');
    const back = await upload<TImportPreview>(app, UPLOAD, {
      token: t.adminToken,
      fields,
      file: { name: 'template.csv', content: res.body },
    });
    expect(back.status).toBe(200);
    expect(back.body.data.content.rows).toHaveLength(2);
  });

  it("a template uploaded as it is imports: its examples name the company's places and roles the caller may give", async () => {
    const own = await buildCompany(db);
    const cid = String(own.company.id);
    await buildLocation(db, own.company.id, 'Downtown');
    await buildLocation(db, own.company.id, 'Airport');
    await buildAudience(db, own.company.id, 'Baristas');
    const manager = await buildMember(db, own.company.id, 'manager');
    const template = async (token: string, kind: string, format = 'csv') =>
      app.inject({
        method: 'GET',
        url: '/api/company/employees/upload/template',
        query: { company_id: cid, kind, format },
        headers: { authorization: `Bearer ${token}` },
      });
    const preview = async (token: string, url: string, content: Buffer | string, name: string) => {
      const res = await upload<TImportPreview>(app, url, {
        token,
        fields: { company_id: cid },
        file: { name, content },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.content;
    };
    const outcomes = (p: TImportPreview) => p.rows.map((r) => [r.label, r.outcome, r.errors]);

    // A manager's: the second example stays an employee (only an admin gives the manager role).
    const asManager = await template(manager.token, 'employees', 'xlsx');
    const managerPreview = await preview(manager.token, UPLOAD, asManager.rawPayload, 'template.xlsx');
    expect(outcomes(managerPreview)).toEqual([
      ['Maria Lopez', 'create', []],
      ['Sam Lee', 'create', []],
    ]);

    // An admin's, applied; then the manager template links the two examples.
    const csvTemplate = await template(own.adminToken, 'employees');
    expect(csvTemplate.body.split('\r\n').slice(1, 3)).toEqual([
      'Maria Lopez,Maria,Lopez,maria@example.com,(555) 123-4567,employee,Full-time,Airport,Baristas',
      'Sam Lee,Sam,Lee,,5559876543,manager,,Airport; Downtown,',
    ]);
    const people = await preview(own.adminToken, UPLOAD, csvTemplate.body, 'template.csv');
    expect(outcomes(people)).toEqual([
      ['Maria Lopez', 'create', []],
      ['Sam Lee', 'create', []],
    ]);
    const applied = await call(app, 'POST', CONFIRM, {
      token: own.adminToken,
      body: { company_id: own.company.id, id: people.id },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const links = await template(own.adminToken, 'managers');
    const managers = await preview(
      own.adminToken,
      '/api/company/employees/manager-upload',
      links.body,
      'm.csv',
    );
    expect(outcomes(managers)).toEqual([['Maria Lopez', 'create', []]]);
  });

  it('a company without places gets examples that name none', async () => {
    const bare = await buildCompany(db);
    const res = await app.inject({
      method: 'GET',
      url: '/api/company/employees/upload/template',
      query: { company_id: String(bare.company.id) },
      headers: { authorization: `Bearer ${bare.adminToken}` },
    });
    const back = await upload<TImportPreview>(app, UPLOAD, {
      token: bare.adminToken,
      fields: { company_id: String(bare.company.id) },
      file: { name: 'template.csv', content: res.body },
    });
    expect(back.body.data.content.rows.map((r) => [r.outcome, r.errors])).toEqual([
      ['create', []],
      ['create', []],
    ]);
  });
});
