import type { TFlaggedMessage, TFlaggedOverview, TMemoResponseBundle, TRaisedHand } from '@teamline/shared';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../../../test/factories.js';
import { buildFollowupCompany, type FollowupCompany, raiseHand } from '../../../test/followups.js';
import { buildTestApp } from '../../../test/harness.js';
import { newMemo } from '../../../test/memos.js';

const { app, db, deps } = await buildTestApp();

/** A fresh company for each test (north1 reports to the manager; south1 is outside their people). */
async function setup() {
  const C = await buildFollowupCompany(db);
  const base = { company_id: C.companyId };
  const raise = (token: string, body: Record<string, unknown>) =>
    call<TMemoResponseBundle>(app, 'POST', '/api/employee-hand/raise', { token, body: { ...base, ...body } });
  const overview = (token: string, query: Record<string, string> = {}) =>
    call<TFlaggedOverview>(app, 'GET', '/api/company/messages/flagged', {
      token,
      query: { company_id: String(C.companyId), ...query },
    });
  const tray = (userId: number) =>
    db
      .selectFrom('notifications')
      .select(['title', 'content', 'type', 'type_id'])
      .where('user_id', '=', userId)
      .where('company_id', '=', C.companyId)
      .orderBy('id')
      .execute();
  return { C, base, raise, overview, tray };
}

/** north1's hand (to their manager) and south1's urgent one (to the admins). */
async function twoHands(C: FollowupCompany) {
  const northHand = await raiseHand(app, C.north1.token, C.companyId, { note: 'The freezer is broken' });
  const southHand = await raiseHand(app, C.south1.token, C.companyId, {
    note: 'Need more hours',
    is_urgent: true,
  });
  return { northHand, southHand };
}

describe('raised hands', () => {
  it('401 without a token; 422 without a note; 404 for another company', async () => {
    const { C, base, raise } = await setup();
    expect(
      (await call(app, 'POST', '/api/employee-hand/raise', { body: { ...base, note: 'x' } })).status,
    ).toBe(401);
    const empty = await raise(C.north1.token, { note: ' ' });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { note: [expect.any(String)] } });
    expect((await raise(C.north1.token, { company_id: 999_999, note: 'x' })).status).toBe(404);
  });

  it("raising notifies the employee's managers, else the admins, and answers the bundle", async () => {
    const { C, raise, tray } = await setup();
    const res = await raise(C.north1.token, { note: 'The freezer is broken', is_urgent: false });
    expect(res.status).toBe(200);
    const northHand = res.body.data.content.raised_hand as TRaisedHand;
    expect(northHand).toMatchObject({
      note: 'The freezer is broken',
      is_awaiting_manager: true,
      is_awaiting_employee: false,
      acknowledged_at: null,
      employee: { id: C.north1.employee.id },
      admin_notify_path: '/flags',
    });
    expect(res.body.data.content.raised_hands).toHaveLength(1);
    expect(await tray(C.manager.user.id)).toContainEqual(
      expect.objectContaining({
        type: 'RAISED_HAND',
        type_id: northHand.id,
        content: 'The freezer is broken',
      }),
    );
    const south = await raise(C.south1.token, { note: 'Need more hours', is_urgent: true });
    const southHand = south.body.data.content.raised_hand as TRaisedHand;
    expect(await tray(C.admin.id)).toContainEqual(expect.objectContaining({ type_id: southHand.id }));
    expect((await tray(C.manager.user.id)).map((n) => n.type_id)).not.toContain(southHand.id);
  });

  it('one hand at a time', async () => {
    const { C, raise } = await setup();
    await raiseHand(app, C.north1.token, C.companyId, { note: 'First' });
    const again = await raise(C.north1.token, { note: 'Again' });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ errors: { note: ['Your hand is already raised'] } });
  });
});

describe('company/messages/flagged', () => {
  it('401, 403 for a plain employee, 404 for another company', async () => {
    const { C, overview } = await setup();
    expect(
      (await call(app, 'GET', '/api/company/messages/flagged', { query: { company_id: '1' } })).status,
    ).toBe(401);
    expect((await overview(C.north2.token)).status).toBe(403);
    expect((await overview(C.adminToken, { company_id: '999999' })).status).toBe(404);
  });

  it('a manager sees their people only; an admin everyone, urgent first', async () => {
    const { C, overview } = await setup();
    const { northHand, southHand } = await twoHands(C);
    const mine = (await overview(C.manager.token)).body.data.content;
    expect(mine.raised_hands.map((h) => h.id)).toEqual([northHand.id]);
    expect(mine.employees).toEqual([{ id: C.north1.employee.id, name: C.north1.employee.name }]);
    const all = (await overview(C.adminToken)).body.data.content;
    expect(all.raised_hands.map((h) => h.id)).toEqual([southHand.id, northHand.id]);
    expect(all.counts).toMatchObject({ raised_hands: 2, urgent: 1, awaiting_manager: 2 });
    const one = await overview(C.adminToken, { employee_id: String(C.north1.employee.id) });
    expect(one.body.data.content.raised_hands.map((h) => h.id)).toEqual([northHand.id]);
  });

  it('GET message/raised-hand answers one item of the caller’s people (404 otherwise)', async () => {
    const { C } = await setup();
    const { northHand, southHand } = await twoHands(C);
    const q = (id: number) => ({ company_id: String(C.companyId), id: String(id) });
    const mine = await call<TRaisedHand>(app, 'GET', '/api/message/raised-hand', {
      token: C.manager.token,
      query: q(northHand.id),
    });
    expect(mine.body.data.content.id).toBe(northHand.id);
    const notMine = await call(app, 'GET', '/api/message/raised-hand', {
      token: C.manager.token,
      query: q(southHand.id),
    });
    expect(notMine.status).toBe(404);
  });
});

describe('answering and closing', () => {
  it('a manager answers with a note: the employee is notified, management gets followup.updated', async () => {
    const { C, base, tray } = await setup();
    const northHand = await raiseHand(app, C.north1.token, C.companyId, { note: 'The freezer is broken' });
    const spy = vi.spyOn(deps.realtime, 'publishToUsers');
    const res = await call<TRaisedHand>(app, 'POST', '/api/message/raised-hand', {
      token: C.manager.token,
      body: { ...base, id: northHand.id, manager_note: 'Technician at 3pm' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toMatchObject({
      manager_id: C.manager.employee.id,
      manager_note: 'Technician at 3pm',
      is_awaiting_manager: false,
      is_awaiting_employee: true,
    });
    expect(await tray(C.north1.user.id)).toContainEqual(
      expect.objectContaining({ type: 'RAISED_HAND_ANSWERED', content: 'Technician at 3pm' }),
    );
    const events = spy.mock.calls.map(([users, event]) => [event, users]);
    expect(events).toContainEqual(['notification', [C.north1.user.id]]);
    expect(events).toContainEqual([
      'followup.updated',
      expect.arrayContaining([C.manager.user.id, C.admin.id]),
    ]);
    spy.mockRestore();
    const twice = await call(app, 'POST', '/api/message/raised-hand', {
      token: C.manager.token,
      body: { ...base, id: northHand.id },
    });
    expect(twice.status).toBe(422);
  });

  it('a manager may not answer outside their people; an employee may not answer at all', async () => {
    const { C, base } = await setup();
    const southHand = await raiseHand(app, C.south1.token, C.companyId, { note: 'Need more hours' });
    const body = { ...base, id: southHand.id, manager_note: 'x' };
    expect(
      (await call(app, 'POST', '/api/message/raised-hand', { token: C.manager.token, body })).status,
    ).toBe(404);
    expect(
      (await call(app, 'POST', '/api/message/raised-hand', { token: C.north2.token, body })).status,
    ).toBe(403);
  });

  it('the employee closes their own hand (404 for another’s); it leaves the overview', async () => {
    const { C, base, overview } = await setup();
    const { northHand, southHand } = await twoHands(C);
    const other = await call(app, 'POST', '/api/employee-hand/acknowledge', {
      token: C.north2.token,
      body: { ...base, id: northHand.id },
    });
    expect(other.status).toBe(404);
    const res = await call<TMemoResponseBundle>(app, 'POST', '/api/employee-hand/acknowledge', {
      token: C.north1.token,
      body: { ...base, id: northHand.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content.raised_hand).toBeNull();
    const all = (await overview(C.adminToken)).body.data.content;
    expect(all.raised_hands.map((h) => h.id)).toEqual([southHand.id]);
  });
});

describe('flagged messages', () => {
  it('a flagged message waits for a manager, who answers it; the employee record shows it', async () => {
    const { C, base, overview, tray } = await setup();
    const memo = await newMemo(app, C.adminToken, 'message', {
      ...base,
      title: 'Flag me',
      type: 'standard',
      location_ids: [C.north.id],
      publish: true,
    });
    const flag = await call(app, 'POST', '/api/employee-message/flag', {
      token: C.north2.token,
      body: { ...base, id: memo.id, note: 'Wrong date', is_urgent: true },
    });
    expect(flag.status).toBe(200);
    const list = (await overview(C.manager.token)).body.data.content.flagged_messages;
    expect(list).toHaveLength(1);
    const item = list[0] as TFlaggedMessage;
    expect(item).toMatchObject({
      memo: { id: memo.id, title: 'Flag me', kind: 'message' },
      employee_id: C.north2.employee.id,
      is_urgent: true,
      is_awaiting_manager: true,
      flag_data: { note: 'Wrong date' },
    });
    // north2 has no manager of their own: the admins are told.
    expect(await tray(C.admin.id)).toContainEqual(
      expect.objectContaining({ type: 'FLAGGED_MESSAGE', type_id: item.id, content: 'Flag me: Wrong date' }),
    );
    const employees = await call<{ employees: { id: number; has_flag: boolean; is_urgent: boolean }[] }>(
      app,
      'GET',
      '/api/employees',
      { token: C.adminToken, query: { company_id: String(C.companyId) } },
    );
    const row = employees.body.data.content.employees.find((e) => e.id === C.north2.employee.id);
    expect(row).toMatchObject({ has_flag: true, is_urgent: true });

    const answer = await call<TFlaggedMessage>(app, 'POST', '/api/message/flagged', {
      token: C.manager.token,
      body: { ...base, id: item.id, manager_note: 'Fixed, thanks' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.content).toMatchObject({
      is_awaiting_employee: true,
      manager_note: 'Fixed, thanks',
    });
    expect(await tray(C.north2.user.id)).toContainEqual(
      expect.objectContaining({ type: 'FLAG_ANSWERED', content: 'Fixed, thanks' }),
    );
    const got = await call<TFlaggedMessage>(app, 'GET', '/api/message/flagged', {
      token: C.adminToken,
      query: { company_id: String(C.companyId), id: String(item.id) },
    });
    expect(got.body.data.content.manager_note).toBe('Fixed, thanks');
  });
});
