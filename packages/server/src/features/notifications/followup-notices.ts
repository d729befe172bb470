import { REALTIME_EVENTS, type TRealtimeFollowupUpdated } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { type FollowupRecipient, followupWatchers } from '../../policies/followup.js';
import type { PendingEvents } from '../../realtime/after-commit.js';
import { notifyUser } from './notifications.service.js';

/**
 * The notices of follow-ups (flagged messages, raised hands, check-ins) and the event that
 * refreshes management's lists. Here at the bottom because both memos (flagging) and followups
 * send them.
 */

/** Notification titles by the recipient's language (docs/decisions.md, Follow-ups). */
export const FOLLOWUP_NOTICES = {
  flagged: { en: 'flagged a message', es: 'marcó un mensaje', type: 'FLAGGED_MESSAGE' },
  flagAnswered: {
    en: 'Your flag was answered',
    es: 'Respondieron a tu mensaje marcado',
    type: 'FLAG_ANSWERED',
  },
  handRaised: { en: 'raised a hand', es: 'levantó la mano', type: 'RAISED_HAND' },
  handAnswered: {
    en: 'Your raised hand was answered',
    es: 'Respondieron a tu mano levantada',
    type: 'RAISED_HAND_ANSWERED',
  },
  checkinOpen: { en: 'Time to check in', es: 'Es hora de hacer tu check-in', type: 'CHECKIN' },
  checkedIn: { en: 'checked in', es: 'hizo su check-in', type: 'CHECKIN_SUBMITTED' },
  checkinAnswered: {
    en: 'Your check-in was answered',
    es: 'Respondieron a tu check-in',
    type: 'CHECKIN_ANSWERED',
  },
} as const;
export type FollowupNotice = keyof typeof FOLLOWUP_NOTICES;
export type FollowupKind = TRealtimeFollowupUpdated['kind'];

/**
 * Leaves a follow-up notice in a person's tray (pushed after commit). `about` (the employee who
 * acted) starts the title when given: "Ana Ruiz raised a hand".
 */
export async function notifyPerson(opts: {
  db: Database;
  events: PendingEvents;
  companyId: number;
  to: FollowupRecipient;
  notice: FollowupNotice;
  about?: string;
  content: string;
  typeId: number;
}): Promise<void> {
  if (opts.to.user_id === null) return;
  const n = FOLLOWUP_NOTICES[opts.notice];
  const title = opts.to.default_locale === 'es' ? n.es : n.en;
  await notifyUser({
    db: opts.db,
    events: opts.events,
    companyId: opts.companyId,
    userId: opts.to.user_id,
    title: (opts.about ? `${opts.about} ${title}` : title).slice(0, 255),
    content: opts.content.slice(0, 2000),
    type: n.type,
    typeId: opts.typeId,
  });
}

/**
 * Tells (after commit) the management who answer the employee's follow-ups, and the employee,
 * that one changed, so their lists refetch.
 */
export async function followupUpdated(opts: {
  db: Database;
  events: PendingEvents;
  companyId: number;
  kind: FollowupKind;
  id: number;
  employeeId: number;
}): Promise<void> {
  const userIds = await followupWatchers(opts.db, opts.companyId, opts.employeeId);
  if (userIds.length === 0) return;
  const payload: TRealtimeFollowupUpdated = {
    company_id: opts.companyId,
    kind: opts.kind,
    id: opts.id,
    employee_id: opts.employeeId,
  };
  opts.events.toUsers(userIds, REALTIME_EVENTS.followupUpdated, payload);
}
