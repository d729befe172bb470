import { expect } from 'vitest';
import type { Database } from '../src/db/index.js';
import { formCalls, newForm, newResponse } from './forms.js';
import type { TestApp } from './harness.js';
import { mediaSamples } from './media-files.js';

/**
 * Forms in the cross-tenant suite: company A's template, form (targeted to A's member), response
 * and response file, and the rows of every forms route asked with A's id and with A's records
 * under B's id.
 */

interface Tenant {
  company: { id: number };
  adminToken: string;
}

export async function buildTenantAForms(
  app: TestApp,
  db: Database,
  a: Tenant & { member: { employee: { id: number }; token: string }; locationId: number },
) {
  const F = formCalls(app, a.company.id);
  const template = await F.post<{ id: number }>('createTemplate', a.adminToken, {
    name: 'A template',
    fields: [{ key: 'a', type: 'text', label: 'A' }],
  });
  expect(template.status).toBe(200);
  const form = await newForm(app, a.company.id, a.adminToken, {
    name: 'A form',
    recipient_ids: [a.member.employee.id],
  });
  const png = (await mediaSamples()).png;
  const file = await F.upload(a.member.token, form.id, { name: 'a.png', content: png });
  expect(file.status).toBe(200);
  const response = await newResponse(app, a.company.id, a.member.token, form.id, {
    what: 'A answer',
    photos: [file.body.data.content.id],
  });
  const key = await db
    .selectFrom('form_response_files')
    .select('storage_key')
    .where('id', '=', file.body.data.content.id)
    .executeTakeFirstOrThrow();
  return {
    templateId: template.body.data.content.id,
    formId: form.id,
    responseId: response.id,
    fileKey: key.storage_key,
    locationId: a.locationId,
  };
}

export type TenantAForms = Awaited<ReturnType<typeof buildTenantAForms>>;

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  input: (ctx: { a: Tenant; b: Tenant }) => Record<string, unknown>;
  multipart?: boolean;
}

export function formRows(AF: TenantAForms): Row[] {
  const rows: Row[] = [];
  const fields = [{ key: 'x', type: 'text', label: 'Intruder' }];
  const calls: [Row['method'], string, Record<string, unknown>, boolean, boolean?][] = [
    // method, path, input, also under B with A's record, multipart
    ['GET', 'listTemplates', {}, false],
    ['POST', 'createTemplate', { name: 'Intruder', fields }, false],
    ['PUT', 'updateTemplate', { id: AF.templateId, name: 'Intruder' }, true],
    ['DELETE', 'deleteTemplate', { id: AF.templateId }, true],
    ['GET', 'list', {}, false],
    ['GET', 'get', { id: AF.formId }, true],
    ['POST', 'create', { name: 'Intruder', fields, location_ids: [AF.locationId] }, true],
    ['POST', 'create', { name: 'Intruder', template_id: AF.templateId, recipient_ids: [] }, true],
    ['PUT', 'update', { id: AF.formId, name: 'Intruder' }, true],
    ['PUT', 'close', { id: AF.formId }, true],
    ['PUT', 'reopen', { id: AF.formId }, true],
    ['DELETE', 'delete', { id: AF.formId }, true],
    ['GET', 'getResponse', { id: AF.responseId }, true],
    ['POST', 'createResponse', { form_id: AF.formId, response: { what: 'Intruder' } }, true],
    ['PUT', 'updateResponse', { id: AF.responseId, response: { what: 'Intruder' } }, true],
    ['DELETE', 'deleteResponse', { id: AF.responseId }, true],
    ['GET', 'myResponses', { form_id: AF.formId }, true],
    ['GET', 'listResponses', { form_id: AF.formId }, true],
    ['GET', 'exportResponses', { form_id: AF.formId, format: 'xlsx' }, true],
    ['POST', 'emailResponse', { form_response_id: AF.responseId, email: 'intruder@example.test' }, true],
    ['POST', 'uploadFile', { id: AF.formId }, true, true],
  ];
  for (const [method, path, extra, underB, multipart] of calls) {
    const url = `/api/forms/${path}`;
    const flag = multipart ? { multipart: true } : {};
    rows.push({
      name: `${url} (A id)`,
      method,
      url,
      ...flag,
      input: ({ a }) => ({ company_id: a.company.id, ...extra }),
    });
    if (underB)
      rows.push({
        name: `${url} (A's form records under B)`,
        method,
        url,
        ...flag,
        input: ({ b }) => ({ company_id: b.company.id, ...extra }),
      });
  }
  rows.push({
    name: "media/signature (A's form response file under B)",
    method: 'GET',
    url: '/api/media/signature',
    input: ({ b }) => ({ company_id: b.company.id, file_path: AF.fileKey }),
  });
  rows.push({
    name: 'media/signature (A form response file, A id)',
    method: 'GET',
    url: '/api/media/signature',
    input: ({ a }) => ({ company_id: a.company.id, file_path: AF.fileKey }),
  });
  return rows;
}

/** A's form records after B's tries: nothing changed, closed, deleted or sent. */
export async function expectTenantAFormsUntouched(db: Database, AF: TenantAForms) {
  const form = await db.selectFrom('forms').selectAll().where('id', '=', AF.formId).executeTakeFirstOrThrow();
  expect([form.name, form.closed_at, form.deleted_at]).toEqual(['A form', null, null]);
  const template = await db
    .selectFrom('form_templates')
    .selectAll()
    .where('id', '=', AF.templateId)
    .executeTakeFirstOrThrow();
  expect([template.name, template.deleted_at]).toEqual(['A template', null]);
  const responses = await db
    .selectFrom('form_responses')
    .select(['id', 'response'])
    .where('form_id', '=', AF.formId)
    .execute();
  expect(responses.map((r) => r.id)).toEqual([AF.responseId]);
  expect(responses[0]?.response).toContain('A answer');
  const intruders = await db.selectFrom('forms').select('id').where('name', '=', 'Intruder').execute();
  expect(intruders).toEqual([]);
}
