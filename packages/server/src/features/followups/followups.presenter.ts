import {
  type CheckinStatus,
  FOLLOWUPS_PATH,
  type TCheckin,
  type TFlaggedMessage,
  type TIdName,
  type TRaisedHand,
} from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { toBool } from '../../db/index.js';
import type { CheckinRow, MemoResponseRow, RaisedHandRow } from '../../db/schema.js';
import { presentResponse } from '../memos/response.presenter.js';

/** Names by employee id, for the people the presented items mention. */
export type Names = Map<number, string>;

const person = (names: Names, id: number | null): TIdName | null =>
  id !== null && names.has(id) ? { id, name: names.get(id) as string } : null;

/** One query for the names of everyone the items mention. */
export async function loadNames(db: Database, ids: (number | null)[]): Promise<Names> {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('employees').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const raisedHandPeople = (h: RaisedHandRow) => [h.employee_id, h.manager_id];
export const checkinPeople = (c: CheckinRow) => [c.employee_id, c.manager_id, c.creator_id];

export function presentRaisedHand(h: RaisedHandRow, names: Names): TRaisedHand {
  const open = h.acknowledged_at === null;
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
    is_awaiting_manager: open && h.manager_acknowledged_at === null,
    is_awaiting_employee: open && h.manager_acknowledged_at !== null,
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
    is_awaiting_manager: status === 'checked_in',
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

/** Since when an item waits for whoever must act next (the oldest first). */
export const waitingSince = {
  flagged: (r: MemoResponseRow) => r.manager_acknowledged_at ?? r.flagged_at ?? r.created_at,
  hand: (h: RaisedHandRow) => h.manager_acknowledged_at ?? h.created_at,
  checkin: (c: CheckinRow) => c.acknowledged_at ?? c.opened_at ?? c.due_at,
};

/** Awaiting the manager first, then urgent first, then the oldest waiting; ties by id. */
export function followupOrder<T extends { is_awaiting_manager: boolean; is_urgent: boolean; id: number }>(
  since: (item: T) => string,
) {
  return (a: T, b: T) =>
    Number(b.is_awaiting_manager) - Number(a.is_awaiting_manager) ||
    Number(b.is_urgent) - Number(a.is_urgent) ||
    since(a).localeCompare(since(b)) ||
    a.id - b.id;
}
