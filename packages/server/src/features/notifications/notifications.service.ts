import {
  type NoticeSubject,
  noticeTypesOf,
  REALTIME_EVENTS,
  type TRealtimeNotification,
  type TRealtimeNotificationsRead,
} from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { NotificationRow } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { Member } from '../../policies/index.js';
import { canSeeNotification, scopeNotifications } from '../../policies/notification.js';
import type { PendingEvents } from '../../realtime/after-commit.js';
import { presentNotification } from './notifications.presenter.js';

/** The tray shows at most this many, newest first. */
export const TRAY_LIMIT = 50;

/**
 * Leaves a notification in a user's tray in one company. Later features (chat, follow-ups)
 * and the invitation flow call this; pass the transaction as `db` to keep it atomic with the change,
 * and its `events` so the tray item reaches the user's sockets (`notification` to `user:{id}`)
 * once the transaction has committed (see realtime/after-commit.ts).
 */
export async function notifyUser(opts: {
  db: Database;
  companyId: number;
  userId: number;
  title: string;
  content: string;
  type: string;
  typeId?: number | null | undefined;
  events?: PendingEvents | undefined;
}): Promise<NotificationRow> {
  const row = await opts.db
    .insertInto('notifications')
    .values({
      company_id: opts.companyId,
      user_id: opts.userId,
      title: opts.title,
      content: opts.content,
      type: opts.type,
      type_id: opts.typeId ?? null,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (opts.events) queueNotifications(opts.events, [row]);
  return row;
}

/** Queues the tray items of notifications written in bulk (memo publishing) for their users' sockets. */
export function queueNotifications(events: PendingEvents, rows: readonly NotificationRow[]): void {
  for (const row of rows) {
    const payload: TRealtimeNotification = {
      company_id: row.company_id,
      notification: presentNotification(row),
    };
    events.toUsers([row.user_id], REALTIME_EVENTS.notification, payload);
  }
}

/** The caller's own notifications in a company that were not cleared, newest first. */
export async function listNotifications(opts: { db: Database; member: Member }): Promise<NotificationRow[]> {
  return scopeNotifications(opts.member, opts.db.selectFrom('notifications').selectAll())
    .where('cleared_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(TRAY_LIMIT)
    .execute();
}

/** How many of the caller's notifications in the company are unread and not cleared: the badge. */
export async function countUnreadNotifications(opts: { db: Database; member: Member }): Promise<number> {
  const row = await scopeNotifications(
    opts.member,
    opts.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number | string>().as('n')),
  )
    .where('cleared_at', 'is', null)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Tells the user's other tabs and devices (after commit) that their tray in a company changed. */
export function queueTrayRead(events: PendingEvents, userId: number, companyId: number): void {
  const payload: TRealtimeNotificationsRead = { company_id: companyId };
  events.toUsers([userId], REALTIME_EVENTS.notificationsRead, payload);
}

/**
 * Opening something marks the user's notifications about it read (the memo, the celebration,
 * the follow-up: @teamline/shared NOTICE_SUBJECTS); their trays refresh once committed. Answers
 * how many were unread.
 */
export async function markSubjectRead(opts: {
  db: Database;
  events: PendingEvents;
  companyId: number;
  userId: number | null;
  subject: NoticeSubject;
  typeId: number;
}): Promise<number> {
  if (opts.userId === null) return 0;
  const res = await opts.db
    .updateTable('notifications')
    .set({ read_at: nowIso() })
    .where('company_id', '=', opts.companyId)
    .where('user_id', '=', opts.userId)
    .where('type', 'in', noticeTypesOf(opts.subject))
    .where('type_id', '=', opts.typeId)
    .where('read_at', 'is', null)
    .where('cleared_at', 'is', null)
    .executeTakeFirst();
  const changed = Number(res.numUpdatedRows);
  if (changed > 0) queueTrayRead(opts.events, opts.userId, opts.companyId);
  return changed;
}

/** Marks one of the caller's notifications read; anyone else's (or a cleared one) answers 404. */
export async function markNotificationRead(opts: {
  db: Database;
  events: PendingEvents;
  member: Member;
  notificationId: number;
}): Promise<NotificationRow> {
  const row = await opts.db
    .selectFrom('notifications')
    .selectAll()
    .where('id', '=', opts.notificationId)
    .where('cleared_at', 'is', null)
    .executeTakeFirst();
  if (!row || !canSeeNotification(opts.member, row)) throw notFound('Notification not found');
  if (row.read_at) return row;
  const read = await opts.db
    .updateTable('notifications')
    .set({ read_at: nowIso() })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  queueTrayRead(opts.events, row.user_id, row.company_id);
  return read;
}

/** 'clear all': empties the caller's tray in a company (the rows stay, marked cleared). */
export async function clearNotifications(opts: {
  db: Database;
  events: PendingEvents;
  member: Member;
}): Promise<void> {
  const now = nowIso();
  await scopeNotifications(
    opts.member,
    opts.db
      .updateTable('notifications')
      .set((eb) => ({ cleared_at: now, read_at: eb.fn.coalesce('read_at', eb.val(now)) })),
  )
    .where('cleared_at', 'is', null)
    .execute();
  queueTrayRead(opts.events, opts.member.userId, opts.member.companyId);
}
