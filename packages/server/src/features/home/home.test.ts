import type { THome } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany, newMemo } from '../../../test/memos.js';

const { app, db } = await buildTestApp();
const C = await buildMemoCompany(db);
const base = { company_id: C.companyId };
const home = (token: string, companyId = C.companyId) =>
  call<THome>(app, 'GET', '/api/home', { token, query: { company_id: String(companyId) } });

// A message to North (north1, north2, the manager) due an hour ago; north1 acknowledges it.
const memo = await newMemo(app, C.adminToken, 'message', {
  ...base,
  title: 'Past due',
  location_ids: [C.north.id],
  publish: true,
});
await db
  .updateTable('memos')
  .set({ due_at: new Date(Date.now() - 3600_000).toISOString() })
  .where('id', '=', memo.id)
  .execute();
await call(app, 'POST', '/api/employee-message/acknowledge', {
  token: C.north1.token,
  body: { ...base, id: memo.id },
});
await call(app, 'POST', '/api/employee-hand/raise', {
  token: C.north2.token,
  body: { ...base, note: 'Need help', is_urgent: true },
});

describe('GET home', () => {
  it('401 without a token; 404 for another company', async () => {
    expect((await call(app, 'GET', '/api/home', { query: { company_id: String(C.companyId) } })).status).toBe(
      401,
    );
    expect((await home(C.adminToken, 999_999)).status).toBe(404);
  });

  it('management: recent memos with reach and rate, past-due by location, open follow-ups', async () => {
    const res = await home(C.adminToken);
    expect(res.status).toBe(200);
    const m = res.body.data.content.management;
    expect(res.body.data.content.is_management).toBe(true);
    expect(m?.recent_memos).toEqual([
      expect.objectContaining({
        id: memo.id,
        recipient_count: 3,
        read_count: 1,
        responded_count: 1,
        past_due_count: 2,
        response_rate: 1 / 3,
      }),
    ]);
    expect(m?.reach).toEqual({ recipient_count: 3, responded_count: 1, response_rate: 1 / 3 });
    expect(m?.past_due_by_location).toEqual([
      {
        location_id: C.north.id,
        location_name: 'North',
        count: 2,
        memos: [{ id: memo.id, name: 'Past due' }],
      },
    ]);
    expect(m?.followups).toMatchObject({ raised_hands: 1, urgent: 1, awaiting_manager: 1 });
  });

  it('a plain employee gets their own inbox counts and follow-up state only', async () => {
    const res = await home(C.north2.token);
    expect(res.body.data.content).toMatchObject({
      is_management: false,
      management: null,
      employee: {
        unread_memo_count: 1,
        unread_memo_past_due_count: 1,
        checkin: null,
        raised_hand: { note: 'Need help' },
      },
    });
  });
});
