import type { TScheduledSend } from '@teamline/shared';
import { expect } from 'vitest';
import { call } from './factories.js';
import type { TestApp } from './harness.js';

/** Helpers of the scheduled-send tests: calls under /api/scheduled-sends/ for one company. */
export function scheduleCalls(app: TestApp, companyId: number) {
  const url = (path: string) => `/api/scheduled-sends/${path}`;
  const body = (extra: Record<string, unknown>) => ({ company_id: companyId, ...extra });
  return {
    post: <T = TScheduledSend>(path: string, token: string, extra: Record<string, unknown> = {}) =>
      call<T>(app, 'POST', url(path), { token, body: body(extra) }),
    put: <T = TScheduledSend>(path: string, token: string, extra: Record<string, unknown> = {}) =>
      call<T>(app, 'PUT', url(path), { token, body: body(extra) }),
    del: <T = unknown>(path: string, token: string, extra: Record<string, unknown> = {}) =>
      call<T>(app, 'DELETE', url(path), { token, body: body(extra) }),
    get: <T = TScheduledSend>(path: string, token: string, query: Record<string, unknown> = {}) =>
      call<T>(app, 'GET', url(path), {
        token,
        query: Object.fromEntries(Object.entries(body(query)).map(([k, v]) => [k, String(v)])),
      }),
  };
}

/** A schedule made through the API (expects 200). */
export async function newSchedule(
  app: TestApp,
  companyId: number,
  token: string,
  extra: Record<string, unknown>,
): Promise<TScheduledSend> {
  const res = await scheduleCalls(app, companyId).post('create', token, extra);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.content;
}

/** The local date (YYYY-MM-DD) a number of days from the real today, in UTC. */
export const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
