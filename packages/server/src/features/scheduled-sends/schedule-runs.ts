import { MISSED_RUN_WINDOW_MS, SCHEDULE_TEXT } from '@teamline/shared';
import { PostgresAdapter } from 'kysely';
import type { Storage } from '../../adapters/storage.js';
import type { Database } from '../../db/index.js';
import type { ScheduledSendRow } from '../../db/schema-schedules.js';
import { AppError } from '../../http/errors.js';
import type { Member } from '../../policies/member.js';
import { memoSenderOf } from '../../policies/memo.js';
import { scheduleSender } from '../../policies/scheduled-send.js';
import type { PendingEvents } from '../../realtime/after-commit.js';
import { transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { copyFiles, type FileSource, type Log, removeCopies } from '../memo-templates/template-media.js';
import { newMemoValues, saveTranslations } from '../memos/memo-fields.js';
import { publishWithin } from '../memos/memo-publish.js';
import { assertTargets, saveTags, saveTargets, type Targets } from '../memos/memo-targets.js';
import { assertPublishable } from '../memos/memos.service.js';
import { queueNotifications } from '../notifications/notifications.service.js';
import { getMemoSettings } from '../settings/settings.service.js';
import { occurrenceAfter } from './occurrences.js';
import { ruleOf, targetsOfSchedule } from './schedule-rules.js';
import { type MemoRecipe, sendableKinds } from './sendables.js';

/**
 * The every-minute job's work (decisions.md, Scheduled sends): each schedule whose next_at has
 * come runs that occurrence in ONE transaction — claim (INSERT the run: UNIQUE schedule and
 * occurrence), make and publish its memos (the memo rules and publishWithin), record their ids,
 * advance next_at — and the tray items are pushed after the commit. A kill before the commit
 * leaves nothing: the occurrence is still due and the next tick sends it. Two runners: one
 * INSERT wins, the other finds the run (or the advanced next_at) and does nothing.
 */

export interface RunDeps {
  db: Database;
  realtime: Realtime;
  storage: Storage;
  log: Log;
  /** The test clock's failpoint, run inside the transaction once the occurrence is claimed. */
  afterClaim?: () => Promise<void>;
}

export interface RunSummary {
  sent: number;
  skipped: number;
  failed: number;
}

/** The schedule's creator as the member who sends (their role today); null if they cannot. */
async function senderOf(db: Database, s: ScheduledSendRow): Promise<Member | null> {
  if (s.creator_id === null) return null;
  const e = await db
    .selectFrom('employees')
    .select(['id', 'user_id', 'role', 'company_id'])
    .where('id', '=', s.creator_id)
    .where('company_id', '=', s.company_id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return scheduleSender(e);
}

/** One memo of the occurrence: made with the memo create rules, its files copied, published. */
async function publishRecipe(opts: {
  trx: Database;
  storage: Storage;
  log: Log;
  events: PendingEvents;
  member: Member;
  recipe: MemoRecipe;
  targets: Targets;
  now: string;
  copies: FileSource[];
}): Promise<number> {
  const { trx, member, recipe, targets, now } = opts;
  const settings = await getMemoSettings({ db: trx, companyId: member.companyId });
  const values = newMemoValues({
    member,
    kind: recipe.kind,
    input: recipe.input,
    settings,
    celebration: undefined,
    now,
  });
  const memo = await trx
    .insertInto('memos')
    .values({ ...values, template_id: recipe.templateId })
    .returningAll()
    .executeTakeFirstOrThrow();
  await saveTargets(trx, memo.id, targets);
  await saveTags(trx, memo.id, recipe.input.tag_ids);
  await saveTranslations(trx, memo.id, recipe.input.translations, now);
  const files = await copyFiles(
    opts.storage,
    recipe.files,
    `memo-media/${member.companyId}/${memo.id}`,
    opts.log,
  );
  opts.copies.push(...files);
  for (const f of files)
    await trx
      .insertInto('memo_media')
      .values({
        ...f,
        company_id: member.companyId,
        memo_id: memo.id,
        creator_id: member.employeeId,
        created_at: now,
      })
      .execute();
  assertPublishable(memo, targets);
  const result = await publishWithin(trx, memo.id, now, member.employeeId);
  queueNotifications(opts.events, result.notifications);
  return memo.id;
}

async function lockSchedule(trx: Database, id: number): Promise<ScheduledSendRow | undefined> {
  const q = trx.selectFrom('scheduled_sends').selectAll().where('id', '=', id);
  return (trx.getExecutor().adapter instanceof PostgresAdapter ? q.forUpdate() : q).executeTakeFirst();
}

type Outcome = 'sent' | 'skipped' | 'none';

/**
 * Runs the schedule's due occurrence, if it is still due: sent, or skipped (missed beyond the
 * window; its sendable or sender gone; the memo rules refuse it), with the reason kept.
 */
export async function runOccurrence(deps: RunDeps, scheduleId: number, now: Date): Promise<Outcome> {
  const first = await deps.db
    .selectFrom('scheduled_sends')
    .selectAll()
    .where('id', '=', scheduleId)
    .executeTakeFirst();
  if (!first?.next_at || new Date(first.next_at).getTime() > now.getTime()) return 'none';
  const occurrence = new Date(first.next_at).toISOString();
  const late = now.getTime() - Date.parse(occurrence) > MISSED_RUN_WINDOW_MS;
  const member = late ? null : await senderOf(deps.db, first);
  // A kind this version does not know (a row written by a newer one) counts as gone.
  const kind = sendableKinds.find((d) => d.kind === first.sendable_kind);
  const recipes =
    late || !member || !kind
      ? null
      : await kind.recipes(deps.db, first.company_id, first.sendable_id, {
          occurrence: new Date(occurrence),
          timeZone: first.time_zone,
        });
  let reason: string | null = late
    ? SCHEDULE_TEXT.missed
    : !member
      ? SCHEDULE_TEXT.senderGone
      : !recipes
        ? SCHEDULE_TEXT.sendableGone
        : null;
  const at = now.toISOString();
  const record = async (send: boolean): Promise<Outcome> => {
    const copies: FileSource[] = [];
    try {
      return await transactThenPublish(deps, async (trx, events) => {
        const s = await lockSchedule(trx, scheduleId);
        if (!s?.next_at || new Date(s.next_at).toISOString() !== occurrence) return 'none';
        const claimed = await trx
          .insertInto('scheduled_send_runs')
          .values({
            schedule_id: s.id,
            company_id: s.company_id,
            occurrence_at: occurrence,
            status: send ? 'sent' : 'skipped',
            memo_ids: '[]',
            reason: send ? null : reason,
            finished_at: at,
          })
          .onConflict((oc) => oc.columns(['schedule_id', 'occurrence_at']).doNothing())
          .returning('id')
          .executeTakeFirst();
        await deps.afterClaim?.();
        const next = occurrenceAfter(ruleOf(s), new Date(occurrence));
        await trx
          .updateTable('scheduled_sends')
          .set({ next_at: next ? next.toISOString() : null })
          .where('id', '=', s.id)
          .execute();
        if (!claimed) return 'none';
        if (!send || !member || !recipes) return 'skipped';
        const targets = targetsOfSchedule(s);
        await assertTargets(trx, memoSenderOf(member), targets);
        const memoIds: number[] = [];
        for (const recipe of recipes)
          memoIds.push(
            await publishRecipe({ ...deps, trx, events, member, recipe, targets, now: at, copies }),
          );
        await trx
          .updateTable('scheduled_send_runs')
          .set({ memo_ids: JSON.stringify(memoIds) })
          .where('id', '=', claimed.id)
          .execute();
        return 'sent';
      });
    } catch (err) {
      await removeCopies(deps.storage, copies, deps.log);
      throw err;
    }
  };
  if (reason) return record(false);
  try {
    return await record(true);
  } catch (err) {
    // The memo rules refuse it (nobody left to reach, a survey without questions): recorded as
    // skipped with their message, not retried for ever. Anything else is retried next minute.
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    reason = err.message.slice(0, 200);
    return record(false);
  }
}

/**
 * Every schedule due at `now`, oldest first, until none is due (a long outage: each missed one).
 * On PostgreSQL four occurrences run at once (each its own transaction and row lock; the pool
 * holds ten); SQLite has one writer, so one at a time.
 */
export async function runDueSchedules(
  deps: RunDeps & { onError?: (err: unknown, id: number) => void; concurrency?: number },
  now: Date,
): Promise<RunSummary> {
  const summary: RunSummary = { sent: 0, skipped: 0, failed: 0 };
  const failed = new Set<number>();
  const concurrency = deps.concurrency ?? (deps.db.getExecutor().adapter instanceof PostgresAdapter ? 4 : 1);
  const runOne = async (id: number) => {
    try {
      const outcome = await runOccurrence(deps, id, now);
      if (outcome === 'sent') summary.sent++;
      else if (outcome === 'skipped') summary.skipped++;
    } catch (err) {
      failed.add(id);
      summary.failed++;
      deps.onError?.(err, id);
    }
  };
  for (let round = 0; round < 10_000; round++) {
    const due = await deps.db
      .selectFrom('scheduled_sends')
      .select('id')
      .where('next_at', '<=', now.toISOString())
      .orderBy('next_at')
      .orderBy('id')
      .limit(500)
      .execute();
    const todo = due.map((d) => d.id).filter((id) => !failed.has(id));
    if (!todo.length) break;
    let next = 0;
    const worker = async () => {
      while (next < todo.length) {
        const id = todo[next++] as number;
        await runOne(id);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, todo.length) }, worker));
  }
  return summary;
}
