import type { Locale, Role, TDigestLine } from '@teamline/shared';
import type { ExpressionBuilder } from 'kysely';
import type { Mailer } from '../../adapters/mail.js';
import type { SmsSender } from '../../adapters/sms.js';
import type { Database } from '../../db/index.js';
import type { DB, MemoRow } from '../../db/schema.js';
import { employeeManagesMemo } from '../../policies/memo.js';
import { inboxLink, memoKindOf, memoTitles } from './memo-titles.js';
import { digestMail, escalationTitle, reminderSubject, reminderText } from './reminder-texts.js';

/** How long a row being sent is this runner's; after it another run may send it again. */
export const DELIVERY_LEASE_MS = 5 * 60_000;
/** Rows read and claimed at once: a batch must be sent well within the lease. */
const BATCH = 50;

export interface DeliveryDeps {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  appUrl: string;
}

/** Whether a row can be claimed for sending at `at`: queued, or being sent by a runner whose lease ran out. */
const sendable = (at: string) => (eb: ExpressionBuilder<DB, 'memo_reminders'>) =>
  eb.or([
    eb('delivery', '=', 'queued'),
    eb.and([eb('delivery', '=', 'sending'), eb('delivery_locked_until', '<', at)]),
  ]);

/**
 * Sends a memo's queued reminders (SMS or e-mail) and digests (e-mail): rows are claimed a batch at
 * a time with one guarded UPDATE (queued → sending, with a lease) before they are sent, and each is
 * marked sent once it went, so two runners never send the same row and a runner killed mid-way
 * leaves what it had not marked to be sent again once the lease has run out. A failed send goes back to queued (failed on the job's last try);
 * answers what was sent and what failed, and throws when something failed so the job retries.
 */
export async function deliverReminders(
  deps: DeliveryDeps,
  memoId: number,
  now: Date,
  lastTry: boolean,
): Promise<{ sent: number; failed: number }> {
  const memo = await deps.db.selectFrom('memos').selectAll().where('id', '=', memoId).executeTakeFirst();
  if (!memo) return { sent: 0, failed: 0 };
  const company = await deps.db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', memo.company_id)
    .executeTakeFirstOrThrow();
  const titles = await memoTitles(deps.db, memo);
  const at = now.toISOString();
  let lastId = 0;
  const outcome = { sent: 0, failed: 0 };
  for (;;) {
    const batch = await deps.db
      .selectFrom('memo_reminders as mr')
      .innerJoin('employees as e', 'e.id', 'mr.recipient_id')
      .select(['mr.id', 'mr.recipient_id', 'mr.step', 'mr.kind', 'mr.channel', 'mr.detail'])
      .select(['e.phone', 'e.email', 'e.default_locale', 'e.role'])
      .where('mr.memo_id', '=', memoId)
      .where('mr.id', '>', lastId)
      .where((eb) =>
        eb.or([
          eb('mr.delivery', '=', 'queued'),
          eb.and([eb('mr.delivery', '=', 'sending'), eb('mr.delivery_locked_until', '<', at)]),
        ]),
      )
      .orderBy('mr.id')
      .limit(BATCH)
      .execute();
    if (!batch.length) break;
    lastId = batch.at(-1)?.id ?? lastId;
    // One guarded UPDATE claims the batch: of two runners, each row goes to one.
    const claimed = await deps.db
      .updateTable('memo_reminders')
      .set({
        delivery: 'sending',
        delivery_locked_until: new Date(now.getTime() + DELIVERY_LEASE_MS).toISOString(),
      })
      .where(
        'id',
        'in',
        batch.map((r) => r.id),
      )
      .where(sendable(at))
      .returning('id')
      .execute();
    const mine = new Set(claimed.map((c) => c.id));
    for (const row of batch) {
      if (!mine.has(row.id)) continue;
      try {
        await send(deps, { memo, company: company.name, titles, row });
        await deps.db
          .updateTable('memo_reminders')
          .set({ delivery: 'sent', sent_at: at, delivery_locked_until: null, last_error: null })
          .where('id', '=', row.id)
          .execute();
        outcome.sent++;
      } catch (err) {
        outcome.failed++;
        await deps.db
          .updateTable('memo_reminders')
          .set({
            delivery: lastTry ? 'failed' : 'queued',
            delivery_locked_until: null,
            last_error: (err instanceof Error ? err.message : String(err)).slice(0, 2000),
          })
          .where('id', '=', row.id)
          .execute();
      }
    }
  }
  if (outcome.failed && !lastTry)
    throw new Error(`${outcome.failed} reminder(s) of memo ${memoId} not delivered`);
  return outcome;
}

interface SendRow {
  recipient_id: number;
  step: string;
  kind: string;
  channel: string | null;
  detail: string | null;
  phone: string | null;
  email: string | null;
  default_locale: Locale;
  role: Role;
}

async function send(
  deps: DeliveryDeps,
  o: { memo: MemoRow; company: string; titles: Record<Locale, string>; row: SendRow },
): Promise<void> {
  const { memo, row } = o;
  const locale = row.default_locale;
  const title = o.titles[locale];
  const kind = memoKindOf(memo);
  if (row.kind === 'escalation') {
    if (!row.email) throw new Error('the manager has no e-mail address any more');
    const lines = JSON.parse(row.detail ?? '[]') as TDigestLine[];
    // A manager who manages the memo gets its detail, another the management Home (as in the tray).
    const manages = employeeManagesMemo({ id: row.recipient_id, role: row.role }, memo);
    const link = `${deps.appUrl}/${memo.company_id}${manages ? `/memo/${memo.id}` : ''}`;
    await deps.mailer.send({
      to: row.email,
      subject: escalationTitle(locale, title),
      text: digestMail({ locale, kind, title, lines, link }),
    });
    return;
  }
  const hours = Number(row.step.slice(1));
  const text = reminderText({
    locale,
    kind,
    company: o.company,
    title,
    hours,
    link: inboxLink(deps.appUrl, memo),
  });
  if (row.channel === 'sms' && row.phone) return deps.sms.send({ to: row.phone, text });
  if (row.email) return deps.mailer.send({ to: row.email, subject: reminderSubject(locale, title), text });
  throw new Error('the employee has no phone or e-mail address any more');
}
