import type { TMemosPage } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { memoCompanyWithBase, memoResponseRows, newMemo } from '../../../test/memos.js';
import { buildEmployee } from '../../../test/people.js';

const { app, db } = await buildTestApp();

const company = () => memoCompanyWithBase(db);
const responses = (memoId: number) => memoResponseRows(db, memoId);

describe('recipients and managers', () => {
  it('memos/recipients adds only the new people of a published memo; delete-recipients removes untouched rows', async () => {
    const { C, base } = await company();
    const memo = await newMemo(app, C.adminToken, 'message', {
      ...base,
      location_ids: [C.north.id],
      publish: true,
    });
    const before = (await responses(memo.id)).length;
    const preview = await call<{ recipient_count: number }>(app, 'POST', '/api/memos/recipients', {
      token: C.adminToken,
      body: { ...base, location_ids: [C.south.id], preview: true },
    });
    expect(preview.body.data.content.recipient_count).toBe(1);
    const added = await call<{ added_count: number; recipient_count: number }>(
      app,
      'POST',
      '/api/memos/recipients',
      {
        token: C.adminToken,
        body: { ...base, id: memo.id, location_ids: [C.south.id] },
      },
    );
    expect(added.body.data.content).toMatchObject({ added_count: 1, recipient_count: before + 1 });
    const removed = await call<{ removed_count: number }>(app, 'DELETE', '/api/memos/delete-recipients', {
      token: C.adminToken,
      body: { ...base, id: memo.id, location_ids: [C.south.id] },
    });
    expect(removed.body.data.content.removed_count).toBe(1);
    expect(await responses(memo.id)).toHaveLength(before);
  });

  it('a manager reaches only their own people and sees only their own memos', async () => {
    const { C, base } = await company();
    const outside = await call(app, 'POST', '/api/message/new', {
      token: C.manager.token,
      body: { ...base, title: 'x', location_ids: [C.south.id] },
    });
    expect(outside.status).toBe(422);
    expect(outside.body.errors).toEqual({ location_ids: ['You may only send to employees you manage'] });
    const person = await call(app, 'POST', '/api/message/new', {
      token: C.manager.token,
      body: { ...base, title: 'x', recipient_ids: [C.south1.employee.id] },
    });
    expect(person.body.errors).toEqual({ recipient_ids: ['You may only send to employees you manage'] });
    // An audience reaches only the manager's people: Cooks (south1) is outside: North only —
    // the manager, north1, north2 and Paper (no account).
    await buildEmployee(db, C.companyId, { name: 'Paper', locationIds: [C.north.id] });
    const mine = await newMemo(app, C.manager.token, 'message', {
      ...base,
      location_ids: [C.north.id],
      audience_ids: [C.cooks.id],
      publish: true,
    });
    expect(mine.recipient_count).toBe(4);
    const list = await call<TMemosPage>(app, 'POST', '/api/memos/list', {
      token: C.manager.token,
      body: base,
    });
    expect(list.body.data.content.memos.map((m) => m.id)).toEqual([mine.id]);
    const other = await buildMember(db, C.companyId, 'manager');
    const hidden = await call(app, 'GET', '/api/memos/get', {
      token: other.token,
      query: { company_id: String(C.companyId), id: String(mine.id) },
    });
    expect(hidden.status).toBe(404);
  });
});
