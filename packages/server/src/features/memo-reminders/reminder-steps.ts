import { ESCALATION_LEVELS, type EscalationLevel, parseReminderSteps } from '@teamline/shared';
import type { MemoRow } from '../../db/schema.js';

/**
 * When a memo's reminders and escalations come (decisions.md, Reminders and escalation). A step
 * of h hours comes at due_at + h; it is sent while it is the latest step that has come (the last
 * one for a day), never before the memo reached its recipients: a step missed while no server
 * ran is replaced by the next, not sent late. Escalation to the late people's managers comes
 * escalate_after_hours after the due date, to their locations' managers the same delay later;
 * a level missed is still sent (a late digest is still news).
 */

const HOUR = 3_600_000;
/** How long the last step stays sendable after it came. */
export const LAST_STEP_WINDOW_MS = 24 * HOUR;

export type TimedMemo = Pick<
  MemoRow,
  'due_at' | 'reminder_steps' | 'escalate_after_hours' | 'published_at' | 'notified_at'
>;

/** The stored steps (JSON hours), in time order. */
export const parseSteps = parseReminderSteps;

/** The key of a step in memo_reminders: h-24, h0, h24. */
export const stepKey = (hours: number) => `h${hours}`;
/** The key of an escalation level in memo_reminders. */
export const escalationKey = (level: EscalationLevel) => `esc-${level}`;

/** When the memo reached its recipients (a later reveal counts): steps before it are not sent. */
export function sentAt(memo: TimedMemo): number | null {
  const at = memo.notified_at ?? memo.published_at;
  return at ? Date.parse(at) : null;
}

/** The instant of a step (null without a due date). */
export function stepTime(memo: TimedMemo, hours: number): number | null {
  return memo.due_at ? Date.parse(memo.due_at) + hours * HOUR : null;
}

/** The step to send at `now`, if any. */
export function dueStep(memo: TimedMemo, now: Date): number | null {
  const sent = sentAt(memo);
  if (!memo.due_at || sent === null) return null;
  const steps = parseSteps(memo.reminder_steps);
  const t = now.getTime();
  for (let i = steps.length - 1; i >= 0; i--) {
    const hours = steps[i] as number;
    const at = stepTime(memo, hours) as number;
    if (at > t) continue;
    const next = steps[i + 1];
    const until = next === undefined ? at + LAST_STEP_WINDOW_MS : (stepTime(memo, next) as number);
    return at >= sent && t < until ? hours : null;
  }
  return null;
}

/** The instant of an escalation level (null without a due date or a delay). */
export function escalationTime(memo: TimedMemo, level: EscalationLevel): number | null {
  if (!memo.due_at || memo.escalate_after_hours === null) return null;
  const times = level === 'managers' ? 1 : 2;
  return Date.parse(memo.due_at) + times * memo.escalate_after_hours * HOUR;
}

/** The escalation levels whose time has come at `now` (and came after the memo was sent). */
export function dueEscalations(memo: TimedMemo, now: Date): EscalationLevel[] {
  const sent = sentAt(memo);
  if (sent === null) return [];
  return ESCALATION_LEVELS.filter((level) => {
    const at = escalationTime(memo, level);
    return at !== null && at <= now.getTime() && at >= sent;
  });
}
