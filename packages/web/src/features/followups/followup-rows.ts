import type { FollowupState, TFlaggedOverview, TIdName } from '@teamline/shared';
import type { FollowupKind } from '../../api/followups';

/** One follow-up as a row of the Follow-ups page, whichever its kind. */
export interface FollowupRow {
  kind: FollowupKind;
  id: number;
  employee: string;
  urgent: boolean;
  /** When it started waiting for a manager (the flag, the hand, the check-in). */
  at: string;
  subjectText: string;
  /** The memo behind a flag, to link to. */
  memoId: number | null;
  /** What the employee wrote. */
  note: string | null;
  state: FollowupState | null;
  answer: { by: string | null; at: string | null; note: string | null } | null;
  closed: { by: string | null; at: string | null } | null;
}

/** The key an item goes by in an address (`?item=flagged_message-12`, from the tray). */
export const rowKey = (row: { kind: FollowupKind; id: number }) => `${row.kind}-${row.id}`;

const nameOf = (p: TIdName | null) => p?.name ?? null;

function answerOf(i: {
  manager: TIdName | null;
  manager_acknowledged_at: string | null;
  manager_note: string | null;
}) {
  return i.manager_acknowledged_at === null
    ? null
    : { by: nameOf(i.manager), at: i.manager_acknowledged_at, note: i.manager_note };
}

/** The overview's three lists as rows (`someone` names an item whose employee is gone). */
export function followupRows(data: TFlaggedOverview | undefined, someone: string) {
  const name = (e: TIdName | null) => e?.name ?? someone;
  const flagged: FollowupRow[] = (data?.flagged_messages ?? []).map((f) => ({
    kind: 'flagged_message',
    id: f.id,
    employee: name(f.employee),
    urgent: f.is_urgent,
    at: f.flagged_at ?? f.updated_at,
    subjectText: f.memo.title,
    memoId: f.memo.id,
    note: f.flag_data?.note ?? null,
    state: f.flag_state,
    answer: answerOf(f),
    closed: f.flag_state === 'closed' ? { by: nameOf(f.flag_closed_by), at: f.flag_closed_at } : null,
  }));
  const hands: FollowupRow[] = (data?.raised_hands ?? []).map((h) => ({
    kind: 'raised_hand',
    id: h.id,
    employee: name(h.employee),
    urgent: h.is_urgent,
    at: h.created_at,
    subjectText: h.note,
    memoId: null,
    note: h.note,
    state: h.state,
    answer: answerOf(h),
    closed: h.state === 'closed' ? { by: nameOf(h.closed_by), at: h.acknowledged_at } : null,
  }));
  const checkins: FollowupRow[] = (data?.checkins ?? []).map((c) => ({
    kind: 'checkin',
    id: c.id,
    employee: name(c.employee),
    urgent: c.is_urgent,
    at: c.acknowledged_at ?? c.updated_at,
    subjectText: c.topic,
    memoId: null,
    note: c.note,
    state: c.state,
    answer: answerOf(c),
    closed: null,
  }));
  return { flagged, hands, checkins };
}
