import type { TPackage } from '@teamline/shared';
import { call } from './factories.js';
import type { TestApp } from './harness.js';

/** Calls under /api/memo-template-packages/ for one company. */
export function packageCalls(app: TestApp, companyId: number) {
  const url = (path: string) => `/api/memo-template-packages/${path}`;
  const body = (extra: Record<string, unknown>) => ({ company_id: companyId, ...extra });
  return {
    post: <T = TPackage>(
      path: string,
      token: string,
      extra: Record<string, unknown> = {},
      headers?: Record<string, string>,
    ) => call<T>(app, 'POST', url(path), { token, body: body(extra), headers }),
    put: <T = TPackage>(path: string, token: string, extra: Record<string, unknown> = {}) =>
      call<T>(app, 'PUT', url(path), { token, body: body(extra) }),
    del: <T = TPackage>(path: string, token: string, extra: Record<string, unknown> = {}) =>
      call<T>(app, 'DELETE', url(path), { token, body: body(extra) }),
    get: <T = TPackage>(path: string, token: string, query: Record<string, unknown> = {}) =>
      call<T>(app, 'GET', url(path), {
        token,
        query: Object.fromEntries(Object.entries(body(query)).map(([k, v]) => [k, String(v)])),
      }),
  };
}
