/**
 * What each kind of notification (its `type`) is about; `type_id` names that thing. The web opens
 * it from the tray, and opening it marks its notifications read (docs/decisions.md, Notifications).
 *
 * - memo: a message or survey in the recipient's inbox (type_id: the memo)
 * - celebration: a celebration in the inbox (type_id: the memo)
 * - flagged_message | raised_hand | checkin: a follow-up management answers (type_id: the item)
 * - own_hand | own_checkin: the employee's own raised hand or check-in (type_id: the item)
 * - employee: a person of the team (type_id: the employee)
 * - memo_results: a memo's detail on the management side, its figures and reminder history
 *   (type_id: the memo); an escalation digest to a manager who manages the memo
 * - late_team: the management Home's past-due figures (type_id: the memo); an escalation digest
 *   to a manager of late people who does not manage the memo itself
 * - form: a new form to fill in, its page (type_id: the form)
 */
export const NOTICE_SUBJECTS = {
  MESSAGE: 'memo',
  SURVEY: 'memo',
  MEMO_REMINDER: 'memo',
  FLAG_ANSWERED: 'memo',
  CELEBRATION: 'celebration',
  CELEBRATED: 'celebration',
  FLAGGED_MESSAGE: 'flagged_message',
  RAISED_HAND: 'raised_hand',
  CHECKIN_SUBMITTED: 'checkin',
  RAISED_HAND_ANSWERED: 'own_hand',
  CHECKIN: 'own_checkin',
  CHECKIN_ANSWERED: 'own_checkin',
  INVITE_ACCEPTED: 'employee',
  MEMO_ESCALATION: 'memo_results',
  MEMO_ESCALATION_TEAM: 'late_team',
  FORM: 'form',
} as const;
export type NoticeType = keyof typeof NOTICE_SUBJECTS;
export type NoticeSubject = (typeof NOTICE_SUBJECTS)[NoticeType];

/** The subject of a notification's type (null for a type that leads nowhere). */
export function noticeSubject(type: string): NoticeSubject | null {
  return Object.hasOwn(NOTICE_SUBJECTS, type) ? NOTICE_SUBJECTS[type as NoticeType] : null;
}

/** The notification types about one kind of subject. */
export function noticeTypesOf(subject: NoticeSubject): NoticeType[] {
  return (Object.keys(NOTICE_SUBJECTS) as NoticeType[]).filter((t) => NOTICE_SUBJECTS[t] === subject);
}
