import {
  type CheckinStatus,
  checkinState,
  FOLLOWUPS_PATH,
  type FollowupTab,
  handState,
  isAwaitingEmployee,
  isAwaitingManager,
  type TCheckin,
  type TFlaggedMessage,
  type TFlaggedOverview,
  type TFollowupCounts,
  type TIdName,
  type TRaisedHand,
} from '@teamline/shared';
import { toBool } from '../../db/index.js';
import type { CheckinRow, MemoResponseRow, RaisedHandRow } from '../../db/schema.js';
import { presentResponse } from '../memos/response.presenter.js';

/** Names by employee id, for the people the presented items mention. */
export type Names = Map<number, string>;

const person = (names: Names, id: number | null): TIdName | null =>
  id !== null && names.has(id) ? { id, name: names.get(id) as string } : null;

/** Everyone an item mentions, for the one names query that precedes presenting. */
export const raisedHandPeople = (h: RaisedHandRow) => [h.employee_id, h.manager_id, h.closed_by_id];
export const checkinPeople = (c: CheckinRow) => [c.employee_id, c.manager_id, c.creator_id];
export const flaggedPeople = (r: MemoResponseRow) => [r.employee_id, r.manager_id, r.flag_closed_by_id];

export function presentRaisedHand(h: RaisedHandRow, names: Names): TRaisedHand {
  const state = handState(h);
  return {
    id: h.id,
    employee_id: h.employee_id,
    employee: person(names, h.employee_id),
    note: h.note,
    is_urgent: toBool(h.is_urgent),
    manager_id: h.manager_id,
    manager: person(names, h.manager_id),
    manager_acknowledged_at: h.manager_acknowledged_at,
    manager_note: h.manager_note,
    acknowledged_at: h.acknowledged_at,
    closed_by: person(names, h.closed_by_id),
    state,
    is_awaiting_manager: isAwaitingManager(state),
    is_awaiting_employee: isAwaitingEmployee(state),
    admin_notify_path: FOLLOWUPS_PATH,
    created_at: h.created_at,
    updated_at: h.updated_at,
  };
}

export function checkinStatus(c: CheckinRow): CheckinStatus {
  if (c.manager_acknowledged_at !== null) return 'done';
  if (c.acknowledged_at !== null) return 'checked_in';
  return c.opened_at !== null ? 'open' : 'scheduled';
}

export function presentCheckin(c: CheckinRow, names: Names): TCheckin {
  const status = checkinStatus(c);
  return {
    id: c.id,
    employee_id: c.employee_id,
    employee: person(names, c.employee_id),
    topic: c.topic,
    status,
    due_at: c.due_at,
    opened_at: c.opened_at,
    acknowledged_at: c.acknowledged_at,
    note: c.note,
    is_urgent: toBool(c.is_urgent),
    creator: person(names, c.creator_id),
    manager_id: c.manager_id,
    manager: person(names, c.manager_id),
    manager_acknowledged_at: c.manager_acknowledged_at,
    manager_note: c.manager_note,
    state: checkinState(c),
    is_awaiting_manager: isAwaitingManager(checkinState(c)),
    // Before the lifecycle starts, an open check-in waits for the employee to check in.
    is_awaiting_employee: status === 'open',
    admin_notify_path: FOLLOWUPS_PATH,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

export type FlaggedRow = MemoResponseRow & { memo_title: string; memo_kind: string };

export function presentFlagged(r: FlaggedRow, names: Names): TFlaggedMessage {
  const { memo_title, memo_kind, ...response } = r;
  return {
    ...presentResponse(response, names),
    memo: { id: r.memo_id, title: memo_title, kind: memo_kind },
    admin_notify_path: FOLLOWUPS_PATH,
  };
}

/** Awaiting the manager first, then urgent first, then the oldest waiting; ties by id. */
function followupOrder<T extends { is_awaiting_manager: boolean; is_urgent: boolean; id: number }>(
  since: (item: T) => string,
) {
  return (a: T, b: T) =>
    Number(b.is_awaiting_manager) - Number(a.is_awaiting_manager) ||
    Number(b.is_urgent) - Number(a.is_urgent) ||
    since(a).localeCompare(since(b)) ||
    a.id - b.id;
}

/** Each kind waits since the last move of whoever must act next. */
export const byFollowupOrder = {
  flagged: followupOrder<TFlaggedMessage>((f) => f.manager_acknowledged_at ?? f.flagged_at ?? f.created_at),
  hand: followupOrder<TRaisedHand>((h) => h.manager_acknowledged_at ?? h.created_at),
  checkin: followupOrder<TCheckin>((c) => c.acknowledged_at ?? c.opened_at ?? c.due_at),
};

/** One follow-up as loaded by the service, ready to present. */
export type LoadedFollowup =
  | { kind: 'flagged_message'; row: FlaggedRow; names: Names }
  | { kind: 'raised_hand'; row: RaisedHandRow; names: Names }
  | { kind: 'checkin'; row: CheckinRow; names: Names };

export function presentFollowup(f: LoadedFollowup): TFlaggedMessage | TRaisedHand | TCheckin {
  if (f.kind === 'flagged_message') return presentFlagged(f.row, f.names);
  if (f.kind === 'raised_hand') return presentRaisedHand(f.row, f.names);
  return presentCheckin(f.row, f.names);
}

/**
 * The caller's people's follow-ups as loaded for the overview: those not closed yet (`inFlight`:
 * the counts, the Open tab, the Answered tab's waiting ones) and, for the Answered tab, the latest
 * closed ones a manager answered (`answered`).
 */
export interface LoadedOverview {
  tab: FollowupTab;
  inFlight: { flagged: FlaggedRow[]; hands: RaisedHandRow[]; checkins: CheckinRow[] };
  answered: { flagged: FlaggedRow[]; hands: RaisedHandRow[]; checkins: CheckinRow[] } | null;
  names: Names;
}

/** The Answered tab: those still waiting for the employee first, then the closed; each latest answer first. */
function answeredOrder<T extends { manager_acknowledged_at: string | null; id: number }>(
  closed: (i: T) => boolean,
) {
  return (a: T, b: T) =>
    Number(closed(a)) - Number(closed(b)) ||
    (b.manager_acknowledged_at ?? '').localeCompare(a.manager_acknowledged_at ?? '') ||
    b.id - a.id;
}

/** The counts of the lifecycle: each kind's open items, urgent ones, and the answered ones not closed. */
export function countFollowups(items: {
  flagged: TFlaggedMessage[];
  hands: TRaisedHand[];
  checkins: TCheckin[];
}): TFollowupCounts {
  const open = <T extends { is_awaiting_manager: boolean }>(list: T[]) =>
    list.filter((i) => i.is_awaiting_manager);
  const all = [...items.flagged, ...items.hands, ...items.checkins];
  return {
    flagged_messages: open(items.flagged).length,
    raised_hands: open(items.hands).length,
    checkins: open(items.checkins).length,
    urgent: open(all).filter((i) => i.is_urgent).length,
    awaiting_manager: open(all).length,
    awaiting_employee: [...items.flagged, ...items.hands].filter((i) => i.is_awaiting_employee).length,
  };
}

/** company/messages/flagged: one tab's lists, the people named, the counts (the same for both tabs). */
export function presentFollowupOverview(o: LoadedOverview): TFlaggedOverview {
  const live = {
    flagged: o.inFlight.flagged.map((r) => presentFlagged(r, o.names)),
    hands: o.inFlight.hands.map((h) => presentRaisedHand(h, o.names)),
    checkins: o.inFlight.checkins.map((c) => presentCheckin(c, o.names)),
  };
  const waiting = <T extends { is_awaiting_employee: boolean }>(list: T[]) =>
    list.filter((i) => i.is_awaiting_employee);
  const lists = o.answered
    ? {
        flagged: [
          ...waiting(live.flagged),
          ...o.answered.flagged.map((r) => presentFlagged(r, o.names)),
        ].sort(answeredOrder((f) => f.flag_state === 'closed')),
        hands: [...waiting(live.hands), ...o.answered.hands.map((h) => presentRaisedHand(h, o.names))].sort(
          answeredOrder((h) => h.state === 'closed'),
        ),
        checkins: o.answered.checkins
          .map((c) => presentCheckin(c, o.names))
          .sort(answeredOrder((c) => c.state === 'closed')),
      }
    : {
        flagged: live.flagged.filter((f) => f.is_awaiting_manager).sort(byFollowupOrder.flagged),
        hands: live.hands.filter((h) => h.is_awaiting_manager).sort(byFollowupOrder.hand),
        checkins: live.checkins.filter((c) => c.is_awaiting_manager).sort(byFollowupOrder.checkin),
      };
  const all = [...lists.flagged, ...lists.hands, ...lists.checkins];
  const people = new Map(all.flatMap((i) => (i.employee ? [[i.employee.id, i.employee.name] as const] : [])));
  return {
    flagged_messages: lists.flagged,
    raised_hands: lists.hands,
    checkins: lists.checkins,
    employees: [...people].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    counts: countFollowups(live),
  };
}
