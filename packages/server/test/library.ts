import type { TMediaFile, TMediaFileAnswer, TMediaPage } from '@teamline/shared';
import { expect } from 'vitest';
import { call } from './factories.js';
import type { TestApp } from './harness.js';
import { upload } from './uploads.js';

/** media/create through the API (multipart; ids as "1,2"). */
export function createLibraryFile(
  app: TestApp,
  opts: {
    token: string;
    companyId: number;
    file?: { name: string; content: Buffer };
    fields?: Record<string, string>;
    headers?: Record<string, string>;
  },
) {
  return upload<TMediaFileAnswer>(app, '/api/media/create', {
    token: opts.token,
    fields: { company_id: String(opts.companyId), ...opts.fields },
    ...(opts.file ? { file: opts.file } : {}),
    ...(opts.headers ? { headers: opts.headers } : {}),
  });
}

/** media/create, expecting 200: the new file. */
export async function newLibraryFile(...args: Parameters<typeof createLibraryFile>): Promise<TMediaFile> {
  const res = await createLibraryFile(...args);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.content.media;
}

/** media/list as `token` sees it. */
export async function listLibrary(app: TestApp, token: string, body: Record<string, unknown>) {
  return call<TMediaPage>(app, 'POST', '/api/media/list', { token, body });
}
