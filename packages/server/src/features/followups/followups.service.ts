import {
  FOLLOWUP_HISTORY_LIMIT,
  FOLLOWUP_TEXT,
  type FollowupTab,
  type TFlaggedOverview,
} from '@teamline/shared';
import { employeeNames } from '../../db/employee-names.js';
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
import { type PendingEvents, transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { queueMemoResponse } from '../memos/response-events.js';
import { type FollowupKind, followupUpdated, notifyPerson } from '../notifications/followup-notices.js';
import { markSubjectRead } from '../notifications/notifications.service.js';
import { flaggedResponses } from './employee-followups.js';
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

/**
 * The follow-ups of the people the caller manages (of one of them with `employeeId`): those not
 * closed yet (the counts, the Open tab, and the Answered tab's waiting ones) and, for the
 * Answered tab, the latest closed ones that a manager answered.
 */
export async function loadFollowupOverview(opts: {
  db: Database;
  member: Member;
  employeeId?: number | undefined;
  tab?: FollowupTab;
}): Promise<LoadedOverview> {
  const { db, member, employeeId } = opts;
  const tab = opts.tab ?? 'open';
  const companyId = member.companyId;
  const withCheckins = await checkinsEnabled(db, companyId);
  const only = <Q extends { where: (c: 'employee_id', op: '=', v: number) => Q }>(q: Q) =>
    employeeId === undefined ? q : q.where('employee_id', '=', employeeId);
  const flagged = () => {
    const q = scopeFollowups(db, member, flaggedResponses(db, companyId), 'r.employee_id');
    return employeeId === undefined ? q : q.where('r.employee_id', '=', employeeId);
  };
  const hands = () =>
    only(
      scopeFollowups(
        db,
        member,
        db.selectFrom('raised_hands').selectAll().where('company_id', '=', companyId),
        'employee_id',
      ),
    );
  const checkins = () =>
    only(
      scopeFollowups(
        db,
        member,
        db.selectFrom('checkins').selectAll().where('company_id', '=', companyId),
        'employee_id',
      ),
    );
  const [liveFlags, liveHands, liveCheckins, history] = await Promise.all([
    flagged().where('r.flag_closed_at', 'is', null).execute() as Promise<FlaggedRow[]>,
    hands().where('acknowledged_at', 'is', null).execute(),
    withCheckins
      ? checkins()
          .where('acknowledged_at', 'is not', null)
          .where('manager_acknowledged_at', 'is', null)
          .execute()
      : [],
    tab === 'answered'
      ? Promise.all([
          flagged()
            .where('r.manager_acknowledged_at', 'is not', null)
            .where('r.flag_closed_at', 'is not', null)
            .orderBy('r.manager_acknowledged_at', 'desc')
            .limit(FOLLOWUP_HISTORY_LIMIT)
            .execute() as Promise<FlaggedRow[]>,
          hands()
            .where('manager_acknowledged_at', 'is not', null)
            .where('acknowledged_at', 'is not', null)
            .orderBy('manager_acknowledged_at', 'desc')
            .limit(FOLLOWUP_HISTORY_LIMIT)
            .execute(),
          withCheckins
            ? checkins()
                .where('manager_acknowledged_at', 'is not', null)
                .orderBy('manager_acknowledged_at', 'desc')
                .limit(FOLLOWUP_HISTORY_LIMIT)
                .execute()
            : [],
        ])
      : null,
  ]);
  const inFlight = { flagged: liveFlags, hands: liveHands, checkins: liveCheckins };
  const past = history && { flagged: history[0], hands: history[1], checkins: history[2] };
  const names = await employeeNames(db, [
    ...[...inFlight.flagged, ...(past?.flagged ?? [])].flatMap(flaggedPeople),
    ...[...inFlight.hands, ...(past?.hands ?? [])].flatMap(raisedHandPeople),
    ...[...inFlight.checkins, ...(past?.checkins ?? [])].flatMap(checkinPeople),
  ]);
  return { tab, inFlight, answered: past, names };
}

/** The overview presented, for the callers that compose it (home's counts). */
export async function followupOverview(opts: {
  db: Database;
  member: Member;
  employeeId?: number | undefined;
  tab?: FollowupTab;
}): Promise<TFlaggedOverview> {
  return presentFollowupOverview(await loadFollowupOverview(opts));
}

/** One follow-up of the company by id, with everyone it mentions (access is the caller's check). */
async function loadItem(db: Database, companyId: number, kind: FollowupKind, id: number) {
  if (kind === 'flagged_message') {
    const row = (await flaggedResponses(db, companyId).where('r.id', '=', id).executeTakeFirst()) as
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
  return { ...loaded, names: await employeeNames(db, people) } as Extract<LoadedFollowup, { kind: K }>;
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
 * A manager answers a follow-up awaiting them (open → answered): it records who answered, when
 * and their note; the employee is notified (a flag's answer leads to the memo), the caller's own
 * notices about it are read, and the lists of management and the employee refresh (after the
 * commit), with the memo's figures for a flag.
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
      typeId: 'memo' in item ? item.memo.id : id,
    });
    await afterFollowupChange({ db: trx, events, member, kind, id, employeeId: employee.id });
  });
  return findFollowup({ db, member, kind, id });
}

/**
 * What follows a manager's move on a follow-up, in its transaction: the caller's notices about
 * it are read, the lists of management and the employee refresh, and a flag's memo figures.
 */
export async function afterFollowupChange(opts: {
  db: Database;
  events: PendingEvents;
  member: Member;
  kind: FollowupKind;
  id: number;
  employeeId: number;
}): Promise<void> {
  const { db, events, member, kind, id, employeeId } = opts;
  const companyId = member.companyId;
  await markSubjectRead({ db, events, companyId, userId: member.userId, subject: kind, typeId: id });
  await followupUpdated({ db, events, companyId, kind, id, employeeId });
  if (kind !== 'flagged_message') return;
  const memo = await db
    .selectFrom('memo_responses as r')
    .innerJoin('memos as m', 'm.id', 'r.memo_id')
    .select(['m.id', 'm.company_id', 'm.kind', 'm.creator_id', 'm.celebrated_employee_id'])
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
  await queueMemoResponse({ db, events, memo, employee: { id: employeeId, company_id: companyId } });
}
