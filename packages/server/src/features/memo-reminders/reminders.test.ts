import type { TMemo, TMemoReminders } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany, newMemo } from '../../../test/memos.js';
import { linkEmployee } from '../../../test/people.js';
import { JobRunner } from '../../jobs/runner.js';
import { deliverReminders } from './reminder-delivery.js';
import { registerReminderJobs, runReminders } from './reminder-jobs.js';

/**
 * Reminders and escalation with a driven clock (the runner's runDue(at)), on the test database
 * (SQLite, or PostgreSQL with TEST_DATABASE_URL): each step at its time and once, whatever
 * retries, restarts and a second runner do; SMS only to who has not opened the app; the digest
 * and its order.
 */

const { app, deps, db } = await buildTestApp();
const HOUR = 3_600_000;
const MIN = 60_000;
/** Each scene lives ten days after the last, so no two tests share a driven minute. */
let scenes = 0;

/**
 * A company (memos.ts): North has its manager and north1 (SMS: a phone; managed directly by the
 * manager) and north2 (opens the app after the memo is sent); South has south1 (e-mail only,
 * reads Spanish) and nobody managing it. A message due in 48 h with the default steps
 * (-24, 0, 24) and escalation after 24 h.
 */
async function scene(extra: Record<string, unknown> = {}) {
  const co = await buildMemoCompany(db);
  scenes++;
  const phone = `1555${String(process.pid % 1000).padStart(3, '0')}${String(scenes).padStart(4, '0')}`;
  await db.updateTable('employees').set({ phone }).where('id', '=', co.north1.employee.id).execute();
  await db
    .updateTable('employees')
    .set({ default_locale: 'es' })
    .where('id', '=', co.south1.employee.id)
    .execute();
  await linkEmployee(db, co.companyId, co.north1.employee.id, { managerIds: [co.manager.employee.id] });
  const t0 = Date.now() + scenes * 10 * 24 * HOUR;
  const memo = await newMemo(app, co.adminToken, 'message', {
    company_id: co.companyId,
    title: 'Fryer safety',
    recipient_ids: [co.north1.employee.id, co.north2.employee.id, co.south1.employee.id],
    due_at: new Date(t0 + 48 * HOUR).toISOString(),
    publish: true,
    ...extra,
  });
  // north2 opens the app after the memo was sent (their session is used).
  await call(app, 'GET', `/api/notifications?company_id=${co.companyId}`, { token: co.north2.token });
  const at = (hours: number, minutes = 1) => new Date(t0 + hours * HOUR + minutes * MIN);
  return { co, memo, phone, at, due: t0 + 48 * HOUR };
}

const reminders = (memoId: number) =>
  db.selectFrom('memo_reminders').selectAll().where('memo_id', '=', memoId).orderBy('id').execute();
const trayOf = (userId: number, memoId: number) =>
  db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type_id', '=', memoId)
    .where('type', 'in', ['MEMO_REMINDER', 'MEMO_ESCALATION', 'MEMO_ESCALATION_TEAM'])
    .orderBy('id')
    .execute();
const outboxTo = (to: string) => deps.outbox.messages.filter((m) => m.to === to);

describe('reminders', () => {
  it('the company defaults apply to a new memo, and compose can change them', async () => {
    const { memo } = await scene();
    expect(memo.reminder_steps).toEqual([-24, 0, 24]);
    expect(memo.escalate_after_hours).toBe(24);
    const { memo: own } = await scene({ reminder_steps: [24, 0], escalate_after_hours: null });
    expect(own.reminder_steps).toEqual([0, 24]);
    expect(own.escalate_after_hours).toBeNull();
  });

  it('each step fires at its time, once, to whoever is late; SMS or e-mail only to who has not opened the app', async () => {
    const { co, memo, phone, at } = await scene();
    await deps.jobs.runDue(at(23, 58));
    expect(await reminders(memo.id)).toEqual([]);

    await deps.jobs.runDue(at(24));
    const first = await reminders(memo.id);
    expect(first.map((r) => [r.recipient_id, r.step, r.channel, r.delivery]).sort()).toEqual(
      [
        [co.north1.employee.id, 'h-24', 'sms', 'sent'],
        [co.north2.employee.id, 'h-24', null, 'none'],
        [co.south1.employee.id, 'h-24', 'mail', 'sent'],
      ].sort(),
    );
    const [sms] = outboxTo(phone);
    expect(sms?.channel).toBe('sms');
    expect(sms?.text).toContain(
      `Please acknowledge "Fryer safety" (due soon). Open it: http://teamline.test/${co.companyId}?memo=${memo.id}`,
    );
    const mail = outboxTo(co.south1.employee.email ?? '');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Recordatorio: Fryer safety');
    expect(mail[0]?.text).toContain('Confirma «Fryer safety» (vence pronto)');
    expect(outboxTo(co.north2.employee.email ?? '')).toEqual([]);
    const tray = await trayOf(co.north2.user.id, memo.id);
    expect(tray.map((n) => [n.title, n.content])).toEqual([['Reminder: due soon', 'Fryer safety']]);
    expect((await trayOf(co.south1.user.id, memo.id))[0]?.title).toBe('Recordatorio: vence pronto');

    // The same minute again, a retry of the job, a restarted runner: nothing more.
    await deps.jobs.runDue(at(24));
    await deps.jobs.runDue(at(24, 30));
    const restarted = new JobRunner(db);
    registerReminderJobs(restarted, deps);
    await restarted.runDue(at(25));
    expect(await reminders(memo.id)).toHaveLength(3);
    expect(outboxTo(phone)).toHaveLength(1);

    // north1 acknowledges: the step at due reminds the two others only.
    await call(app, 'POST', '/api/employee-message/acknowledge', {
      token: co.north1.token,
      body: { company_id: co.companyId, id: memo.id, acknowledgement: 'Done' },
    });
    await deps.jobs.runDue(at(48));
    const atDue = (await reminders(memo.id)).filter((r) => r.step === 'h0');
    expect(atDue.map((r) => r.recipient_id).sort()).toEqual(
      [co.north2.employee.id, co.south1.employee.id].sort(),
    );
    expect(outboxTo(phone)).toHaveLength(1);
    expect(await trayOf(co.north1.user.id, memo.id)).toHaveLength(1);
  });

  it('a step missed while no server ran gives way to the next; one before the memo was sent is never sent', async () => {
    const { memo } = await scene({ escalate_after_hours: null });
    const sent = (
      await db.selectFrom('memos').select('published_at').where('id', '=', memo.id).executeTakeFirstOrThrow()
    ).published_at;
    // Sent 2 h before its due date: the step a day before came before it and is never sent.
    const due = new Date(Date.parse(sent ?? '') + 2 * HOUR);
    await db.updateTable('memos').set({ due_at: due.toISOString() }).where('id', '=', memo.id).execute();
    const from = (hours: number) => new Date(due.getTime() + hours * HOUR + MIN);
    const steps = async () => new Set((await reminders(memo.id)).map((r) => r.step));
    await runReminders(deps, from(-1));
    expect(await steps()).toEqual(new Set());
    await runReminders(deps, from(0));
    expect(await steps()).toEqual(new Set(['h0']));
    // Down from due + 1 min until after the last step's day: the +24 step is not sent late.
    await runReminders(deps, from(24 + 25));
    expect(await steps()).toEqual(new Set(['h0']));
  });

  it('two runners racing over the same minute remind each recipient once', async () => {
    const { memo, phone, at } = await scene();
    const one = new JobRunner(db);
    const two = new JobRunner(db);
    registerReminderJobs(one, deps);
    registerReminderJobs(two, deps);
    // The services themselves, side by side, then two runners and the app's over the jobs.
    await Promise.all([
      runReminders({ ...deps, jobs: one }, at(24)),
      runReminders({ ...deps, jobs: two }, at(24)),
    ]);
    await Promise.all([one.runDue(at(24)), two.runDue(at(24)), deps.jobs.runDue(at(24))]);
    const rows = await reminders(memo.id);
    expect(rows).toHaveLength(3);
    expect(outboxTo(phone)).toHaveLength(1);
    const tray = await db
      .selectFrom('notifications')
      .select('user_id')
      .where('type_id', '=', memo.id)
      .where('type', '=', 'MEMO_REMINDER')
      .execute();
    expect(tray).toHaveLength(3);
  });

  it('a runner killed between claim and send: the row is sent once its lease has run out, and once only', async () => {
    const { co, memo, phone, at } = await scene();
    // Claimed by the minute's work, whose delivery job is lost with the runner that died...
    const lost = { enqueue: async () => 0 };
    await runReminders({ ...deps, jobs: lost }, at(24));
    const claimed = await reminders(memo.id);
    expect(claimed.map((r) => r.delivery).sort()).toEqual(['none', 'queued', 'queued']);
    // ...holding north1's row: being sent, under a lease until 6 minutes later.
    const row = (await reminders(memo.id)).find((r) => r.recipient_id === co.north1.employee.id);
    await db
      .updateTable('memo_reminders')
      .set({ delivery: 'sending', delivery_locked_until: at(24, 6).toISOString() })
      .where('id', '=', row?.id ?? 0)
      .execute();
    const delivery = { db, mailer: deps.mailer, sms: deps.sms, appUrl: deps.config.appUrl };
    // The e-mail goes; the SMS waits for the lease.
    expect(await deliverReminders(delivery, memo.id, at(24, 3), false)).toEqual({ sent: 1, failed: 0 });
    expect(outboxTo(phone)).toHaveLength(0);
    expect(await deliverReminders(delivery, memo.id, at(24, 7), false)).toEqual({ sent: 1, failed: 0 });
    expect(await deliverReminders(delivery, memo.id, at(24, 8), false)).toEqual({ sent: 0, failed: 0 });
    expect(outboxTo(phone)).toHaveLength(1);
  });

  it('a send that fails goes back to the queue and the job retries it', async () => {
    const { memo, phone, at } = await scene();
    const real = deps.sms;
    let fail = true;
    const sms = {
      send: async (m: { to: string; text: string }) => {
        if (fail) throw new Error('Twilio answered 503');
        return real.send(m);
      },
    };
    const runner = new JobRunner(db, { backoff: { baseMs: 1000, maxMs: 1000 } });
    registerReminderJobs(runner, { ...deps, sms });
    await runner.runDue(at(24));
    expect((await reminders(memo.id)).find((r) => r.channel === 'sms')?.delivery).toBe('queued');
    fail = false;
    await runner.runDue(at(24, 2));
    expect((await reminders(memo.id)).find((r) => r.channel === 'sms')?.delivery).toBe('sent');
    expect(outboxTo(phone)).toHaveLength(1);
  });
});

describe('escalation', () => {
  it('the late people’s managers first, their locations’ managers one delay later, one digest each', async () => {
    const { co, memo, at } = await scene();
    // A second manager at South, who reads Spanish.
    const southHead = await buildMember(db, co.companyId, 'manager');
    await linkEmployee(db, co.companyId, southHead.employee.id, { locationIds: [co.south.id] });
    await db
      .updateTable('employees')
      .set({ default_locale: 'es' })
      .where('id', '=', southHead.employee.id)
      .execute();

    await deps.jobs.runDue(at(48 + 23, 58));
    expect((await reminders(memo.id)).filter((r) => r.kind === 'escalation')).toEqual([]);

    // Level 1 (due + 24 h): north1's own manager; north2 and south1 have none: their locations' managers.
    await deps.jobs.runDue(at(48 + 24));
    const level1 = (await reminders(memo.id)).filter((r) => r.kind === 'escalation');
    expect(level1.map((r) => [r.recipient_id, r.step]).sort()).toEqual(
      [
        [co.manager.employee.id, 'esc-managers'],
        [southHead.employee.id, 'esc-managers'],
      ].sort(),
    );
    const [managerItem] = await trayOf(co.manager.user.id, memo.id);
    // The manager did not send the memo: the digest leads to the management Home.
    expect(managerItem).toMatchObject({
      type: 'MEMO_ESCALATION_TEAM',
      title: 'Overdue: Fryer safety',
      content: 'North: 2 of 2 have not acknowledged Fryer safety',
    });
    const [southItem] = await trayOf(southHead.user.id, memo.id);
    expect(southItem?.content).toBe('South: 1 de 1 no ha confirmado «Fryer safety»');
    const mail = outboxTo(co.manager.employee.email ?? '');
    expect(mail.at(-1)?.subject).toBe('Overdue: Fryer safety');
    expect(mail.at(-1)?.text).toContain(`North: 2 of 2 have not acknowledged Fryer safety: `);
    expect(mail.at(-1)?.text).toContain(`See it here: http://teamline.test/${co.companyId}`);

    await deps.jobs.runDue(at(48 + 24, 5));
    expect((await reminders(memo.id)).filter((r) => r.kind === 'escalation')).toHaveLength(2);

    // Level 2 (due + 48 h): the locations' managers, of whoever is still late.
    await call(app, 'POST', '/api/employee-message/acknowledge', {
      token: co.north2.token,
      body: { company_id: co.companyId, id: memo.id, acknowledgement: 'Done' },
    });
    await deps.jobs.runDue(at(48 + 48));
    const level2 = (await reminders(memo.id)).filter((r) => r.step === 'esc-location');
    expect(level2.map((r) => [r.recipient_id, JSON.parse(r.detail ?? '[]')[0]?.late]).sort()).toEqual(
      [
        [co.manager.employee.id, 1],
        [southHead.employee.id, 1],
      ].sort(),
    );
    const items = await trayOf(co.manager.user.id, memo.id);
    expect(items.map((n) => n.content)).toEqual([
      'North: 2 of 2 have not acknowledged Fryer safety',
      'North: 1 of 2 has not acknowledged Fryer safety',
    ]);
  });

  it('the history on the memo detail: every step and digest; employees 403, another manager 404', async () => {
    const { co, memo, at } = await scene();
    await deps.jobs.runDue(at(24));
    await deps.jobs.runDue(at(48 + 24));
    const res = await call<TMemoReminders>(
      app,
      'GET',
      `/api/memos/reminders?company_id=${co.companyId}&id=${memo.id}`,
      {
        token: co.adminToken,
      },
    );
    expect(res.status).toBe(200);
    const h = res.body.data.content;
    expect(h.reminder_steps).toEqual([-24, 0, 24]);
    expect(h.steps.map((s) => [s.step_hours, s.reminded_count, s.sms_count, s.mail_count])).toEqual([
      [-24, 3, 1, 1],
      [0, 0, 0, 0],
      [24, 3, 1, 1],
    ]);
    expect(h.steps[1]?.sent_at).toBeNull();
    expect(h.escalations.map((e) => [e.level, e.manager.id, e.lines[0]?.late, e.lines[0]?.total])).toEqual([
      ['managers', co.manager.employee.id, 2, 2],
    ]);
    const query = `/api/memos/reminders?company_id=${co.companyId}&id=${memo.id}`;
    expect((await call(app, 'GET', query, { token: co.north1.token })).status).toBe(403);
    expect((await call(app, 'GET', query, { token: co.manager.token })).status).toBe(404);
  });

  it('memo create and update take reminder settings; a bad step is 422', async () => {
    const { co, memo } = await scene();
    const edited = await call<TMemo>(app, 'PUT', '/api/memos/update', {
      token: co.adminToken,
      body: { company_id: co.companyId, id: memo.id, reminder_steps: [48], escalate_after_hours: 72 },
    });
    expect(edited.body.data.content).toMatchObject({ reminder_steps: [48], escalate_after_hours: 72 });
    const bad = await call(app, 'PUT', '/api/memos/update', {
      token: co.adminToken,
      body: { company_id: co.companyId, id: memo.id, reminder_steps: [24 * 15, 0, 0] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'reminder_steps.0': ['Choose steps within 14 days of the due date'],
      reminder_steps: ['Choose each step once'],
    });
  });
});
