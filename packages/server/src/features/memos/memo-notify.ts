import { PostgresAdapter, sql } from 'kysely';
import { chunks } from '../../db/chunks.js';
import type { Database } from '../../db/index.js';
import type { MemoRow, NotificationRow } from '../../db/schema.js';
import { transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { queueNotifications } from '../notifications/notifications.service.js';

/**
 * The tray items of a memo's recipients: one per employee with an account (deduplicated by key,
 * so a retried job or a second worker never notifies twice), in the employee's language.
 */

const NOTIFY_TITLE = {
  en: { message: 'New message', survey: 'New survey', celebration: 'New celebration' },
  es: { message: 'Nuevo mensaje', survey: 'Nueva encuesta', celebration: 'Nueva celebración' },
} as const;
const NOTIFY_TYPE = { message: 'MESSAGE', survey: 'SURVEY', celebration: 'CELEBRATION' } as const;

/** A constant in an INSERT … SELECT list: PostgreSQL needs its type spelled out. */
export function typed(db: Database, value: string | number, pgType: 'integer' | 'timestamptz' | 'text') {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`cast(${value} as ${sql.raw(pgType)})`
    : sql<string>`${value}`;
}

/** Notifies these employees of the memo, a batch of ids at a time; answers the rows written. */
export async function notifyEmployees(
  db: Database,
  memo: MemoRow,
  employeeIds: number[],
  now: string,
): Promise<NotificationRow[]> {
  const int = (v: number) => typed(db, v, 'integer');
  const text = (v: string) => typed(db, v, 'text');
  const es = await db
    .selectFrom('memo_translations')
    .select(['title', 'recipient_title'])
    .where('memo_id', '=', memo.id)
    .where('locale_code', '=', 'es')
    .executeTakeFirst();
  const kind = memo.kind === 'survey' || memo.kind === 'celebration' ? memo.kind : 'message';
  const english = (memo.recipient_title ?? memo.title).slice(0, 2000);
  const spanish = (es?.recipient_title ?? es?.title ?? english).slice(0, 2000);
  const inSpanish = (a: string, b: string) =>
    sql<string>`case when employees.default_locale = 'es' then ${text(a)} else ${text(b)} end`;
  const notifications: NotificationRow[] = [];
  for (const part of chunks(employeeIds)) {
    const rows = await db
      .insertInto('notifications')
      .columns(['company_id', 'user_id', 'title', 'content', 'type', 'type_id', 'created_at', 'dedupe_key'])
      .expression(
        db
          .selectFrom('employees')
          .select([
            int(memo.company_id).as('company_id'),
            'employees.user_id',
            inSpanish(NOTIFY_TITLE.es[kind], NOTIFY_TITLE.en[kind]).as('title'),
            inSpanish(spanish, english).as('content'),
            text(NOTIFY_TYPE[kind]).as('type'),
            int(memo.id).as('type_id'),
            typed(db, now, 'timestamptz').as('created_at'),
            sql<string>`${text(`memo:${memo.id}:employee:`)} || employees.id`.as('dedupe_key'),
          ])
          .where('employees.id', 'in', part)
          .where('employees.user_id', 'is not', null),
      )
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returningAll()
      .execute();
    notifications.push(...rows);
  }
  return notifications;
}

/**
 * The minute job's half for reveal_at: published memos whose reveal has come and whose
 * recipients were not told yet are announced now (once: notified_at is set in the same
 * transaction), each pushed to the recipients' sockets once its transaction has committed.
 * Answers the notifications written.
 */
export async function notifyRevealedMemos(opts: {
  db: Database;
  realtime: Realtime;
  now?: Date;
}): Promise<NotificationRow[]> {
  const now = (opts.now ?? new Date()).toISOString();
  const due = await opts.db
    .selectFrom('memos')
    .select('id')
    .where('status', '=', 'published')
    .where('deleted_at', 'is', null)
    .where('notified_at', 'is', null)
    .where('reveal_at', '<=', now)
    .execute();
  const written: NotificationRow[] = [];
  for (const { id } of due) {
    const rows = await transactThenPublish(opts, async (trx, events) => {
      const claimed = await trx
        .updateTable('memos')
        .set({ notified_at: now })
        .where('id', '=', id)
        .where('notified_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!claimed) return [];
      const responders = await trx
        .selectFrom('memo_responses')
        .select('employee_id')
        .where('memo_id', '=', id)
        .where('inbox_at', 'is not', null)
        .execute();
      const notified = await notifyEmployees(
        trx,
        claimed,
        responders.map((r) => r.employee_id),
        now,
      );
      queueNotifications(events, notified);
      return notified;
    });
    written.push(...rows);
  }
  return written;
}
