import {
  FOLLOWUP_TEXT,
  type TCheckin,
  type TFlaggedMessage,
  type TFlaggedOverview,
  type TFollowupCounts,
  type TRaisedHand,
} from '@teamline/shared';

type FollowupItem = TFlaggedMessage | TRaisedHand | TCheckin;

import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import { invalid, notFound } from '../../http/errors.js';
import type { Member } from '../../policies/index.js';
import { managedEmployeeIds } from '../../policies/people.js';
import { transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import {
  checkinPeople,
  type FlaggedRow,
  followupOrder,
  loadNames,
  presentCheckin,
  presentFlagged,
  presentRaisedHand,
  raisedHandPeople,
} from './followups.presenter.js';
import { type FollowupKind, followupUpdated, notifyPerson } from './followups-notify.js';
import { checkinsEnabled } from './followups-scope.js';

/** Management's side of follow-ups: the overview, one item, and answering it with a note. */

function flaggedQuery(db: Database, member: Member) {
  return db
    .selectFrom('memo_responses as r')
    .innerJoin('memos as m', 'm.id', 'r.memo_id')
    .selectAll('r')
    .select(['m.title as memo_title', 'm.kind as memo_kind'])
    .where('r.company_id', '=', member.companyId)
    .where('r.flagged_at', 'is not', null)
    .where('m.deleted_at', 'is', null)
    .where('r.employee_id', 'in', managedEmployeeIds(db, member));
}

function handsQuery(db: Database, member: Member) {
  return db
    .selectFrom('raised_hands')
    .selectAll()
    .where('company_id', '=', member.companyId)
    .where('acknowledged_at', 'is', null)
    .where('employee_id', 'in', managedEmployeeIds(db, member));
}

function checkinsQuery(db: Database, member: Member) {
  return db
    .selectFrom('checkins')
    .selectAll()
    .where('company_id', '=', member.companyId)
    .where('manager_acknowledged_at', 'is', null)
    .where('employee_id', 'in', managedEmployeeIds(db, member));
}

/** company/messages/flagged: every active follow-up of the people the caller manages. */
export async function followupOverview(opts: {
  db: Database;
  member: Member;
  employeeId?: number | undefined;
}): Promise<TFlaggedOverview> {
  const { db, member, employeeId } = opts;
  const only = <Q extends { where: (c: 'employee_id', op: '=', v: number) => Q }>(q: Q) =>
    employeeId === undefined ? q : q.where('employee_id', '=', employeeId);
  const [flagged, hands, checkins] = await Promise.all([
    (employeeId === undefined
      ? flaggedQuery(db, member)
      : flaggedQuery(db, member).where('r.employee_id', '=', employeeId)
    ).execute() as Promise<FlaggedRow[]>,
    only(handsQuery(db, member)).execute(),
    (await checkinsEnabled(db, member.companyId)) ? only(checkinsQuery(db, member)).execute() : [],
  ]);
  const names = await loadNames(db, [
    ...flagged.flatMap((r) => [r.employee_id, r.manager_id]),
    ...hands.flatMap(raisedHandPeople),
    ...checkins.flatMap(checkinPeople),
  ]);
  const flaggedMessages = flagged
    .map((r) => presentFlagged(r, names))
    .sort(followupOrder((f) => f.manager_acknowledged_at ?? f.flagged_at ?? f.created_at));
  const raisedHands = hands
    .map((h) => presentRaisedHand(h, names))
    .sort(followupOrder((h) => h.manager_acknowledged_at ?? h.created_at));
  const checkinList = checkins
    .map((c) => presentCheckin(c, names))
    .sort(followupOrder((c) => c.acknowledged_at ?? c.opened_at ?? c.due_at));
  const all = [...flaggedMessages, ...raisedHands, ...checkinList];
  const people = new Map(all.flatMap((i) => (i.employee ? [[i.employee.id, i.employee.name] as const] : [])));
  const counts: TFollowupCounts = {
    flagged_messages: flaggedMessages.length,
    raised_hands: raisedHands.length,
    checkins: checkinList.length,
    urgent: all.filter((i) => i.is_urgent).length,
    awaiting_manager: all.filter((i) => i.is_awaiting_manager).length,
  };
  return {
    flagged_messages: flaggedMessages,
    raised_hands: raisedHands,
    checkins: checkinList,
    employees: [...people].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    counts,
  };
}

/** One follow-up of the caller's people (404 otherwise: another company's, or not theirs). */
export async function findFollowup(
  db: Database,
  member: Member,
  kind: 'flagged_message',
  id: number,
): Promise<TFlaggedMessage>;
export async function findFollowup(
  db: Database,
  member: Member,
  kind: 'raised_hand',
  id: number,
): Promise<TRaisedHand>;
export async function findFollowup(
  db: Database,
  member: Member,
  kind: 'checkin',
  id: number,
): Promise<TCheckin>;
export async function findFollowup(
  db: Database,
  member: Member,
  kind: FollowupKind,
  id: number,
): Promise<FollowupItem>;
export async function findFollowup(
  db: Database,
  member: Member,
  kind: FollowupKind,
  id: number,
): Promise<FollowupItem> {
  if (kind === 'flagged_message') {
    const row = (await flaggedQuery(db, member).where('r.id', '=', id).executeTakeFirst()) as
      | FlaggedRow
      | undefined;
    if (!row) throw notFound();
    return presentFlagged(row, await loadNames(db, [row.employee_id, row.manager_id]));
  }
  if (kind === 'raised_hand') {
    const row = await db
      .selectFrom('raised_hands')
      .selectAll()
      .where('id', '=', id)
      .where('company_id', '=', member.companyId)
      .where('employee_id', 'in', managedEmployeeIds(db, member))
      .executeTakeFirst();
    if (!row) throw notFound();
    return presentRaisedHand(row, await loadNames(db, raisedHandPeople(row)));
  }
  const row = await db
    .selectFrom('checkins')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', member.companyId)
    .where('employee_id', 'in', managedEmployeeIds(db, member))
    .executeTakeFirst();
  if (!row) throw notFound();
  return presentCheckin(row, await loadNames(db, checkinPeople(row)));
}

const TABLE = {
  flagged_message: 'memo_responses',
  raised_hand: 'raised_hands',
  checkin: 'checkins',
} as const;
const NOTICE = {
  flagged_message: 'flagAnswered',
  raised_hand: 'handAnswered',
  checkin: 'checkinAnswered',
} as const;

/**
 * A manager answers a follow-up awaiting them: it records who answered, when and their note; the
 * employee is notified and management's lists refresh (both after the commit).
 */
export async function acknowledgeFollowup(opts: {
  db: Database;
  realtime: Realtime;
  member: Member;
  kind: FollowupKind;
  id: number;
  note: string | null;
}) {
  const { db, member, kind, id } = opts;
  const item = await findFollowup(db, member, kind, id);
  if (!item.is_awaiting_manager) throw invalid({ id: [FOLLOWUP_TEXT.notAwaitingManager] });
  await transactThenPublish(opts, async (trx, events) => {
    const now = nowIso();
    await trx
      .updateTable(TABLE[kind])
      .set({
        manager_id: member.employeeId,
        manager_acknowledged_at: now,
        manager_note: opts.note,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('manager_acknowledged_at', 'is', null)
      .execute();
    const employee = await trx
      .selectFrom('employees')
      .select(['id', 'user_id', 'default_locale'])
      .where('id', '=', item.employee_id)
      .executeTakeFirstOrThrow();
    const subject = 'memo' in item ? item.memo.title : 'topic' in item ? item.topic : item.note;
    await notifyPerson({
      db: trx,
      events,
      companyId: member.companyId,
      to: employee,
      notice: NOTICE[kind],
      content: opts.note ? opts.note : subject,
      typeId: id,
    });
    await followupUpdated({
      db: trx,
      events,
      companyId: member.companyId,
      kind,
      id,
      employeeId: employee.id,
    });
  });
  return findFollowup(db, member, kind, id);
}
