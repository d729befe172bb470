import type { TMemoTemplate } from '@teamline/shared';
import { expect } from 'vitest';
import { call } from './factories.js';
import type { TestApp } from './harness.js';
import { multipart } from './uploads.js';

/** Helpers of the memo template tests: calls under /api/memo-templates/ for one caller. */
export function templateCalls(app: TestApp, companyId: number) {
  const url = (path: string) => `/api/memo-templates/${path}`;
  const body = (extra: Record<string, unknown>) => ({ company_id: companyId, ...extra });
  return {
    post: <T = TMemoTemplate>(path: string, token: string, extra: Record<string, unknown> = {}) =>
      call<T>(app, 'POST', url(path), { token, body: body(extra) }),
    put: <T = TMemoTemplate>(path: string, token: string, extra: Record<string, unknown> = {}) =>
      call<T>(app, 'PUT', url(path), { token, body: body(extra) }),
    del: <T = unknown>(path: string, token: string, extra: Record<string, unknown> = {}) =>
      call<T>(app, 'DELETE', url(path), { token, body: body(extra) }),
    get: <T = TMemoTemplate>(path: string, token: string, query: Record<string, unknown> = {}) =>
      call<T>(app, 'GET', url(path), {
        token,
        query: Object.fromEntries(Object.entries(body(query)).map(([k, v]) => [k, String(v)])),
      }),
    /** PUT memo-templates/media (multipart). */
    attach: async (token: string, id: number, file: { name: string; content: Buffer }) => {
      const { payload, contentType } = multipart({ company_id: String(companyId), id: String(id) }, file);
      const res = await app.inject({
        method: 'PUT',
        url: url('media'),
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      });
      return { status: res.statusCode, body: res.json() as { data: { content: TMemoTemplate } } };
    },
  };
}

/** A template written through the API (expects 200). */
export async function newTemplate(
  app: TestApp,
  companyId: number,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<TMemoTemplate> {
  const res = await templateCalls(app, companyId).post('create', token, {
    kind: 'message',
    title: 'Holiday hours',
    content: '<p>We close at <strong>6 pm</strong></p>',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.content;
}
