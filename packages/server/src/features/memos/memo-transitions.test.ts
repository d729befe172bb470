import { MEMO_STATUSES, MEMO_TEXT, type MemoStatus, type TMemo } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany, insertMemo } from '../../../test/memos.js';

/**
 * The state rules of decisions.md, Memos, through the API: archive only a published or expired
 * message, expire only a scheduled or published memo, edit and change recipients only while
 * open. Every refusal answers 422 with the rule's text and leaves the row as it was.
 */

/** Pinned here, not read from the rule, so loosening the rule fails these tests. */
const ARCHIVABLE: readonly MemoStatus[] = ['published', 'expired'];
const EXPIRABLE: readonly MemoStatus[] = ['scheduled', 'published'];
const allows = (transition: 'archive' | 'expire', status: MemoStatus) =>
  (transition === 'archive' ? ARCHIVABLE : EXPIRABLE).includes(status);

const { app, db } = await buildTestApp();
const C = await buildMemoCompany(db);
const base = { company_id: C.companyId };

const row = (id: number) => db.selectFrom('memos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const targets = (id: number) =>
  db.selectFrom('memo_locations').select('location_id').where('memo_id', '=', id).execute();

async function memoIn(kind: 'message' | 'survey', status: MemoStatus) {
  const admin = await db
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', C.companyId)
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return insertMemo(db, { companyId: C.companyId, creatorId: admin.id, kind, status });
}

/** Calls a transition and checks it against the rule: 200 and moved, or 422 and untouched. */
async function attempt(opts: {
  kind: 'message' | 'survey';
  status: MemoStatus;
  transition: 'archive' | 'expire';
  url: string;
}) {
  const memo = await memoIn(opts.kind, opts.status);
  const allowed = allows(opts.transition, opts.status);
  const res = await call<TMemo>(app, 'POST', opts.url, {
    token: C.adminToken,
    body: { ...base, id: memo.id },
  });
  if (allowed) {
    expect(res.status).toBe(200);
    expect(res.body.data.content.status).toBe(opts.transition === 'archive' ? 'archived' : 'expired');
  } else {
    expect(res.status).toBe(422);
    const text = opts.transition === 'archive' ? MEMO_TEXT.cannotArchive : MEMO_TEXT.cannotExpire;
    expect(res.body).toMatchObject({ code: 'validation_failed', errors: { id: [text] } });
    expect(await row(memo.id)).toEqual(memo);
  }
  return allowed;
}

describe('message/archive', () => {
  for (const status of MEMO_STATUSES)
    it(`a ${status} message: ${allows('archive', status) ? 'archived' : '422'}`, async () => {
      await attempt({ kind: 'message', status, transition: 'archive', url: '/api/message/archive' });
    });

  it('is for messages only: a survey is not found there', async () => {
    const survey = await memoIn('survey', 'published');
    const res = await call(app, 'POST', '/api/message/archive', {
      token: C.adminToken,
      body: { ...base, id: survey.id },
    });
    expect(res.status).toBe(404);
    expect(await row(survey.id)).toEqual(survey);
  });
});

describe('{kind}/expire', () => {
  for (const kind of ['message', 'survey'] as const)
    for (const status of MEMO_STATUSES)
      it(`a ${status} ${kind}: ${allows('expire', status) ? 'expired' : '422'}`, async () => {
        await attempt({ kind, status, transition: 'expire', url: `/api/${kind}/expire` });
      });
});

describe('closed memos', () => {
  for (const status of ['expired', 'archived'] as const) {
    it(`a ${status} message refuses edits and recipient changes (422, unchanged)`, async () => {
      const memo = await memoIn('message', status);
      const edit = await call(app, 'POST', '/api/company/message', {
        token: C.adminToken,
        body: { ...base, id: memo.id, title: 'Changed', publish: true },
      });
      expect(edit.status).toBe(422);
      expect(edit.body.errors).toEqual({ id: [MEMO_TEXT.notEditable] });
      const recipients = await call(app, 'POST', '/api/memos/recipients', {
        token: C.adminToken,
        body: { ...base, id: memo.id, location_ids: [C.north.id] },
      });
      expect(recipients.status).toBe(422);
      expect(recipients.body.errors).toEqual({ id: [MEMO_TEXT.notPublished] });
      expect(await row(memo.id)).toEqual(memo);
      expect(await targets(memo.id)).toEqual([]);
    });
  }
});

describe('can_archive and can_expire', () => {
  for (const status of MEMO_STATUSES)
    it(`a ${status} message answers the rule`, async () => {
      const memo = await memoIn('message', status);
      const res = await call<TMemo>(app, 'GET', '/api/company/message', {
        token: C.adminToken,
        query: { company_id: String(C.companyId), id: String(memo.id) },
      });
      expect(res.body.data.content).toMatchObject({
        can_archive: allows('archive', status),
        can_expire: allows('expire', status),
      });
    });
});
