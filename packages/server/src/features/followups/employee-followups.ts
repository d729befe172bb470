import { employeeNames } from '../../db/employee-names.js';
import type { Database } from '../../db/index.js';
import { preparedForList, preparedIn } from '../../db/prepared-list.js';
import type { CheckinRow, RaisedHandRow } from '../../db/schema.js';
import {
  byFollowupOrder,
  checkinPeople,
  type FlaggedRow,
  flaggedPeople,
  type Names,
  presentCheckin,
  presentFlagged,
  presentRaisedHand,
  raisedHandPeople,
} from './followups.presenter.js';

/** The follow-ups of some employees not closed yet as loaded, each list keyed by employee id. */
export interface EmployeeFollowups {
  flagged: Map<number, FlaggedRow[]>;
  hands: Map<number, RaisedHandRow[]>;
  checkins: Map<number, CheckinRow[]>;
  lastCheckin: Map<number, CheckinRow>;
  names: Names;
}

export const noFollowups = (): EmployeeFollowups => ({
  flagged: new Map(),
  hands: new Map(),
  checkins: new Map(),
  lastCheckin: new Map(),
  names: new Map(),
});

function byEmployee<T extends { employee_id: number }>(items: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const list = map.get(item.employee_id) ?? [];
    list.push(item);
    map.set(item.employee_id, list);
  }
  return map;
}

/** Flagged responses of a company's memos that are not deleted, with the memo's title and kind. */
export function flaggedResponses(db: Database, companyId: number) {
  return db
    .selectFrom('memo_responses as r')
    .innerJoin('memos as m', 'm.id', 'r.memo_id')
    .selectAll('r')
    .select(['m.title as memo_title', 'm.kind as memo_kind'])
    .where('r.company_id', '=', companyId)
    .where('r.flagged_at', 'is not', null)
    .where('m.deleted_at', 'is', null);
}

// The page's statements, each compiled once per page length (db/prepared-list.ts).
const flaggedRows = preparedForList((db: Database, companyId: number, ids: number[]) =>
  flaggedResponses(db, companyId).where('r.employee_id', 'in', ids).where('r.flag_closed_at', 'is', null),
);
const handRows = preparedForList((db: Database, companyId: number, ids: number[]) =>
  db
    .selectFrom('raised_hands')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('employee_id', 'in', ids)
    .where('acknowledged_at', 'is', null),
);
const checkinRows = preparedForList((db: Database, companyId: number, ids: number[]) =>
  db
    .selectFrom('checkins')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('employee_id', 'in', ids)
    .where('manager_acknowledged_at', 'is', null),
);
const lastCheckinIds = preparedForList((db: Database, companyId: number, ids: number[]) =>
  db
    .selectFrom('checkins')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('company_id', '=', companyId)
    .where('employee_id', 'in', ids)
    .where('manager_acknowledged_at', 'is not', null)
    .groupBy('employee_id'),
);
const checkinsById = preparedIn((db: Database, ids: number[]) =>
  db.selectFrom('checkins').selectAll().where('id', 'in', ids),
);

/**
 * Loads the active follow-ups of a page of employees in one query per kind (plus the last
 * finished check-in of each and one query for names), whatever the page size: no per-row queries.
 */
export async function loadFollowups(
  db: Database,
  companyId: number,
  ids: number[],
): Promise<EmployeeFollowups> {
  if (ids.length === 0) return noFollowups();
  const [flagged, hands, checkins, lastIds] = await Promise.all([
    flaggedRows(db, companyId, ids) as Promise<FlaggedRow[]>,
    handRows(db, companyId, ids),
    checkinRows(db, companyId, ids),
    lastCheckinIds(db, companyId, ids),
  ]);
  const wanted = lastIds.map((r) => Number(r.id));
  const last = wanted.length ? await checkinsById(db, wanted) : [];
  const names = await employeeNames(db, [
    ...flagged.flatMap(flaggedPeople),
    ...hands.flatMap(raisedHandPeople),
    ...[...checkins, ...last].flatMap(checkinPeople),
  ]);
  return {
    flagged: byEmployee(flagged),
    hands: byEmployee(hands),
    checkins: byEmployee(checkins),
    lastCheckin: new Map(last.map((c) => [c.employee_id, c])),
    names,
  };
}

/** One employee's loaded follow-ups presented, each list in the order management works it. */
function presentOf(f: EmployeeFollowups, employeeId: number) {
  const last = f.lastCheckin.get(employeeId);
  return {
    flagged: (f.flagged.get(employeeId) ?? [])
      .map((r) => presentFlagged(r, f.names))
      .sort(byFollowupOrder.flagged),
    hands: (f.hands.get(employeeId) ?? [])
      .map((h) => presentRaisedHand(h, f.names))
      .sort(byFollowupOrder.hand),
    checkins: (f.checkins.get(employeeId) ?? [])
      .map((c) => presentCheckin(c, f.names))
      .sort((a, b) => a.due_at.localeCompare(b.due_at) || a.id - b.id),
    last: last ? presentCheckin(last, f.names) : null,
  };
}

/**
 * The Employee fields of spec §3 "Follow-up", from the lifecycle (docs/decisions.md, Follow-up
 * lifecycle): each list holds the items not closed yet, its `_active` twin the open ones (awaiting
 * a manager) — what the Team list's markers, Follow-ups' Open tab and Home's counts show.
 */
export function followupFields(f: EmployeeFollowups, employeeId: number): FollowupFields {
  return hasFollowups(f, employeeId) ? presentFollowupFields(f, employeeId) : noFollowupFields();
}

type FollowupFields = ReturnType<typeof presentFollowupFields>;

function presentFollowupFields(f: EmployeeFollowups, employeeId: number) {
  const { flagged, hands, checkins, last } = presentOf(f, employeeId);
  const open = <T extends { is_awaiting_manager: boolean }>(list: T[]) =>
    list.filter((i) => i.is_awaiting_manager);
  const active = { flagged: open(flagged), hands: open(hands), checkins: open(checkins) };
  const all = [...flagged, ...hands, ...checkins];
  const current = checkins.find((c) => c.status === 'open') ?? checkins[0] ?? null;
  const upcoming = checkins.filter((c) => c.status === 'scheduled' || c.status === 'open');
  return {
    flagged_messages: flagged,
    flagged_messages_active: active.flagged,
    checkins,
    checkins_active: active.checkins,
    current_checkin: current,
    last_checkin: last,
    raised_hands: hands,
    raised_hands_active: active.hands,
    is_awaiting_manager: open(all).length > 0,
    is_awaiting_employee: all.some((i) => i.is_awaiting_employee),
    is_urgent: open(all).some((i) => i.is_urgent),
    due_next: upcoming[0]?.due_at ?? null,
    has_flag: active.flagged.length > 0,
    has_checkin: active.checkins.length > 0,
    has_raised_hand: active.hands.length > 0,
  };
}

function hasFollowups(f: EmployeeFollowups, employeeId: number): boolean {
  return (
    f.flagged.has(employeeId) ||
    f.hands.has(employeeId) ||
    f.checkins.has(employeeId) ||
    f.lastCheckin.has(employeeId)
  );
}

/** `followupFields` of an employee with no follow-up, as most of a page is: the same, made directly. */
function noFollowupFields(): FollowupFields {
  return {
    flagged_messages: [],
    flagged_messages_active: [],
    checkins: [],
    checkins_active: [],
    current_checkin: null,
    last_checkin: null,
    raised_hands: [],
    raised_hands_active: [],
    is_awaiting_manager: false,
    is_awaiting_employee: false,
    is_urgent: false,
    due_next: null,
    has_flag: false,
    has_checkin: false,
    has_raised_hand: false,
  };
}

/** The bundle's follow-up keys for the employee themself (spec §3 Memo response bundle). */
export function presentOwnFollowups(f: EmployeeFollowups, employeeId: number) {
  const { hands, checkins: all } = presentOf(f, employeeId);
  // A scheduled check-in is not shown to the employee before it is due.
  const checkins = all.filter((c) => c.status !== 'scheduled');
  return {
    checkin: checkins.find((c) => c.status === 'open') ?? null,
    checkins,
    raised_hand: hands[0] ?? null,
    raised_hands: hands,
  };
}

/** Loads and presents the employee's own follow-ups (the response bundle, home). */
export async function ownFollowups(db: Database, employee: { id: number; company_id: number }) {
  return presentOwnFollowups(await loadFollowups(db, employee.company_id, [employee.id]), employee.id);
}
