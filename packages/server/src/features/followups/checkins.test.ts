import type { TCheckin, TFlaggedOverview, TMemoResponseBundle } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import {
  addCheckinTopics,
  buildCheckin,
  buildFollowupCompany,
  enableCheckins,
} from '../../../test/followups.js';
import { buildTestApp } from '../../../test/harness.js';

const { app, db, deps } = await buildTestApp();
const hour = 3600_000;
const TOPICS = ['How was your week?', 'Anything blocking you?'];

/** A fresh company for each test, offering two topics; check-ins are on unless `checkins: false`. */
async function setup({ checkins = true } = {}) {
  const C = await buildFollowupCompany(db);
  await addCheckinTopics(db, C.companyId, TOPICS);
  if (checkins) await enableCheckins(db, C.companyId);
  const base = { company_id: C.companyId };
  const save = (token: string, body: Record<string, unknown>) =>
    call<TCheckin>(app, 'POST', '/api/company/employee/checkin', { token, body: { ...base, ...body } });
  const checkIn = (token: string, body: Record<string, unknown>) =>
    call<TMemoResponseBundle>(app, 'POST', '/api/employee-checkin/acknowledge', {
      token,
      body: { ...base, ...body },
    });
  const tray = (userId: number) =>
    db
      .selectFrom('notifications')
      .select(['type', 'type_id', 'content'])
      .where('user_id', '=', userId)
      .execute();
  const setCheckins = (enabled: boolean) =>
    call(app, 'POST', '/api/settings/flags', {
      token: C.adminToken,
      body: { ...base, flags: [{ key: 'checkins', enabled }] },
    });
  return { C, base, save, checkIn, tray, setCheckins };
}

describe('check-ins when the company flag is off', () => {
  it('answer 403 with a clear text', async () => {
    const { C, save, checkIn } = await setup({ checkins: false });
    const res = await save(C.manager.token, {
      employee_id: C.north1.employee.id,
      topic: 'How was your week?',
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: 'Check-ins are turned off for this company' });
    const open = await buildCheckin(db, {
      companyId: C.companyId,
      employeeId: C.north1.employee.id,
      creatorId: C.manager.employee.id,
      openedAt: new Date().toISOString(),
    });
    expect((await checkIn(C.north1.token, { id: open.id, note: 'x' })).status).toBe(403);
  });
});

describe('company/employee/checkin', () => {
  it('401, 422 (topic not offered, employee missing), 403 for employees, 404 outside the caller’s people', async () => {
    const { C, base, save, setCheckins } = await setup({ checkins: false });
    // The settings call turns them on as an admin would.
    expect((await setCheckins(true)).status).toBe(200);
    expect((await call(app, 'POST', '/api/company/employee/checkin', { body: base })).status).toBe(401);
    const badTopic = await save(C.manager.token, { employee_id: C.north1.employee.id, topic: 'Salary?' });
    expect(badTopic.status).toBe(422);
    expect(badTopic.body).toMatchObject({ errors: { topic: ['Choose one of the check-in topics'] } });
    const noEmployee = await save(C.manager.token, { topic: 'How was your week?' });
    expect(noEmployee.body).toMatchObject({ errors: { employee_id: ['Choose an employee'] } });
    const employee = await save(C.north2.token, {
      employee_id: C.north1.employee.id,
      topic: 'How was your week?',
    });
    expect(employee.status).toBe(403);
    const outside = await save(C.manager.token, {
      employee_id: C.south1.employee.id,
      topic: 'How was your week?',
    });
    expect(outside.status).toBe(404);
  });

  it('a check-in due later is scheduled; the employee does not see it yet', async () => {
    const { C, save, checkIn, tray } = await setup();
    const due = new Date(Date.now() + hour).toISOString();
    const res = await save(C.manager.token, {
      employee_id: C.north1.employee.id,
      topic: 'How was your week?',
      due_at: due,
    });
    expect(res.status).toBe(200);
    const scheduled = res.body.data.content;
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      due_at: due,
      opened_at: null,
      creator: { id: C.manager.employee.id },
      is_awaiting_employee: false,
    });
    const early = await checkIn(C.north1.token, { id: scheduled.id, note: 'Fine' });
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ errors: { id: ['This check-in is not open yet'] } });
    expect((await tray(C.north1.user.id)).filter((n) => n.type === 'CHECKIN')).toEqual([]);
  });

  it('defer moves due_at; the minute job opens it when due and notifies once', async () => {
    const { C, save, tray } = await setup();
    const scheduled = await buildCheckin(db, {
      companyId: C.companyId,
      employeeId: C.north1.employee.id,
      creatorId: C.manager.employee.id,
      dueAt: new Date(Date.now() + hour).toISOString(),
    });
    const later = new Date(Date.now() + 2 * hour).toISOString();
    const deferred = await save(C.manager.token, { id: scheduled.id, due_at: later });
    expect(deferred.body.data.content).toMatchObject({ status: 'scheduled', due_at: later });
    await deps.jobs.runDue(new Date(Date.now() + hour + 60_000));
    const stillScheduled = await db
      .selectFrom('checkins')
      .select('opened_at')
      .where('id', '=', scheduled.id)
      .executeTakeFirstOrThrow();
    expect(stillScheduled.opened_at).toBeNull();
    await deps.jobs.runDue(new Date(Date.now() + 2 * hour + 60_000));
    await deps.jobs.runDue(new Date(Date.now() + 2 * hour + 120_000));
    const notices = (await tray(C.north1.user.id)).filter((n) => n.type === 'CHECKIN');
    expect(notices).toEqual([{ type: 'CHECKIN', type_id: scheduled.id, content: 'How was your week?' }]);
  });

  it('the employee checks in with a note (once); the creator is told; the manager answers', async () => {
    const { C, base, save, checkIn, tray } = await setup();
    const open = await buildCheckin(db, {
      companyId: C.companyId,
      employeeId: C.north1.employee.id,
      creatorId: C.manager.employee.id,
      openedAt: new Date().toISOString(),
    });
    const other = await checkIn(C.north2.token, { id: open.id, note: 'Not mine' });
    expect(other.status).toBe(404);
    const res = await checkIn(C.north1.token, { id: open.id, note: 'Busy but good' });
    expect(res.status).toBe(200);
    expect(res.body.data.content.checkins).toEqual([
      expect.objectContaining({ id: open.id, status: 'checked_in', note: 'Busy but good' }),
    ]);
    expect((await checkIn(C.north1.token, { id: open.id, note: 'Again' })).status).toBe(422);
    expect(await tray(C.manager.user.id)).toContainEqual(
      expect.objectContaining({ type: 'CHECKIN_SUBMITTED', type_id: open.id }),
    );
    const overview = await call<TFlaggedOverview>(app, 'GET', '/api/company/messages/flagged', {
      token: C.manager.token,
      query: { company_id: String(C.companyId) },
    });
    expect(overview.body.data.content.checkins).toEqual([
      expect.objectContaining({ id: open.id, is_awaiting_manager: true }),
    ]);
    const answer = await call<TCheckin>(app, 'POST', '/api/message/checkin', {
      token: C.manager.token,
      body: { ...base, id: open.id, manager_note: 'Thanks!' },
    });
    expect(answer.body.data.content).toMatchObject({ status: 'done', manager_note: 'Thanks!' });
    expect(await tray(C.north1.user.id)).toContainEqual(
      expect.objectContaining({ type: 'CHECKIN_ANSWERED', content: 'Thanks!' }),
    );
    const edit = await save(C.manager.token, { id: open.id, topic: 'Anything blocking you?' });
    expect(edit.status).toBe(422);
  });

  it('a check-in due now opens at once (awaiting the employee, no Team list marker yet); DELETE removes it', async () => {
    const { C, base, save } = await setup();
    const answeredAt = new Date(Date.now() - hour).toISOString();
    const done = await buildCheckin(db, {
      companyId: C.companyId,
      employeeId: C.north1.employee.id,
      creatorId: C.manager.employee.id,
      dueAt: new Date(Date.now() - 2 * hour).toISOString(),
      openedAt: answeredAt,
      acknowledgedAt: answeredAt,
      note: 'Busy but good',
      managerAcknowledgedAt: answeredAt,
    });
    const res = await save(C.adminToken, {
      employee_id: C.south1.employee.id,
      topic: 'Anything blocking you?',
    });
    const open = res.body.data.content;
    expect(open).toMatchObject({ status: 'open', is_awaiting_employee: true });
    const list = await call<{
      employees: { id: number; has_checkin: boolean; current_checkin: TCheckin | null }[];
    }>(app, 'GET', '/api/employees', { token: C.adminToken, query: { company_id: String(C.companyId) } });
    const row = list.body.data.content.employees.find((e) => e.id === C.south1.employee.id);
    // The markers show what awaits a manager (the lifecycle): this one awaits the employee.
    expect(row).toMatchObject({
      has_checkin: false,
      is_awaiting_employee: true,
      checkins: [{ id: open.id }],
      checkins_active: [],
      current_checkin: { id: open.id },
    });
    const finished = list.body.data.content.employees.find((e) => e.id === C.north1.employee.id);
    expect(finished).toMatchObject({
      has_checkin: false,
      last_checkin: { id: done.id, status: 'done' },
    });
    const del = await call(app, 'DELETE', '/api/company/employee/checkin', {
      token: C.adminToken,
      body: { ...base, id: open.id },
    });
    expect(del.status).toBe(200);
    expect(await db.selectFrom('checkins').select('id').where('id', '=', open.id).execute()).toEqual([]);
  });

  it('turning the flag off closes the calls again', async () => {
    const { C, setCheckins } = await setup();
    const done = await buildCheckin(db, {
      companyId: C.companyId,
      employeeId: C.north1.employee.id,
      creatorId: C.manager.employee.id,
    });
    expect((await setCheckins(false)).status).toBe(200);
    const res = await call(app, 'GET', '/api/message/checkin', {
      token: C.adminToken,
      query: { company_id: String(C.companyId), id: String(done.id) },
    });
    expect(res.status).toBe(403);
  });
});
