import type { Locale, NOTICE_SUBJECTS } from '@teamline/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { MemoRow, NotificationRow } from '../../db/schema.js';
import { type PendingEvents, transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { typed } from '../memos/memo-notify.js';
import { queueNotifications } from '../notifications/notifications.service.js';
import { memoTitles } from './memo-titles.js';
import { stepKey } from './reminder-steps.js';
import { reminderTitle } from './reminder-texts.js';

/** The notification type of a reminder (it opens the memo in the inbox). */
export const REMINDER_TYPE = 'MEMO_REMINDER' satisfies keyof typeof NOTICE_SUBJECTS;

export interface StepOutcome {
  /** Recipients claimed for this step now (each is reminded once, ever). */
  claimed: number;
  /** Of those, the ones to reach by SMS or e-mail (the delivery job sends them). */
  queued: number;
  notifications: NotificationRow[];
}

/**
 * Reminds a memo's late recipients of one step. In one transaction: every recipient still in the
 * memo's inbox who has not acknowledged or answered is claimed (a memo_reminders row; the UNIQUE
 * key makes a retry, a restart or a second runner claim nobody twice), with the channel decided
 * in the same statement — none when they opened the app since the memo was sent (read it, signed
 * in, or used a session), else SMS to their phone, else e-mail — and the claimed with an account
 * get their tray item (deduplicated by key), pushed once committed. Sending the SMS and e-mail is
 * the delivery job's (reminder-delivery.ts).
 */
export async function remindStep(
  deps: { db: Database; realtime: Realtime },
  memo: MemoRow,
  hours: number,
  now: Date,
): Promise<StepOutcome> {
  const at = now.toISOString();
  const step = stepKey(hours);
  const titles = await memoTitles(deps.db, memo);
  return transactThenPublish(deps, async (trx, events) => {
    const claimed = await claimLate(trx, memo, step, at);
    if (!claimed.length) return { claimed: 0, queued: 0, notifications: [] };
    const notifications = await notifyClaimed(trx, events, { memo, step, hours, titles, at });
    return {
      claimed: claimed.length,
      queued: claimed.filter((c) => c.delivery === 'queued').length,
      notifications,
    };
  });
}

async function claimLate(trx: Database, memo: MemoRow, step: string, at: string) {
  const sent = memo.notified_at ?? memo.published_at ?? at;
  const ts = (v: string) => typed(trx, v, 'timestamptz');
  const opened = sql<boolean>`(r.read_at is not null
    or e.last_login_at >= ${ts(sent)}
    or exists (select 1 from auth_tokens t where t.user_id = e.user_id
      and (t.last_used_at >= ${ts(sent)} or t.created_at >= ${ts(sent)})))`;
  const hasPhone = sql<boolean>`coalesce(e.phone, '') <> ''`;
  const hasEmail = sql<boolean>`coalesce(e.email, '') <> ''`;
  const channel = sql<string | null>`case when ${opened} then null
    when ${hasPhone} then ${typed(trx, 'sms', 'text')}
    when ${hasEmail} then ${typed(trx, 'mail', 'text')} else null end`;
  const delivery = sql<string>`case when ${opened} or not (${hasPhone} or ${hasEmail})
    then ${typed(trx, 'none', 'text')} else ${typed(trx, 'queued', 'text')} end`;
  return trx
    .insertInto('memo_reminders')
    .columns(['company_id', 'memo_id', 'recipient_id', 'step', 'kind', 'channel', 'delivery', 'created_at'])
    .expression(
      trx
        .selectFrom('memo_responses as r')
        .innerJoin('employees as e', 'e.id', 'r.employee_id')
        .select([
          'r.company_id',
          'r.memo_id',
          'r.employee_id',
          typed(trx, step, 'text').as('step'),
          typed(trx, 'reminder', 'text').as('kind'),
          channel.as('channel'),
          delivery.as('delivery'),
          ts(at).as('created_at'),
        ])
        .where('r.memo_id', '=', memo.id)
        .where('r.inbox_at', 'is not', null)
        .where('r.acknowledged_at', 'is', null)
        .where('e.deleted_at', 'is', null)
        .where('e.is_active', '=', true)
        .where('e.on_leave', '=', false),
    )
    .onConflict((oc) => oc.columns(['memo_id', 'recipient_id', 'step']).doNothing())
    .returning(['recipient_id', 'delivery'])
    .execute();
}

/** The tray items of a step's claimed recipients with an account, in their language. */
async function notifyClaimed(
  trx: Database,
  events: PendingEvents,
  o: { memo: MemoRow; step: string; hours: number; titles: Record<Locale, string>; at: string },
): Promise<NotificationRow[]> {
  const text = (v: string) => typed(trx, v, 'text');
  const int = (v: number) => typed(trx, v, 'integer');
  const inSpanish = (es: string, en: string) =>
    sql<string>`case when e.default_locale = 'es' then ${text(es)} else ${text(en)} end`;
  const rows = await trx
    .insertInto('notifications')
    .columns(['company_id', 'user_id', 'title', 'content', 'type', 'type_id', 'created_at', 'dedupe_key'])
    .expression(
      trx
        .selectFrom('memo_reminders as mr')
        .innerJoin('employees as e', 'e.id', 'mr.recipient_id')
        .select([
          int(o.memo.company_id).as('company_id'),
          'e.user_id',
          inSpanish(reminderTitle('es', o.hours), reminderTitle('en', o.hours)).as('title'),
          inSpanish(o.titles.es, o.titles.en).as('content'),
          text(REMINDER_TYPE).as('type'),
          int(o.memo.id).as('type_id'),
          typed(trx, o.at, 'timestamptz').as('created_at'),
          sql<string>`${text(`memo:${o.memo.id}:${o.step}:employee:`)} || e.id`.as('dedupe_key'),
        ])
        .where('mr.memo_id', '=', o.memo.id)
        .where('mr.step', '=', o.step)
        .where('e.user_id', 'is not', null),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returningAll()
    .execute();
  queueNotifications(events, rows);
  return rows;
}
