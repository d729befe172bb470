import type { THome } from '@teamline/shared';

/** GET home of a manager whose team has sent nothing yet, with `unread` memos of their own (tests). */
export function buildManagementHome(unread = 0): THome {
  return {
    is_management: true,
    management: {
      recent_memos: [],
      reach: { recipient_count: 0, responded_count: 0, response_rate: 0 },
      past_due_by_location: [],
      followups: {
        flagged_messages: 0,
        raised_hands: 0,
        checkins: 0,
        urgent: 0,
        awaiting_manager: 0,
        awaiting_employee: 0,
      },
    },
    employee: { unread_memo_count: unread, unread_memo_past_due_count: 0, checkin: null, raised_hand: null },
  };
}
