import type {
  EscalationLevel,
  TDigestLine,
  TEscalationHistory,
  TMemoReminders,
  TReminderStepHistory,
} from '@teamline/shared';
import type { Database } from '../../db/index.js';
import type { MemoRow } from '../../db/schema.js';
import { parseSteps, stepKey, stepTime } from './reminder-steps.js';

/**
 * A memo's reminder and escalation history for its detail: every configured step (with when it
 * comes) and every step sent, each with how many were reminded and how many of them by SMS or
 * e-mail; every digest with its manager, level and lines.
 */
export async function memoReminderHistory(db: Database, memo: MemoRow): Promise<TMemoReminders> {
  const rows = await db
    .selectFrom('memo_reminders')
    .select(['step', 'kind', 'channel', 'delivery', 'created_at', 'sent_at'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('memo_id', '=', memo.id)
    .where('kind', '=', 'reminder')
    .groupBy(['step', 'kind', 'channel', 'delivery', 'created_at', 'sent_at'])
    .execute();
  const configured = parseSteps(memo.reminder_steps);
  const sentSteps = rows.map((r) => Number(r.step.slice(1)));
  const hours = [...new Set([...configured, ...sentSteps])].sort((a, b) => a - b);
  const steps: TReminderStepHistory[] = hours.map((h) => {
    const mine = rows.filter((r) => r.step === stepKey(h));
    const sum = (test: (r: (typeof rows)[number]) => boolean) =>
      mine.filter(test).reduce((n, r) => n + Number(r.n), 0);
    const first = mine.map((r) => r.created_at).sort()[0] ?? null;
    const at = stepTime(memo, h);
    return {
      step_hours: h,
      scheduled_at: at === null ? null : new Date(at).toISOString(),
      sent_at: first,
      reminded_count: sum(() => true),
      sms_count: sum((r) => r.channel === 'sms' && r.delivery === 'sent'),
      mail_count: sum((r) => r.channel === 'mail' && r.delivery === 'sent'),
    };
  });
  const digests = await db
    .selectFrom('memo_reminders as mr')
    .innerJoin('employees as e', 'e.id', 'mr.recipient_id')
    .select(['mr.step', 'mr.created_at', 'mr.channel', 'mr.delivery', 'mr.detail', 'e.id', 'e.name'])
    .where('mr.memo_id', '=', memo.id)
    .where('mr.kind', '=', 'escalation')
    .orderBy('mr.created_at')
    .orderBy('e.name')
    .execute();
  const escalations: TEscalationHistory[] = digests.map((d) => ({
    level: d.step.slice(4) as EscalationLevel,
    manager: { id: d.id, name: d.name },
    sent_at: d.created_at,
    by_mail: d.channel === 'mail' && d.delivery === 'sent',
    lines: JSON.parse(d.detail ?? '[]') as TDigestLine[],
  }));
  return {
    memo_id: memo.id,
    due_at: memo.due_at,
    reminder_steps: configured,
    escalate_after_hours: memo.escalate_after_hours,
    steps,
    escalations,
  };
}
