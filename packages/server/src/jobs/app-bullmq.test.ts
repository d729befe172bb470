import { describe, expect, it } from 'vitest';
import { testRedisUrl, uniquePrefix, waitFor } from '../../test/bullmq.js';
import { buildTestApp } from '../../test/harness.js';
import { buildMemoCompany, memoNotificationRows, newMemo } from '../../test/memos.js';
import { BullMqEngine } from './bullmq-engine.js';

/**
 * The app with REDIS_URL runs its jobs on BullMQ: started as main.ts starts it, every schedule of
 * the platform and the features is a job scheduler, and the minute job, fired by its scheduler,
 * publishes a scheduled memo whose time has come. The harness stops the engine and drops its
 * queue after the file.
 */

const METRICS_TOKEN = 'metrics-token-for-the-bullmq-test';
const { app, deps, db } = await buildTestApp({
  REDIS_URL: testRedisUrl,
  REDIS_PREFIX: uniquePrefix(),
  METRICS_TOKEN,
});
const engine = deps.jobs;
if (!(engine instanceof BullMqEngine)) throw new Error('expected the BullMQ engine');

describe('the app on BullMQ', () => {
  it('schedules every job as a job scheduler and publishes a due memo through the minute job', async () => {
    const co = await buildMemoCompany(db);
    const memo = await newMemo(app, co.adminToken, 'message', {
      company_id: co.companyId,
      title: 'Delivery day',
      recipient_ids: [co.north1.employee.id],
      start_at: new Date(Date.now() + 3_600_000).toISOString(),
      publish: true,
    });
    await db
      .updateTable('memos')
      .set({ start_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', memo.id)
      .execute();
    await engine.start();
    const schedulers = await engine.queue.getJobSchedulers();
    expect(schedulers.map((s) => s.key).sort()).toEqual(
      [
        'celebrations.create-due',
        'checkins.open-due',
        'forms.remove-unclaimed-files',
        'franchise.sync-hourly',
        'jobs.prune',
        'memos.expire-due',
        'memos.publish-due',
        'memos.reminders-due',
        'scheduled-sends.run-due',
      ].map((name) => `schedule.${name}`),
    );
    expect(schedulers.find((s) => s.key === 'schedule.jobs.prune')?.pattern).toBe('30 3 * * *');
    await waitFor(
      async () =>
        (await db.selectFrom('memos').select('status').where('id', '=', memo.id).executeTakeFirstOrThrow())
          .status === 'published',
      15_000,
      'the publish',
    );
    expect(await memoNotificationRows(db, memo.id)).toEqual([
      { user_id: co.north1.user.id, title: 'New message' },
    ]);
  });

  it('reports its queue’s figures to the metrics (BullMQ counts by state, not by job name)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    for (const state of ['waiting', 'delayed', 'active', 'failed'])
      expect(res.body).toMatch(new RegExp(`^teamline_jobs\\{name="all",state="${state}"\\} \\d+$`, 'm'));
  });
});
