import type { TFlaggedOverview } from '@teamline/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newCelebration } from '../../../test/celebrations.js';
import { call } from '../../../test/factories.js';
import { buildFollowupCompany } from '../../../test/followups.js';
import { buildTestApp } from '../../../test/harness.js';
import { newMemo, QUESTIONS } from '../../../test/memos.js';

/**
 * What management's screens hear as employees respond (issue 11): `memo.response`,
 * `followup.updated` and `notifications.read`, published after the commit and only to people
 * allowed to see them.
 */

const { app, db, deps } = await buildTestApp();
afterEach(() => vi.restoreAllMocks());

/** Every publish to users while `act` runs, as [event, sorted user ids, payload]. */
async function published(act: () => Promise<unknown>) {
  const spy = vi.spyOn(deps.realtime, 'publishToUsers');
  await act();
  const calls = spy.mock.calls.map(([users, event, payload]) => ({
    event,
    users: [...users].sort((a, b) => a - b),
    payload,
  }));
  spy.mockRestore();
  return calls;
}
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const ofEvent = (calls: Awaited<ReturnType<typeof published>>, event: string) =>
  calls.filter((c) => c.event === event);

async function setup() {
  const C = await buildFollowupCompany(db);
  const base = { company_id: C.companyId };
  // The North manager's message to North (north1 reports to them too).
  const memo = await newMemo(app, C.manager.token, 'message', {
    ...base,
    title: 'Fridge rota',
    type: 'standard',
    location_ids: [C.north.id],
    publish: true,
  });
  const open = (token: string, id = memo.id) =>
    call(app, 'POST', '/api/app/employee-messages', { token, body: { ...base, memo_id: id } });
  return { C, base, memo, open };
}

describe('memo.response', () => {
  it('reading (the first time) and acknowledging reach the memo’s managers and the employee’s, nobody else', async () => {
    const { C, base, memo, open } = await setup();
    const watchers = sorted([C.manager.user.id, C.admin.id]);
    const payload = { company_id: C.companyId, memo_id: memo.id, employee_id: C.north1.employee.id };

    const read = await published(() => open(C.north1.token));
    expect(ofEvent(read, 'memo.response')).toEqual([{ event: 'memo.response', users: watchers, payload }]);
    expect(ofEvent(await published(() => open(C.north1.token)), 'memo.response')).toEqual([]);

    const ack = await published(() =>
      call(app, 'POST', '/api/employee-message/acknowledge', {
        token: C.north1.token,
        body: { ...base, id: memo.id },
      }),
    );
    expect(ofEvent(ack, 'memo.response')).toEqual([{ event: 'memo.response', users: watchers, payload }]);
    for (const c of ack) expect(c.users).not.toContain(C.southManager.user.id);
  });

  it('a survey answer reaches the admins (its creator) and the South manager for a South employee', async () => {
    const { C, base } = await setup();
    const survey = await newMemo(app, C.adminToken, 'survey', {
      ...base,
      title: 'Pulse',
      options: QUESTIONS,
      location_ids: [C.south.id],
      publish: true,
    });
    const calls = await published(() =>
      call(app, 'POST', '/api/employee-survey', {
        token: C.south1.token,
        body: {
          ...base,
          id: survey.id,
          answers: [
            { question: 0, answer: 'Yes' },
            { question: 1, answer: '4' },
          ],
        },
      }),
    );
    expect(ofEvent(calls, 'memo.response').map((c) => c.users)).toEqual([
      sorted([C.admin.id, C.southManager.user.id]),
    ]);
  });

  it('a refused acknowledgement publishes nothing', async () => {
    const { C, base, memo } = await setup();
    const calls = await published(() =>
      call(app, 'POST', '/api/employee-message/acknowledge', {
        token: C.south1.token,
        body: { ...base, id: memo.id },
      }),
    );
    expect(calls).toEqual([]);
  });
});

describe('followup.updated', () => {
  it('a flag reaches the management who answer it and the employee, not another manager', async () => {
    const { C, base, memo } = await setup();
    const calls = await published(() =>
      call(app, 'POST', '/api/employee-message/flag', {
        token: C.north1.token,
        body: { ...base, id: memo.id, note: 'Wrong day' },
      }),
    );
    expect(ofEvent(calls, 'followup.updated').map((c) => c.users)).toEqual([
      sorted([C.admin.id, C.manager.user.id, C.north1.user.id]),
    ]);
    expect(ofEvent(calls, 'memo.response').map((c) => c.users)).toEqual([
      sorted([C.admin.id, C.manager.user.id]),
    ]);
    expect(calls.flatMap((c) => c.users)).not.toContain(C.southManager.user.id);
  });
});

describe('notifications lead to their subject and are read by opening it', () => {
  const unread = (userId: number, companyId: number) =>
    db
      .selectFrom('notifications')
      .select(['type', 'type_id'])
      .where('user_id', '=', userId)
      .where('company_id', '=', companyId)
      .where('read_at', 'is', null)
      .orderBy('id')
      .execute();

  it('opening a memo reads its notification and tells the user’s other tabs', async () => {
    const { C, memo, open } = await setup();
    expect(await unread(C.north1.user.id, C.companyId)).toContainEqual({ type: 'MESSAGE', type_id: memo.id });
    const calls = await published(() => open(C.north1.token));
    expect(await unread(C.north1.user.id, C.companyId)).not.toContainEqual({
      type: 'MESSAGE',
      type_id: memo.id,
    });
    expect(ofEvent(calls, 'notifications.read')).toEqual([
      { event: 'notifications.read', users: [C.north1.user.id], payload: { company_id: C.companyId } },
    ]);
  });

  it('acknowledging or flagging a memo without opening it first reads its notice too', async () => {
    const { C, base, memo } = await setup();
    await call(app, 'POST', '/api/employee-message/acknowledge', {
      token: C.north1.token,
      body: { ...base, id: memo.id },
    });
    expect(await unread(C.north1.user.id, C.companyId)).not.toContainEqual({
      type: 'MESSAGE',
      type_id: memo.id,
    });
    await call(app, 'POST', '/api/employee-message/flag', {
      token: C.north2.token,
      body: { ...base, id: memo.id },
    });
    expect(await unread(C.north2.user.id, C.companyId)).not.toContainEqual({
      type: 'MESSAGE',
      type_id: memo.id,
    });
  });

  it('a flag’s answer names the memo; answering reads the manager’s notice; opening the memo reads the answer', async () => {
    const { C, base, memo, open } = await setup();
    await open(C.north1.token);
    await call(app, 'POST', '/api/employee-message/flag', {
      token: C.north1.token,
      body: { ...base, id: memo.id, note: 'Wrong day' },
    });
    const overview = await call<TFlaggedOverview>(app, 'GET', '/api/company/messages/flagged', {
      token: C.manager.token,
      query: { company_id: String(C.companyId) },
    });
    const item = overview.body.data.content.flagged_messages[0];
    expect(await unread(C.manager.user.id, C.companyId)).toContainEqual({
      type: 'FLAGGED_MESSAGE',
      type_id: item?.id,
    });
    await call(app, 'POST', '/api/message/flagged', {
      token: C.manager.token,
      body: { ...base, id: item?.id, manager_note: 'Fixed' },
    });
    expect(await unread(C.manager.user.id, C.companyId)).not.toContainEqual(
      expect.objectContaining({ type: 'FLAGGED_MESSAGE' }),
    );
    expect(await unread(C.north1.user.id, C.companyId)).toContainEqual({
      type: 'FLAG_ANSWERED',
      type_id: memo.id,
    });
    await open(C.north1.token);
    expect(await unread(C.north1.user.id, C.companyId)).toEqual([]);
  });

  it('closing a raised hand reads its answer; mark read and clear tell the other tabs', async () => {
    const { C, base } = await setup();
    const raised = await call<{ raised_hand: { id: number } }>(app, 'POST', '/api/employee-hand/raise', {
      token: C.north1.token,
      body: { ...base, note: 'Help' },
    });
    const id = raised.body.data.content.raised_hand.id;
    await call(app, 'POST', '/api/message/raised-hand', { token: C.manager.token, body: { ...base, id } });
    expect(await unread(C.north1.user.id, C.companyId)).toContainEqual({
      type: 'RAISED_HAND_ANSWERED',
      type_id: id,
    });
    await call(app, 'POST', '/api/employee-hand/acknowledge', {
      token: C.north1.token,
      body: { ...base, id },
    });
    expect(await unread(C.north1.user.id, C.companyId)).not.toContainEqual(
      expect.objectContaining({ type: 'RAISED_HAND_ANSWERED' }),
    );

    const row = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', C.north1.user.id)
      .where('company_id', '=', C.companyId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    const read = await published(() =>
      call(app, 'POST', '/api/notifications/read', { token: C.north1.token, body: { ...base, id: row.id } }),
    );
    expect(ofEvent(read, 'notifications.read').map((c) => c.users)).toEqual([[C.north1.user.id]]);
    const clear = await published(() =>
      call(app, 'POST', '/api/notifications/clear', { token: C.north1.token, body: base }),
    );
    expect(ofEvent(clear, 'notifications.read').map((c) => c.users)).toEqual([[C.north1.user.id]]);
  });

  it('celebrating reads the celebration’s notice; the celebration’s figures reach its managers', async () => {
    const { C, base } = await setup();
    const party = await newCelebration(app, C.adminToken, {
      ...base,
      celebrated_employee_id: C.north1.employee.id,
      location_ids: [C.north.id],
      publish: true,
    });
    expect(await unread(C.north2.user.id, C.companyId)).toContainEqual({
      type: 'CELEBRATION',
      type_id: party.id,
    });
    const calls = await published(() =>
      call(app, 'POST', '/api/employee-celebrate', {
        token: C.north2.token,
        body: { ...base, id: party.id, option: 'Congrats' },
      }),
    );
    expect(await unread(C.north2.user.id, C.companyId)).not.toContainEqual(
      expect.objectContaining({ type: 'CELEBRATION' }),
    );
    expect(ofEvent(calls, 'memo.response').map((c) => c.users)).toEqual([
      sorted([C.admin.id, C.manager.user.id]),
    ]);
    expect(ofEvent(calls, 'notifications.read').map((c) => c.users)).toEqual([[C.north2.user.id]]);
  });
});
