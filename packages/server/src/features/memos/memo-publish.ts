import { memoAllows } from '@teamline/shared';
import { PostgresAdapter, sql } from 'kysely';
import { chunks } from '../../db/chunks.js';
import { type Database, toBool } from '../../db/index.js';
import type { MemoRow, NotificationRow } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { automaticMemoSender, memoSenderWithRole } from '../../policies/memo.js';
import { transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { queueNotifications } from '../notifications/notifications.service.js';
import { notifyEmployees, typed } from './memo-notify.js';
import { loadTargets, reachedEmployees, type Sender } from './memo-targets.js';

/**
 * Publishing: a memo's recipients are resolved ONCE into memo_responses rows (one per memo and
 * employee, UNIQUE(memo_id, employee_id)), in batches, inside one transaction, and each new
 * recipient with an account gets one notification (deduplicated by key). Re-publishing, a retried
 * job or a second worker never duplicates a row or a notification. The notifications written are
 * pushed to the recipients' sockets once the transaction has committed (by the service that
 * opened it: publishMemo here, createMemo/updateMemo/changeRecipients around publishWithin).
 */

export interface PublishResult {
  memo: MemoRow;
  /** Employees who got a response row in this call (none when it was already done). */
  addedEmployeeIds: number[];
  /** Notifications created in this call: push them to realtime once committed. */
  notifications: NotificationRow[];
}

/** When a published memo shows in the inboxes: its reveal, else its display start. */
export const inboxAt = (m: MemoRow, now: string) => m.reveal_at ?? m.start_at ?? m.published_at ?? now;

/** The memo's rows follow its status: shown (again) at inboxAt while published, else hidden. */
export async function syncInboxAt(
  db: Database,
  memo: MemoRow,
  now = new Date().toISOString(),
): Promise<void> {
  await db
    .updateTable('memo_responses')
    .set({ inbox_at: memo.status === 'published' && !memo.deleted_at ? inboxAt(memo, now) : null })
    .where('memo_id', '=', memo.id)
    .execute();
}

async function lockMemo(db: Database, memoId: number): Promise<MemoRow | undefined> {
  const q = db.selectFrom('memos').selectAll().where('id', '=', memoId);
  return (db.getExecutor().adapter instanceof PostgresAdapter ? q.forUpdate() : q).executeTakeFirst();
}

/**
 * Whose reach applies: the publisher's (else the creator's), by their role today; nobody's (the
 * daily job's automatic celebration) reaches its whole targeting (policies/memo.ts).
 */
async function senderOfMemo(db: Database, memo: MemoRow): Promise<Sender | null> {
  const id = memo.publisher_id ?? memo.creator_id;
  if (!id) return toBool(memo.celebration_automatic) ? automaticMemoSender(memo.company_id) : null;
  const e = await db
    .selectFrom('employees')
    .select(['id', 'role'])
    .where('id', '=', id)
    .where('company_id', '=', memo.company_id)
    .executeTakeFirst();
  return e ? memoSenderWithRole(memo.company_id, e) : null;
}

/**
 * Adds the response rows (and notifications) of everyone the memo now reaches and lacks one:
 * INSERT … SELECT from employees, a chunk of ids at a time, so each batch sends only ids.
 */
export async function addReachedRecipients(
  db: Database,
  published: MemoRow,
  now: string,
): Promise<PublishResult> {
  let memo = published;
  const sender = await senderOfMemo(db, memo);
  if (!sender) return { memo, addedEmployeeIds: [], notifications: [] };
  const reached = await reachedEmployees(db, sender, await loadTargets(db, memo.id)).execute();
  const ts = (v: string) => typed(db, v, 'timestamptz');
  const int = (v: number) => typed(db, v, 'integer');
  const added: number[] = [];
  for (const part of chunks(reached.map((e) => e.id))) {
    const rows = await db
      .insertInto('memo_responses')
      .columns([
        'company_id',
        'memo_id',
        'employee_id',
        'inbox_at',
        'is_celebration',
        'created_at',
        'updated_at',
      ])
      .expression(
        db
          .selectFrom('employees')
          .select([
            int(memo.company_id).as('company_id'),
            int(memo.id).as('memo_id'),
            'employees.id as employee_id',
            ts(inboxAt(memo, now)).as('inbox_at'),
            sql<boolean>`${sql.lit(memo.kind === 'celebration')}`.as('is_celebration'),
            ts(now).as('created_at'),
            ts(now).as('updated_at'),
          ])
          .where('employees.id', 'in', part),
      )
      .onConflict((oc) => oc.columns(['memo_id', 'employee_id']).doNothing())
      .returning('employee_id')
      .execute();
    for (const r of rows) added.push(r.employee_id);
  }
  // Before its reveal a memo is in nobody's inbox yet: the minute job tells them then.
  if (inboxAt(memo, now) > now) return { memo, addedEmployeeIds: added, notifications: [] };
  const notifications = await notifyEmployees(db, memo, added, now);
  if (!memo.notified_at) {
    memo = await db
      .updateTable('memos')
      .set({ notified_at: now })
      .where('id', '=', memo.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return { memo, addedEmployeeIds: added, notifications };
}

/**
 * Publishes a draft or a due scheduled memo (a draft with a future start_at becomes scheduled);
 * on a published memo it only adds whoever is missing. Expired, archived or deleted: nothing.
 * The recipients' tray items are pushed once it has committed.
 */
export async function publishMemo(opts: {
  db: Database;
  realtime: Realtime;
  memoId: number;
  now?: Date;
  publisherId?: number | null;
}): Promise<PublishResult> {
  const now = (opts.now ?? new Date()).toISOString();
  return transactThenPublish(opts, async (trx, events) => {
    const result = await publishWithin(trx, opts.memoId, now, opts.publisherId ?? null);
    queueNotifications(events, result.notifications);
    return result;
  });
}

/** publishMemo inside the caller's transaction (a save-and-publish stays one transaction). */
export async function publishWithin(
  trx: Database,
  memoId: number,
  now: string,
  publisherId: number | null,
): Promise<PublishResult> {
  let memo = await lockMemo(trx, memoId);
  if (!memo || memo.deleted_at) throw notFound('Memo not found');
  const none = (m: MemoRow): PublishResult => ({ memo: m, addedEmployeeIds: [], notifications: [] });
  if (memoAllows(memo, 'publish')) {
    const publisher = publisherId ?? memo.publisher_id;
    if (memo.start_at && memo.start_at > now) {
      if (memo.status === 'scheduled' && publisher === memo.publisher_id) return none(memo);
      memo = await trx
        .updateTable('memos')
        .set({ status: 'scheduled', publisher_id: publisher, updated_at: now })
        .where('id', '=', memo.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return none(memo);
    }
    memo = await trx
      .updateTable('memos')
      .set({ status: 'published', published_at: now, publisher_id: publisher, updated_at: now })
      .where('id', '=', memo.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } else if (memo.status !== 'published') {
    return none(memo);
  }
  return addReachedRecipients(trx, memo, now);
}

/**
 * The job: publishes every scheduled memo whose start_at has come, each in its own transaction
 * (pushed once committed). Safe to run twice at once.
 */
export async function publishDueMemos(opts: {
  db: Database;
  realtime: Realtime;
  now?: Date;
}): Promise<PublishResult[]> {
  const now = (opts.now ?? new Date()).toISOString();
  const due = await opts.db
    .selectFrom('memos')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('deleted_at', 'is', null)
    .where('start_at', '<=', now)
    .orderBy('start_at')
    .execute();
  const results: PublishResult[] = [];
  for (const { id } of due) results.push(await publishMemo({ ...opts, memoId: id, now: new Date(now) }));
  return results;
}

/** The job: expires every scheduled or published memo whose end_at has passed; answers their ids. */
export async function expireDueMemos(opts: { db: Database; now?: Date }): Promise<number[]> {
  const now = (opts.now ?? new Date()).toISOString();
  const rows = await opts.db
    .updateTable('memos')
    .set({ status: 'expired', expired_at: now, updated_at: now })
    .where('status', 'in', ['scheduled', 'published'])
    .where('deleted_at', 'is', null)
    .where('end_at', '<=', now)
    .returning('id')
    .execute();
  const ids = rows.map((r) => r.id);
  if (ids.length)
    await opts.db.updateTable('memo_responses').set({ inbox_at: null }).where('memo_id', 'in', ids).execute();
  return ids;
}

/**
 * After the targeting of a published memo changed: people newly reached get their row (and a
 * notification); people no longer reached lose theirs unless they already read, answered or
 * flagged it (that stays on record).
 */
export async function syncRecipients(
  db: Database,
  memo: MemoRow,
  now: string,
): Promise<PublishResult & { removed: number }> {
  const added = await addReachedRecipients(db, memo, now);
  const sender = await senderOfMemo(db, memo);
  const targets = await loadTargets(db, memo.id);
  let q = db
    .deleteFrom('memo_responses')
    .where('memo_id', '=', memo.id)
    .where('read_at', 'is', null)
    .where('acknowledged_at', 'is', null)
    .where('flagged_at', 'is', null)
    .where('survey_data', 'is', null);
  if (sender)
    q = q.where(
      'employee_id',
      'not in',
      reachedEmployees(db, sender, targets).clearSelect().select('employees.id'),
    );
  const res = await q.executeTakeFirst();
  return { ...added, removed: Number(res.numDeletedRows ?? 0) };
}

/** Number of response rows of a memo (its recipients). */
export async function recipientCount(db: Database, memoId: number): Promise<number> {
  const r = await db
    .selectFrom('memo_responses')
    .select(sql<number>`count(*)`.as('n'))
    .where('memo_id', '=', memoId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
