import { describe, expect, it } from 'vitest';
import { bullMqEngines, waitFor } from '../../test/bullmq.js';
import { buildTestApp } from '../../test/harness.js';
import { buildMemoCompany, memoNotificationRows, memoResponseRows, newMemo } from '../../test/memos.js';
import { registerReminderJobs, runReminders } from '../features/memo-reminders/reminder-jobs.js';
import { reminderScenes } from '../features/memo-reminders/test-scene.js';
import { registerMemoJobs } from '../features/memos/memo-jobs.js';
import type { BullMqEngine } from './bullmq-engine.js';

/**
 * Exactly-once effects whoever runs the job (docs/decisions.md, Jobs on BullMQ with Redis): the
 * same job delivered to two BullMQ queues (two engines, each given the same job id) and to the
 * embedded runner, all on one database, at once. The queue promises at least once; the database's
 * idempotency keys (the tray's dedupe keys, the reminders' claimed rows) make the effect happen
 * once: one tray item per recipient, one SMS, one e-mail.
 */

const { app, deps, db } = await buildTestApp();
const engine = bullMqEngines(db);
const { scene, reminders, outboxTo } = reminderScenes({ app, deps, db });
const minuteOf = (d: Date) => new Date(Math.floor(d.getTime() / 60_000) * 60_000).toISOString();

/** Waits until the engine's job `id` has finished, and answers its state. */
async function finished(jobs: BullMqEngine, id: string): Promise<string> {
  await waitFor(async () => (await jobs.queue.getJob(id))?.finishedOn !== undefined, 15_000, `job ${id}`);
  return (await jobs.queue.getJob(id))?.getState() ?? 'missing';
}

describe('one job, two engines: nothing happens twice', () => {
  it('a scheduled memo published by the minute job on two BullMQ queues and the embedded runner: one tray item each', async () => {
    const co = await buildMemoCompany(db);
    const recipients = [co.north1, co.north2, co.south1];
    const memo = await newMemo(app, co.adminToken, 'message', {
      company_id: co.companyId,
      title: 'Inventory count',
      recipient_ids: recipients.map((r) => r.employee.id),
      start_at: new Date(Date.now() + 3_600_000).toISOString(),
      publish: true,
    });
    expect(memo.status).toBe('scheduled');
    // Its time has come (a second ago).
    await db
      .updateTable('memos')
      .set({ start_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', memo.id)
      .execute();

    const [one, two] = [engine(), engine()];
    for (const jobs of [one, two]) registerMemoJobs(jobs, deps);
    const key = `memos.publish-due@${minuteOf(new Date())}`;
    const ids = await Promise.all(
      [one, two].map((jobs) => jobs.enqueue('memos.publish-due', { at: minuteOf(new Date()) }, { key })),
    );
    expect(ids[0]).toBe(ids[1]);
    // The embedded runner gets it too (a key of its own: its minute job may have run already).
    await deps.jobs.enqueue(
      'memos.publish-due',
      { at: minuteOf(new Date()) },
      { key: `${key}/memo${memo.id}` },
    );
    const [, , embedded] = await Promise.all([one.start(), two.start(), deps.jobs.runDue(new Date())]);
    expect(embedded.done).toBeGreaterThanOrEqual(1);
    expect(await finished(one, String(ids[0]))).toBe('completed');
    expect(await finished(two, String(ids[1]))).toBe('completed');

    const status = await db
      .selectFrom('memos')
      .select('status')
      .where('id', '=', memo.id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('published');
    expect(await memoResponseRows(db, memo.id)).toHaveLength(3);
    const tray = await memoNotificationRows(db, memo.id);
    expect(tray.map((n) => n.user_id).sort()).toEqual(recipients.map((r) => r.user.id).sort());
  });

  it('a reminder delivery run by two BullMQ workers (same job id twice) and the embedded runner: one SMS, one e-mail', async () => {
    const { co, memo, phone, at } = await scene();
    // The minute's work claims the step's rows; its delivery job is then given to everyone.
    await runReminders({ ...deps, jobs: { enqueue: async () => 0 } }, at(24));
    expect((await reminders(memo.id)).map((r) => r.delivery).sort()).toEqual(['none', 'queued', 'queued']);

    const [one, two] = [engine(), engine()];
    for (const jobs of [one, two]) registerReminderJobs(jobs, deps);
    const key = `memos.reminders-deliver:${memo.id}@test`;
    const ids = await Promise.all(
      [one, two].map((jobs) => jobs.enqueue('memos.reminders-deliver', { memoId: memo.id }, { key })),
    );
    await deps.jobs.enqueue('memos.reminders-deliver', { memoId: memo.id }, { key });
    const [, , embedded] = await Promise.all([one.start(), two.start(), deps.jobs.runDue(new Date())]);
    expect(embedded).toMatchObject({ failed: 0 });
    expect(embedded.done).toBeGreaterThanOrEqual(1);
    expect(await finished(one, String(ids[0]))).toBe('completed');
    expect(await finished(two, String(ids[1]))).toBe('completed');

    expect(outboxTo(phone)).toHaveLength(1);
    expect(outboxTo(co.south1.employee.email ?? '')).toHaveLength(1);
    expect((await reminders(memo.id)).map((r) => r.delivery).sort()).toEqual(['none', 'sent', 'sent']);
    // Run again by a third worker: still nothing more.
    const three = engine();
    registerReminderJobs(three, deps);
    const again = String(await three.enqueue('memos.reminders-deliver', { memoId: memo.id }));
    await three.start();
    expect(await finished(three, again)).toBe('completed');
    expect(outboxTo(phone)).toHaveLength(1);
    expect(outboxTo(co.south1.employee.email ?? '')).toHaveLength(1);
  });
});
