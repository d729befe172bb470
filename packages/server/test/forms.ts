import type { TForm, TFormFile, TFormResponse } from '@teamline/shared';
import { expect } from 'vitest';
import { call } from './factories.js';
import type { TestApp } from './harness.js';
import { upload } from './uploads.js';

/** Helpers of the forms tests: calls under /api/forms/ for one company. */
export function formCalls(app: TestApp, companyId: number) {
  const url = (path: string) => `/api/forms/${path}`;
  const body = (extra: Record<string, unknown>) => ({ company_id: companyId, ...extra });
  return {
    post: <T = TForm>(path: string, token: string, extra: Record<string, unknown> = {}) =>
      call<T>(app, 'POST', url(path), { token, body: body(extra) }),
    put: <T = TForm>(path: string, token: string, extra: Record<string, unknown> = {}) =>
      call<T>(app, 'PUT', url(path), { token, body: body(extra) }),
    del: <T = unknown>(path: string, token: string, extra: Record<string, unknown> = {}) =>
      call<T>(app, 'DELETE', url(path), { token, body: body(extra) }),
    get: <T = TForm>(path: string, token: string, query: Record<string, unknown> = {}) =>
      call<T>(app, 'GET', url(path), {
        token,
        query: Object.fromEntries(Object.entries(body(query)).map(([k, v]) => [k, String(v)])),
      }),
    /** POST forms/uploadFile (multipart: file, id = the form, company_id). */
    upload: (token: string, formId: number, file: { name: string; content: Buffer }) =>
      upload<TFormFile>(app, url('uploadFile'), {
        token,
        fields: { company_id: String(companyId), id: String(formId) },
        file,
      }),
  };
}

/** The fields of the forms tests: one of each kind that matters. */
export const FIELDS = [
  { key: 'what', type: 'text', label: 'What happened', required: true },
  { key: 'qty', type: 'number', label: 'How many' },
  { key: 'phone', type: 'phone', label: 'Phone' },
  { key: 'mail', type: 'email', label: 'E-mail' },
  { key: 'shift', type: 'single_choice', label: 'Shift', options: ['AM', 'PM'] },
  { key: 'photos', type: 'file', label: 'Photos' },
  { key: 'sign', type: 'signature', label: 'Signature' },
];

/** A form made through the API (expects 200). */
export async function newForm(
  app: TestApp,
  companyId: number,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<TForm> {
  const res = await formCalls(app, companyId).post('create', token, {
    name: 'Incident',
    fields: FIELDS,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.content;
}

/** A response sent through the API (expects 200). */
export async function newResponse(
  app: TestApp,
  companyId: number,
  token: string,
  formId: number,
  response: Record<string, unknown> = { what: 'A spill' },
): Promise<TFormResponse> {
  const res = await formCalls(app, companyId).post<TFormResponse>('createResponse', token, {
    form_id: formId,
    response,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.content;
}
