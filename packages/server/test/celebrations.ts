import type { TMemo } from '@teamline/shared';
import { expect } from 'vitest';
import { call } from './factories.js';
import type { TestApp } from './harness.js';

/** Creates a celebration through the API (POST company/celebration/new) and answers it (expects 200). */
export async function newCelebration(
  app: TestApp,
  token: string,
  body: Record<string, unknown>,
): Promise<TMemo> {
  const res = await call<TMemo>(app, 'POST', '/api/company/celebration/new', {
    token,
    body: { title: 'Congratulations', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.content;
}
