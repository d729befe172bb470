import type { TMemo } from '@teamline/shared';
import type { Database } from '../src/db/index.js';
import { nowIso } from '../src/db/index.js';
import type { TestApp } from './harness.js';
import { upload } from './uploads.js';

/** Attaches a file through the kind's media path (multipart: file, memo_id, company_id). */
export function attach(
  app: TestApp,
  opts: {
    token: string;
    path?: string;
    companyId: number;
    memoId: number;
    file?: { name: string; content: Buffer };
    name?: string;
  },
) {
  return upload<TMemo>(app, `/api/${opts.path ?? 'message/media'}`, {
    token: opts.token,
    fields: {
      company_id: String(opts.companyId),
      memo_id: String(opts.memoId),
      ...(opts.name ? { name: opts.name } : {}),
    },
    ...(opts.file ? { file: opts.file } : {}),
  });
}

/** GET of a media url (relative, /api/...) with a bearer token or the session cookie. */
export async function fetchMedia(
  app: TestApp,
  url: string,
  opts: { token?: string; cookies?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.cookies ? { cookies: opts.cookies } : {}),
  });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

/** A celebration memo row (the celebrations feature builds them; media only needs the row). */
export async function insertCelebration(db: Database, companyId: number, creatorId: number) {
  const now = nowIso();
  return db
    .insertInto('memos')
    .values({
      company_id: companyId,
      kind: 'celebration',
      status: 'draft',
      title: 'Happy birthday',
      content: '',
      priority: 'normal',
      signature: false,
      type: 'standard',
      mode: 'segments',
      options_key: 'custom',
      creator_id: creatorId,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
