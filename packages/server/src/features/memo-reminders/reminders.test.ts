import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { JobRunner } from '../../jobs/runner.js';
import { deliverReminders } from './reminder-delivery.js';
import { registerReminderJobs, runReminders } from './reminder-jobs.js';
import { HOUR, MIN, reminderScenes } from './test-scene.js';

/**
 * Reminders and escalation with a driven clock (the runner's runDue(at)), on the test database
 * (SQLite, or PostgreSQL with TEST_DATABASE_URL): each step at its time and once, whatever
 * retries, restarts and a second runner do; SMS only to who has not opened the app; the digest
 * and its order.
 */

const { app, deps, db } = await buildTestApp();
const { scene, reminders, trayOf, outboxTo } = reminderScenes({ app, deps, db });

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
