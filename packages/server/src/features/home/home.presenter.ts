import type { TFollowupCounts, THome, THomeManagement } from '@teamline/shared';
import type { EmployeeMemoCounts } from '../memos/employee-memos.js';

/** responded / total, 0 with nobody to respond. */
export const rate = (responded: number, total: number) => (total === 0 ? 0 : responded / total);

/** What GET home answers, loaded (home.service.ts). */
export interface HomeState {
  /** The caller sees the management dashboard (policies/home.ts). */
  isManagement: boolean;
  counts: EmployeeMemoCounts | undefined;
  own: Pick<THome['employee'], 'checkin' | 'raised_hand'>;
  dashboard: {
    recent: THomeManagement['recent_memos'];
    pastDue: THomeManagement['past_due_by_location'];
    followups: TFollowupCounts;
  } | null;
}

/** The management block: recent memos, their reach added up, past due by location, follow-ups. */
function presentDashboard(d: NonNullable<HomeState['dashboard']>): THomeManagement {
  const recipients = d.recent.reduce((n, m) => n + m.recipient_count, 0);
  const responded = d.recent.reduce((n, m) => n + m.responded_count, 0);
  return {
    recent_memos: d.recent,
    reach: {
      recipient_count: recipients,
      responded_count: responded,
      response_rate: rate(responded, recipients),
    },
    past_due_by_location: d.pastDue,
    followups: d.followups,
  };
}

/** GET home: the dashboard (management) and the caller's own inbox and follow-up state. */
export function presentHome(s: HomeState): THome {
  return {
    is_management: s.isManagement,
    management: s.dashboard ? presentDashboard(s.dashboard) : null,
    employee: {
      unread_memo_count: s.counts?.unread_memo_count ?? 0,
      unread_memo_past_due_count: s.counts?.unread_memo_non_celebration_past_due_count ?? 0,
      checkin: s.own.checkin,
      raised_hand: s.own.raised_hand,
    },
  };
}
