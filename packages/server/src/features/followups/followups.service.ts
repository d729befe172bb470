import { FOLLOWUP_TEXT, type TFlaggedOverview } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import { invalid, notFound } from '../../http/errors.js';
import {
  authorizeCheckins,
  canAnswerFollowup,
  checkinsEnabled,
  relationTo,
  scopeFollowups,
} from '../../policies/followup.js';
import type { Member } from '../../policies/index.js';
import { transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { type FollowupKind, followupUpdated, notifyPerson } from '../notifications/followup-notices.js';
import { loadNames } from './followup-names.js';
import {
  checkinPeople,
  type FlaggedRow,
  flaggedPeople,
  type LoadedFollowup,
  type LoadedOverview,
  presentFollowup,
  presentFollowupOverview,
  raisedHandPeople,
} from './followups.presenter.js';

/** Management's side of follow-ups: the overview, one item, and answering it with a note. */

/** Flagged responses of a company's memos that are not deleted, with the memo's title and kind. */
function flaggedRows(db: Database, companyId: number) {
  return db
    .selectFrom('memo_responses as r')
    .innerJoin('memos as m', 'm.id', 'r.memo_id')
    .selectAll('r')
    .select(['m.title as memo_title', 'm.kind as memo_kind'])
    .where('r.company_id', '=', companyId)
    .where('r.flagged_at', 'is not', null)
    .where('m.deleted_at', 'is', null);
}

/** Every active follow-up of the people the caller manages (of one of them with `employeeId`). */
export async function loadFollowupOverview(opts: {
  db: Database;
  member: Member;
  employeeId?: number | undefined;
}): Promise<LoadedOverview> {
  const { db, member, employeeId } = opts;
  const companyId = member.companyId;
  const only = <Q extends { where: (c: 'employee_id', op: '=', v: number) => Q }>(q: Q) =>
    employeeId === undefined ? q : q.where('employee_id', '=', employeeId);
  const flaggedQuery = scopeFollowups(db, member, flaggedRows(db, companyId), 'r.employee_id');
  const handsQuery = db
    .selectFrom('raised_hands')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('acknowledged_at', 'is', null);
  const checkinsQuery = db
    .selectFrom('checkins')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('manager_acknowledged_at', 'is', null);
  const [flagged, hands, checkins] = await Promise.all([
    (employeeId === undefined
      ? flaggedQuery
      : flaggedQuery.where('r.employee_id', '=', employeeId)
    ).execute() as Promise<FlaggedRow[]>,
    only(scopeFollowups(db, member, handsQuery, 'employee_id')).execute(),
    (await checkinsEnabled(db, companyId))
      ? only(scopeFollowups(db, member, checkinsQuery, 'employee_id')).execute()
      : [],
  ]);
  const names = await loadNames(db, [
    ...flagged.flatMap(flaggedPeople),
    ...hands.flatMap(raisedHandPeople),
    ...checkins.flatMap(checkinPeople),
  ]);
  return { flagged, hands, checkins, names };
}

/** The overview presented, for the callers that compose it (home's counts). */
export async function followupOverview(opts: {
  db: Database;
  member: Member;
  employeeId?: number | undefined;
}): Promise<TFlaggedOverview> {
  return presentFollowupOverview(await loadFollowupOverview(opts));
}

/** One follow-up of the company by id, with everyone it mentions (access is the caller's check). */
async function loadItem(db: Database, companyId: number, kind: FollowupKind, id: number) {
  if (kind === 'flagged_message') {
    const row = (await flaggedRows(db, companyId).where('r.id', '=', id).executeTakeFirst()) as
      | FlaggedRow
      | undefined;
    return row && { kind, row, people: flaggedPeople(row) };
  }
  if (kind === 'raised_hand') {
    const row = await db
      .selectFrom('raised_hands')
      .selectAll()
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    return row && { kind, row, people: raisedHandPeople(row) };
  }
  const row = await db
    .selectFrom('checkins')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row && { kind, row, people: checkinPeople(row) };
}

/**
 * One follow-up of the caller's people (404 otherwise: another company's, or not theirs); a
 * check-in only while the company's flag is on (403).
 */
export async function findFollowup<K extends FollowupKind>(opts: {
  db: Database;
  member: Member;
  kind: K;
  id: number;
}): Promise<Extract<LoadedFollowup, { kind: K }>> {
  const { db, member, kind, id } = opts;
  if (kind === 'checkin') await authorizeCheckins(db, member.companyId);
  const item = await loadItem(db, member.companyId, kind, id);
  if (!item) throw notFound();
  if (!canAnswerFollowup(member, item.row, await relationTo(db, member, item.row.employee_id)))
    throw notFound();
  const { people, ...loaded } = item;
  return { ...loaded, names: await loadNames(db, people) } as Extract<LoadedFollowup, { kind: K }>;
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
export async function acknowledgeFollowup<K extends FollowupKind>(opts: {
  db: Database;
  realtime: Realtime;
  member: Member;
  kind: K;
  id: number;
  note: string | null;
}): Promise<Extract<LoadedFollowup, { kind: K }>> {
  const { db, member, kind, id } = opts;
  const item = presentFollowup(await findFollowup({ db, member, kind, id }));
  if (!item.is_awaiting_manager) throw invalid({ id: [FOLLOWUP_TEXT.notAwaitingManager] });
  await transactThenPublish(opts, async (trx, events) => {
    const now = nowIso();
    const table: (typeof TABLE)[FollowupKind] = TABLE[kind];
    await trx
      .updateTable(table)
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
  return findFollowup({ db, member, kind, id });
}
