import type {
  TForm,
  TFormResponse,
  TFormResponsesPage,
  TFormsPage,
  TFormTemplatesPage,
} from '@teamline/shared';
import { MSG } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { formCalls, newForm, newResponse } from '../../../test/forms.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany } from '../../../test/memos.js';

const { app, db } = await buildTestApp();
const C = await buildMemoCompany(db);
const F = formCalls(app, C.companyId);

describe('forms: templates', () => {
  it('lists the built-in starter set before the company’s own, paged, and searches by name', async () => {
    // A company of its own: the other tests save templates to the shared one, in any order.
    const C = await buildMemoCompany(db);
    const F = formCalls(app, C.companyId);
    const saved = await F.post('createTemplate', C.adminToken, {
      name: 'Opening checklist',
      fields: [{ key: 'ok', type: 'checkbox', label: 'Lights on', required: true }],
      location_ids: [C.north.id],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const page = await F.get<TFormTemplatesPage>('listTemplates', C.adminToken, { per_page: 3 });
    expect(page.status).toBe(200);
    const p = page.body.data.content;
    expect(p.total).toBe(5);
    expect(p.total_pages).toBe(2);
    expect(p.form_templates.map((t) => [t.source, t.name])).toEqual([
      ['builtin', 'Equipment issue'],
      ['builtin', 'Incident report'],
      ['builtin', 'Temperature log'],
    ]);
    const next = (await F.get<TFormTemplatesPage>('listTemplates', C.adminToken, { per_page: 3, page: 2 }))
      .body.data.content;
    expect(next.form_templates.map((t) => [t.source, t.name, t.locations])).toEqual([
      ['builtin', 'Time-off request', []],
      ['company', 'Opening checklist', [{ id: C.north.id, name: 'North' }]],
    ]);
    const found = (await F.get<TFormTemplatesPage>('listTemplates', C.adminToken, { terms: 'opening' })).body
      .data.content;
    expect(found.form_templates.map((t) => t.name)).toEqual(['Opening checklist']);
    // An employee has no templates: 403 (the action is management's).
    expect((await F.get('listTemplates', C.north1.token)).status).toBe(403);
  });

  it('a manager edits and deletes only their own templates; an admin any', async () => {
    const body = { name: 'Mine', fields: [{ key: 'a', type: 'text', label: 'A' }] };
    const mine = (await F.post<{ id: number }>('createTemplate', C.manager.token, body)).body.data.content;
    const admins = (await F.post<{ id: number }>('createTemplate', C.adminToken, body)).body.data.content;
    expect((await F.put('updateTemplate', C.manager.token, { id: admins.id, name: 'X' })).status).toBe(404);
    const renamed = await F.put<{ name: string; description: string | null }>(
      'updateTemplate',
      C.manager.token,
      {
        id: mine.id,
        name: 'Mine, renamed',
      },
    );
    expect(renamed.body.data.content.name).toBe('Mine, renamed');
    expect((await F.del('deleteTemplate', C.adminToken, { id: mine.id })).status).toBe(200);
    expect((await F.put('updateTemplate', C.adminToken, { id: mine.id, name: 'Y' })).status).toBe(404);
  });
});

describe('forms: making and targeting', () => {
  it('makes a form from a built-in template; the targeted see it, the others get 404', async () => {
    const res = await F.post('create', C.manager.token, {
      name: 'Fridge temperatures',
      template_key: 'temperature_log',
      location_ids: [C.north.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const form = res.body.data.content;
    expect(form.template_key).toBe('temperature_log');
    expect(form.fields.map((f) => f.key)).toContain('temperature');
    expect(form.locations).toEqual([{ id: C.north.id, name: 'North' }]);
    expect(form.mode).toBe('segments');
    const seen = await F.get<TForm>('get', C.north1.token, { id: form.id });
    expect(seen.status).toBe(200);
    // Whom it went to is management's: a member sees empty targeting.
    expect([seen.body.data.content.locations, seen.body.data.content.location_ids]).toEqual([[], []]);
    expect((await F.get('get', C.south1.token, { id: form.id })).status).toBe(404);
    const listed = (await F.get<TFormsPage>('list', C.north1.token)).body.data.content;
    expect(listed.forms.map((f) => f.id)).toContain(form.id);
    const south = (await F.get<TFormsPage>('list', C.south1.token)).body.data.content;
    expect(south.forms.map((f) => f.id)).not.toContain(form.id);
    // The audience reaches South1 (a Cook), a person by name too.
    const cooks = await newForm(app, C.companyId, C.adminToken, { audience_ids: [C.cooks.id] });
    expect((await F.get('get', C.south1.token, { id: cooks.id })).status).toBe(200);
    const named = await newForm(app, C.companyId, C.adminToken, { recipient_ids: [C.north2.employee.id] });
    expect((await F.get('get', C.north2.token, { id: named.id })).status).toBe(200);
    expect((await F.get('get', C.north1.token, { id: named.id })).status).toBe(404);
  });

  it('refuses a form without targets or fields, an unknown template, and a manager beyond their reach', async () => {
    const none = await F.post('create', C.adminToken, {
      name: 'X',
      fields: [{ key: 'a', type: 'text', label: 'A' }],
    });
    expect(none.status).toBe(422);
    const noFields = await F.post('create', C.adminToken, { name: 'X', location_ids: [C.north.id] });
    expect(noFields.status).toBe(422);
    const unknown = await F.post('create', C.adminToken, {
      name: 'X',
      template_key: 'nope',
      location_ids: [C.north.id],
    });
    expect(unknown.status).toBe(422);
    const south = await F.post('create', C.manager.token, {
      name: 'X',
      template_key: 'temperature_log',
      location_ids: [C.south.id],
    });
    expect(south.status).toBe(422);
    const choice = await F.post('create', C.adminToken, {
      name: 'X',
      location_ids: [C.north.id],
      fields: [{ key: 'c', type: 'single_choice', label: 'C', options: ['one'] }],
    });
    expect(choice.status).toBe(422);
    expect(choice.body.errors?.['fields.0.options']).toEqual(['Add at least two options']);
  });

  it('a manager edits, closes and deletes only their own forms', async () => {
    const admins = await newForm(app, C.companyId, C.adminToken, { location_ids: [C.north.id] });
    expect((await F.put('close', C.manager.token, { id: admins.id })).status).toBe(404);
    const mine = await newForm(app, C.companyId, C.manager.token, { location_ids: [C.north.id] });
    const edited = await F.put('update', C.manager.token, {
      id: mine.id,
      name: 'Renamed',
      recipient_ids: [C.north2.employee.id],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.content.name).toBe('Renamed');
    expect(edited.body.data.content.recipients).toEqual([
      { id: C.north2.employee.id, name: C.north2.employee.name },
    ]);
    expect(edited.body.data.content.description).toBeNull();
    const closed = await F.put('close', C.manager.token, { id: mine.id });
    expect(closed.body.data.content.closed_at).not.toBeNull();
    expect((await F.put('close', C.manager.token, { id: mine.id })).status).toBe(422);
    expect((await F.put('reopen', C.manager.token, { id: mine.id })).body.data.content.closed_at).toBeNull();
    expect((await F.del('delete', C.manager.token, { id: mine.id })).status).toBe(200);
    expect((await F.get('get', C.manager.token, { id: mine.id })).status).toBe(404);
    expect((await F.get('get', C.north1.token, { id: mine.id })).status).toBe(404);
    // Employees make nothing.
    expect(
      (
        await F.post('create', C.north1.token, {
          name: 'X',
          template_key: 'incident_report',
          location_ids: [C.north.id],
        })
      ).status,
    ).toBe(403);
  });
});

describe('forms: responses', () => {
  it('checks answers with the spec §5 texts, stores them normalised, and counts them', async () => {
    const form = await newForm(app, C.companyId, C.adminToken, { location_ids: [C.north.id] });
    const bad = await F.post('createResponse', C.north1.token, {
      form_id: form.id,
      response: { what: '', qty: '3x', phone: '555-12', mail: 'nope', shift: 'Night' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'response.what': [MSG.required],
      'response.qty': [MSG.phoneDigits],
      'response.phone': [MSG.phoneLength],
      'response.mail': [MSG.email],
      'response.shift': ['Choose one of the options'],
    });
    const good = await newResponse(app, C.companyId, C.north1.token, form.id, {
      what: 'Spill',
      qty: '2',
      phone: '(555)-123-4567',
      mail: 'A@B.CO',
      shift: 'PM',
      extra: 'dropped',
    });
    expect(good.response).toEqual({
      what: 'Spill',
      qty: 2,
      phone: '15551234567',
      mail: 'a@b.co',
      shift: 'PM',
    });
    expect(good.employee).toEqual({ id: C.north1.employee.id, name: C.north1.employee.name });
    expect(good.locations).toEqual([{ id: C.north.id, name: 'North' }]);
    expect(good.can_edit).toBe(true);
    // Not targeted: 404, like a form that does not exist.
    expect(
      (await F.post('createResponse', C.south1.token, { form_id: form.id, response: { what: 'x' } })).status,
    ).toBe(404);
    const forAdmin = (await F.get<TForm>('get', C.adminToken, { id: form.id })).body.data.content;
    expect(forAdmin.response_count).toBe(1);
    const forNorth2 = (await F.get<TForm>('get', C.north2.token, { id: form.id })).body.data.content;
    expect(forNorth2.response_count).toBe(0);
  });

  it('the author edits and deletes until the form closes; others read (management) or get 404', async () => {
    const form = await newForm(app, C.companyId, C.adminToken, { location_ids: [C.north.id] });
    const r = await newResponse(app, C.companyId, C.north1.token, form.id);
    expect((await F.get('getResponse', C.north2.token, { id: r.id })).status).toBe(404);
    expect(
      (await F.get<TFormResponse>('getResponse', C.manager.token, { id: r.id })).body.data.content.can_edit,
    ).toBe(false);
    expect(
      (await F.put('updateResponse', C.manager.token, { id: r.id, response: { what: 'x' } })).status,
    ).toBe(403);
    expect(
      (await F.put('updateResponse', C.north2.token, { id: r.id, response: { what: 'x' } })).status,
    ).toBe(404);
    const edited = await F.put<TFormResponse>('updateResponse', C.north1.token, {
      id: r.id,
      response: { what: 'Edited' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.content.response).toEqual({ what: 'Edited' });
    const mine = (
      await F.get<{ form_responses: TFormResponse[] }>('myResponses', C.north1.token, { form_id: form.id })
    ).body.data.content;
    expect(mine.form_responses.map((x) => x.id)).toEqual([r.id]);
    await F.put('close', C.adminToken, { id: form.id });
    expect(
      (await F.put('updateResponse', C.north1.token, { id: r.id, response: { what: 'Late' } })).status,
    ).toBe(422);
    expect((await F.del('deleteResponse', C.north1.token, { id: r.id })).status).toBe(422);
    expect(
      (await F.post('createResponse', C.north1.token, { form_id: form.id, response: { what: 'x' } })).status,
    ).toBe(422);
    expect(
      (await F.get<TFormResponse>('getResponse', C.north1.token, { id: r.id })).body.data.content.can_edit,
    ).toBe(false);
    await F.put('reopen', C.adminToken, { id: form.id });
    expect((await F.del('deleteResponse', C.north1.token, { id: r.id })).status).toBe(200);
    expect((await F.get('getResponse', C.adminToken, { id: r.id })).status).toBe(404);
  });

  it('lists responses for management by location and day, paged, and exports CSV and XLSX', async () => {
    const form = await newForm(app, C.companyId, C.adminToken, {
      location_ids: [C.north.id],
      audience_ids: [C.cooks.id],
    });
    await newResponse(app, C.companyId, C.north1.token, form.id, { what: '=cmd()', phone: '5551234567' });
    await newResponse(app, C.companyId, C.south1.token, form.id, { what: 'South, "quoted"' });
    const all = (
      await F.get<TFormResponsesPage>('listResponses', C.adminToken, { form_id: form.id, per_page: 1 })
    ).body.data.content;
    expect(all.total).toBe(2);
    expect(all.total_pages).toBe(2);
    expect(all.form_responses[0]?.response.what).toBe('South, "quoted"');
    const north = (
      await F.get<TFormResponsesPage>('listResponses', C.adminToken, {
        form_id: form.id,
        location_id: C.north.id,
      })
    ).body.data.content;
    expect(north.form_responses.map((r) => r.employee?.id)).toEqual([C.north1.employee.id]);
    const past = (
      await F.get<TFormResponsesPage>('listResponses', C.adminToken, { form_id: form.id, to: '2020-01-01' })
    ).body.data.content;
    expect(past.total).toBe(0);
    expect((await F.get('listResponses', C.north1.token, { form_id: form.id })).status).toBe(403);

    const csv = await app.inject({
      method: 'GET',
      url: '/api/forms/exportResponses',
      query: { company_id: String(C.companyId), form_id: String(form.id), format: 'csv' },
      headers: { authorization: `Bearer ${C.adminToken}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="Incident responses.csv"');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Response id,Employee,Locations,Sent at,Updated at,What happened,How many,Phone,E-mail,Shift,Photos,Signature',
    );
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain('"South, ""quoted"""');
    expect(csv.body).toContain("'=cmd()");
    expect(csv.body).toContain('(555) 123-4567');
    const xlsx = await app.inject({
      method: 'GET',
      url: '/api/forms/exportResponses',
      query: { company_id: String(C.companyId), form_id: String(form.id), format: 'xlsx' },
      headers: { authorization: `Bearer ${C.adminToken}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(6).value).toBe('What happened');
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(3).getCell(6).value).toBe('=cmd()');
  });
});
