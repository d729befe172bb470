import { CHAT_NOTIFICATION_TYPE, noticeSubject, type TNotification } from '@teamline/shared';

/**
 * Where a tray item leads (@teamline/shared NOTICE_SUBJECTS says what each type is about): the
 * memo in the inbox, the celebration's card, the follow-up on Follow-ups, the employee's own
 * raised hand or check-in on Home, a new team member's record, a late memo's detail (an escalation
 * digest to a manager of the memo) or the management Home (to another manager), a new form's page (an employee fills it there). Null: it leads nowhere.
 */
export function notificationTarget(
  companyId: number,
  n: Pick<TNotification, 'type' | 'type_id'>,
): string | null {
  // A chat message (issue 16): its conversation; type_id is the group's id.
  if (n.type === CHAT_NOTIFICATION_TYPE && n.type_id !== null) return `/${companyId}/chat?group=${n.type_id}`;
  const subject = noticeSubject(n.type);
  if (subject === null || n.type_id === null) return null;
  switch (subject) {
    case 'memo':
      return `/${companyId}?memo=${n.type_id}`;
    case 'celebration':
      return `/${companyId}?tab=inbox&celebration=${n.type_id}`;
    case 'flagged_message':
    case 'raised_hand':
    case 'checkin':
      return `/${companyId}/flags?item=${subject}-${n.type_id}`;
    case 'own_hand':
    case 'own_checkin':
      return `/${companyId}?tab=inbox`;
    case 'employee':
      return `/${companyId}/employee/${n.type_id}`;
    case 'memo_results':
      return `/${companyId}/memo/${n.type_id}`;
    case 'late_team':
      return `/${companyId}`;
    case 'form':
      return `/${companyId}/form/${n.type_id}`;
  }
}
