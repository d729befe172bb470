import { REMINDER_STEP_MAX } from '@teamline/shared';
import { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import type { JobEngine } from '../../jobs/engine.js';
import { ZMinuteTick } from '../../jobs/schedules.js';
import type { Realtime } from '../../realtime/realtime.js';
import { escalate } from './escalate.service.js';
import { remindStep } from './remind.service.js';
import { deliverReminders } from './reminder-delivery.js';
import { dueEscalations, dueStep, escalationKey, stepKey } from './reminder-steps.js';

const HOUR = 3_600_000;
const DELIVER = 'memos.reminders-deliver';
const DELIVER_TRIES = 5;
/** Rows still queued this long after their claim are handed to a new delivery job. */
const STALE_QUEUED_MS = HOUR;

/**
 * Published memos whose reminders or escalations may be due: a due date within the widest
 * window a step or level can reach, and reminders or an escalation set.
 */
async function candidates(db: Database, now: Date) {
  const widest = 3 * REMINDER_STEP_MAX * HOUR;
  return db
    .selectFrom('memos')
    .selectAll()
    .where('status', '=', 'published')
    .where('deleted_at', 'is', null)
    .where('due_at', '>=', new Date(now.getTime() - widest).toISOString())
    .where('due_at', '<=', new Date(now.getTime() + REMINDER_STEP_MAX * HOUR).toISOString())
    .where((eb) => eb.or([eb('reminder_steps', 'is not', null), eb('escalate_after_hours', 'is not', null)]))
    .orderBy('id')
    .execute();
}

/** Whether a step or level of a memo was already claimed (its claim is one transaction: it ran whole). */
async function done(db: Database, memoId: number, step: string): Promise<boolean> {
  const row = await db
    .selectFrom('memo_reminders')
    .select('id')
    .where('memo_id', '=', memoId)
    .where('step', '=', step)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The minute's work: for each memo, its due step and escalation levels are claimed (once: see
 * remind.service.ts, escalate.service.ts), and a delivery job is queued for what must go by SMS
 * or e-mail. Answers what it claimed, for tests and the bench.
 */
export async function runReminders(
  deps: { db: Database; realtime: Realtime; jobs: Pick<JobEngine, 'enqueue'> },
  now: Date,
): Promise<{ reminded: number; escalated: number; queued: number }> {
  const total = { reminded: 0, escalated: 0, queued: 0 };
  for (const memo of await candidates(deps.db, now)) {
    let queued = 0;
    const step = dueStep(memo, now);
    if (step !== null && !(await done(deps.db, memo.id, stepKey(step)))) {
      const outcome = await remindStep(deps, memo, step, now);
      total.reminded += outcome.claimed;
      queued += outcome.queued;
    }
    for (const level of dueEscalations(memo, now)) {
      if (await done(deps.db, memo.id, escalationKey(level))) continue;
      const outcome = await escalate(deps, memo, level, now);
      total.escalated += outcome.claimed;
      queued += outcome.queued;
    }
    if (queued) {
      total.queued += queued;
      const minute = Math.floor(now.getTime() / 60_000);
      await deps.jobs.enqueue(
        DELIVER,
        { memoId: memo.id },
        { key: `${DELIVER}:${memo.id}@${minute}`, runAt: now },
      );
    }
  }
  await sweepStale(deps, now);
  return total;
}

/** Rows left queued (a delivery job that never ran, or gave up) or whose sender's lease ran out. */
async function sweepStale(
  deps: { db: Database; jobs: Pick<JobEngine, 'enqueue'> },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const stale = await deps.db
    .selectFrom('memo_reminders')
    .select('memo_id')
    .distinct()
    .where((eb) =>
      eb.or([
        eb.and([
          eb('delivery', '=', 'queued'),
          eb('created_at', '<', new Date(now.getTime() - STALE_QUEUED_MS).toISOString()),
        ]),
        eb.and([eb('delivery', '=', 'sending'), eb('delivery_locked_until', '<', at)]),
      ]),
    )
    .execute();
  const hour = Math.floor(now.getTime() / HOUR);
  for (const { memo_id } of stale)
    await deps.jobs.enqueue(
      DELIVER,
      { memoId: memo_id },
      { key: `${DELIVER}:${memo_id}@h${hour}`, runAt: now },
    );
}

/** The every-minute reminder job and the delivery job it queues (decisions.md, Reminders and escalation). */
export function registerReminderJobs(
  jobs: JobEngine,
  deps: Pick<AppDeps, 'db' | 'realtime' | 'mailer' | 'sms' | 'config'>,
): void {
  jobs.define({
    name: 'memos.reminders-due',
    schema: ZMinuteTick,
    handler: async (_tick, { now }) => {
      await runReminders({ db: deps.db, realtime: deps.realtime, jobs }, now);
    },
  });
  jobs.schedule('memos.reminders-due', { every: 'minute' });
  jobs.define({
    name: DELIVER,
    schema: z.object({ memoId: z.number().int() }),
    maxAttempts: DELIVER_TRIES,
    handler: async ({ memoId }, { now, attempt }) => {
      const delivery = { db: deps.db, mailer: deps.mailer, sms: deps.sms, appUrl: deps.config.appUrl };
      await deliverReminders(delivery, memoId, now, attempt >= DELIVER_TRIES);
    },
  });
}
