import type {
  TEmployeeDetail,
  TFlaggedMessage,
  TFlaggedOverview,
  THome,
  TInbox,
  TMemoDetail,
  TMemoResponseBundle,
  TRaisedHand,
} from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { buildFollowupCompany, raiseHand } from '../../../test/followups.js';
import { buildTestApp } from '../../../test/harness.js';
import { newMemo } from '../../../test/memos.js';

/**
 * The follow-up lifecycle (open → answered → closed) shows the same truth on every screen: the
 * Follow-ups tabs and counts, Home, the Team list's markers, the employee's memo, the memo detail.
 */

const { app, db } = await buildTestApp();

async function setup() {
  const C = await buildFollowupCompany(db);
  const base = { company_id: C.companyId };
  const q = (extra: Record<string, string> = {}) => ({ company_id: String(C.companyId), ...extra });
  const overview = async (token: string, status?: 'open' | 'answered') =>
    (
      await call<TFlaggedOverview>(app, 'GET', '/api/company/messages/flagged', {
        token,
        query: q(status ? { status } : {}),
      })
    ).body.data.content;
  const home = async (token: string) =>
    (await call<THome>(app, 'GET', '/api/home', { token, query: q() })).body.data.content;
  const teamRow = async (token: string, employeeId: number) =>
    (
      await call<{ employees: TEmployeeDetail[] }>(app, 'GET', '/api/employees', { token, query: q() })
    ).body.data.content.employees.find((e) => e.id === employeeId);
  const openMemo = async (token: string, memoId: number) =>
    (
      await call<TInbox>(app, 'POST', '/api/app/employee-messages', {
        token,
        body: { ...base, memo_id: memoId },
      })
    ).body.data.content.memos[0];
  const detail = async (token: string, memoId: number) =>
    (await call<TMemoDetail>(app, 'GET', '/api/memos/get', { token, query: q({ id: String(memoId) }) })).body
      .data.content;
  const memo = await newMemo(app, C.adminToken, 'message', {
    ...base,
    title: 'Flag me',
    type: 'standard',
    location_ids: [C.north.id],
    publish: true,
  });
  return { C, base, overview, home, teamRow, openMemo, detail, memo };
}

describe('a flagged message through its lifecycle', () => {
  it('open → answered → closed by the employee: every screen agrees at each step', async () => {
    const { C, base, overview, home, teamRow, openMemo, detail, memo } = await setup();
    const flag = await call<TMemoResponseBundle>(app, 'POST', '/api/employee-message/flag', {
      token: C.north1.token,
      body: { ...base, id: memo.id, note: 'The date is wrong', is_urgent: true },
    });
    expect(flag.status).toBe(200);
    expect(flag.body.data.content.flagged_memos.map((m) => m.id)).toEqual([memo.id]);

    // Open: awaits the manager everywhere.
    const open = await overview(C.manager.token);
    expect(open.flagged_messages).toHaveLength(1);
    const item = open.flagged_messages[0] as TFlaggedMessage;
    expect(item).toMatchObject({ flag_state: 'open', is_awaiting_manager: true });
    expect(open.counts).toMatchObject({
      flagged_messages: 1,
      urgent: 1,
      awaiting_manager: 1,
      awaiting_employee: 0,
    });
    expect((await home(C.manager.token)).management?.followups).toEqual(open.counts);
    expect(await teamRow(C.manager.token, C.north1.employee.id)).toMatchObject({
      has_flag: true,
      is_awaiting_manager: true,
      is_awaiting_employee: false,
    });
    expect((await openMemo(C.north1.token, memo.id))?.employee_response).toMatchObject({
      flag_state: 'open',
    });
    const recipient = (await detail(C.adminToken, memo.id)).stats.recipients.find(
      (r) => r.employee_id === C.north1.employee.id,
    );
    expect(recipient).toMatchObject({
      flag_state: 'open',
      flag_note: 'The date is wrong',
      manager_note: null,
    });

    // Answered: it leaves the Open tab, Home's count and the Team list's flag; the employee sees the answer.
    const answered = await call<TFlaggedMessage>(app, 'POST', '/api/message/flagged', {
      token: C.manager.token,
      body: { ...base, id: item.id, manager_note: 'Fixed, thanks' },
    });
    expect(answered.body.data.content).toMatchObject({ flag_state: 'answered', is_awaiting_employee: true });
    const afterAnswer = await overview(C.manager.token);
    expect(afterAnswer.flagged_messages).toEqual([]);
    expect(afterAnswer.counts).toMatchObject({
      flagged_messages: 0,
      urgent: 0,
      awaiting_manager: 0,
      awaiting_employee: 1,
    });
    expect((await home(C.manager.token)).management?.followups).toEqual(afterAnswer.counts);
    const history = await overview(C.manager.token, 'answered');
    expect(history.flagged_messages.map((f) => [f.id, f.flag_state, f.manager_note])).toEqual([
      [item.id, 'answered', 'Fixed, thanks'],
    ]);
    expect(history.counts).toEqual(afterAnswer.counts);
    expect(await teamRow(C.manager.token, C.north1.employee.id)).toMatchObject({
      has_flag: false,
      is_awaiting_manager: false,
      is_awaiting_employee: true,
      flagged_messages: [expect.objectContaining({ id: item.id })],
      flagged_messages_active: [],
    });
    expect((await openMemo(C.north1.token, memo.id))?.employee_response).toMatchObject({
      flag_state: 'answered',
      manager_note: 'Fixed, thanks',
      is_awaiting_employee: true,
    });
    expect((await detail(C.adminToken, memo.id)).stats).toMatchObject({ flagged: 1 });

    // Closed by the employee: history only.
    const closed = await call<TMemoResponseBundle>(app, 'POST', '/api/employee-message/flag-remove', {
      token: C.north1.token,
      body: { ...base, id: memo.id },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data.content.flagged_memos).toEqual([]);
    const done = await overview(C.manager.token, 'answered');
    expect(done.flagged_messages[0]).toMatchObject({
      id: item.id,
      flag_state: 'closed',
      flag_closed_by: { id: C.north1.employee.id },
    });
    expect(done.counts).toMatchObject({ awaiting_manager: 0, awaiting_employee: 0 });
    expect(await teamRow(C.manager.token, C.north1.employee.id)).toMatchObject({
      has_flag: false,
      is_awaiting_employee: false,
      flagged_messages: [],
    });
    const stats = (await detail(C.adminToken, memo.id)).stats;
    expect(stats.flagged).toBe(0);
    expect(stats.recipients.find((r) => r.employee_id === C.north1.employee.id)).toMatchObject({
      flag_state: 'closed',
      manager_note: 'Fixed, thanks',
    });
    // A closed flag cannot be closed again; flagging anew opens it again.
    const again = await call(app, 'POST', '/api/employee-message/flag-remove', {
      token: C.north1.token,
      body: { ...base, id: memo.id },
    });
    expect(again.status).toBe(422);
    await call(app, 'POST', '/api/employee-message/flag', {
      token: C.north1.token,
      body: { ...base, id: memo.id, note: 'Still wrong' },
    });
    expect((await overview(C.manager.token)).flagged_messages[0]).toMatchObject({
      id: item.id,
      flag_state: 'open',
      manager_note: null,
      flag_closed_at: null,
    });
  });

  it('the employee removes an open flag: closed, and not in the Answered history', async () => {
    const { C, base, overview, memo } = await setup();
    await call(app, 'POST', '/api/employee-message/flag', {
      token: C.north1.token,
      body: { ...base, id: memo.id, note: null },
    });
    await call(app, 'POST', '/api/employee-message/flag-remove', {
      token: C.north1.token,
      body: { ...base, id: memo.id },
    });
    expect((await overview(C.manager.token)).flagged_messages).toEqual([]);
    expect((await overview(C.manager.token, 'answered')).flagged_messages).toEqual([]);
  });
});

describe('the Answered tab', () => {
  it('lists what waits for the employee first, then the closed ones, each latest answer first', async () => {
    const { C, base, overview, memo } = await setup();
    const flag = (token: string) =>
      call(app, 'POST', '/api/employee-message/flag', { token, body: { ...base, id: memo.id } });
    await flag(C.north1.token);
    await flag(C.north2.token);
    const open = (await overview(C.adminToken)).flagged_messages;
    const of = (employeeId: number) => open.find((f) => f.employee_id === employeeId)?.id;
    const answer = (id: number | undefined) =>
      call(app, 'POST', '/api/message/flagged', { token: C.adminToken, body: { ...base, id } });
    await answer(of(C.north1.employee.id));
    await answer(of(C.north2.employee.id));
    await call(app, 'POST', '/api/employee-message/flag-remove', {
      token: C.north2.token,
      body: { ...base, id: memo.id },
    });
    const answered = (await overview(C.adminToken, 'answered')).flagged_messages;
    expect(answered.map((f) => [f.employee_id, f.flag_state])).toEqual([
      [C.north1.employee.id, 'answered'],
      [C.north2.employee.id, 'closed'],
    ]);
  });
});

describe('a manager closes an answered follow-up', () => {
  it('a raised hand: 422 while open, then answered → closed by the manager', async () => {
    const { C, base, overview, home } = await setup();
    const hand = await raiseHand(app, C.north1.token, C.companyId, { note: 'Freezer is broken' });
    const close = (token: string) =>
      call<TRaisedHand>(app, 'POST', '/api/message/raised-hand/close', {
        token,
        body: { ...base, id: hand.id },
      });
    const early = await close(C.manager.token);
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ errors: { id: ['Only an answered follow-up can be closed'] } });
    await call(app, 'POST', '/api/message/raised-hand', {
      token: C.manager.token,
      body: { ...base, id: hand.id, manager_note: 'Technician at 3pm' },
    });
    expect((await close(C.north2.token)).status).toBe(403);
    expect((await close(C.southManager.token)).status).toBe(404);
    const res = await close(C.manager.token);
    expect(res.status).toBe(200);
    expect(res.body.data.content).toMatchObject({
      state: 'closed',
      closed_by: { id: C.manager.employee.id },
      is_awaiting_employee: false,
    });
    expect((await home(C.north1.token)).employee.raised_hand).toBeNull();
    expect((await overview(C.manager.token, 'answered')).raised_hands[0]).toMatchObject({
      id: hand.id,
      state: 'closed',
    });
    expect((await close(C.manager.token)).status).toBe(422);
  });

  it('a flag answered and closed by the manager leaves the employee’s flagged memos', async () => {
    const { C, base, overview, openMemo, memo } = await setup();
    await call(app, 'POST', '/api/employee-message/flag', {
      token: C.north1.token,
      body: { ...base, id: memo.id, note: 'Typo' },
    });
    const [item] = (await overview(C.manager.token)).flagged_messages;
    await call(app, 'POST', '/api/message/flagged', {
      token: C.manager.token,
      body: { ...base, id: item?.id },
    });
    const res = await call<TFlaggedMessage>(app, 'POST', '/api/message/flagged/close', {
      token: C.manager.token,
      body: { ...base, id: item?.id },
    });
    expect(res.body.data.content).toMatchObject({
      flag_state: 'closed',
      flag_closed_by: { id: C.manager.employee.id },
    });
    expect((await openMemo(C.north1.token, memo.id))?.employee_response).toMatchObject({
      flag_state: 'closed',
    });
  });
});
