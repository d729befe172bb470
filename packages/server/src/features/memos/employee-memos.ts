import type { AnyMemoKind, TEmployeeMemoRow, TEmployeeMemoSummary } from '@teamline/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { preparedForList } from '../../db/prepared-list.js';
import type { DB } from '../../db/schema.js';
import { displayStart } from './memos.presenter.js';

/**
 * The memo fields of an employee (spec §3 Employee "Memo counts"), computed from memo_responses
 * over the memos they can see: published, revealed, not deleted.
 */

export interface EmployeeMemoCounts {
  unread_memo_count: number;
  unread_memo_message_count: number;
  unread_memo_survey_count: number;
  unread_memo_celebration_count: number;
  unread_memo_non_celebration_count: number;
  unread_memo_non_celebration_past_due_count: number;
  total: number;
  read: number;
}

export const NO_MEMO_COUNTS: EmployeeMemoCounts = {
  unread_memo_count: 0,
  unread_memo_message_count: 0,
  unread_memo_survey_count: 0,
  unread_memo_celebration_count: 0,
  unread_memo_non_celebration_count: 0,
  unread_memo_non_celebration_past_due_count: 0,
  total: 0,
  read: 0,
};

/** The memos an employee's inbox holds now (joined as m, their response as r). */
export type InboxDB = DB & { r: DB['memo_responses'] };

export function visibleTo(eb: ExpressionBuilder<InboxDB, 'r'>, now: string) {
  // inbox_at follows the memo: set while it is published, null once it left the inboxes.
  return eb('r.inbox_at', '<=', now);
}

function responsesOf(db: Database, now: string) {
  return (
    db
      .selectFrom('memo_responses as r')
      .innerJoin('memos as m', 'm.id', 'r.memo_id')
      .where((eb) => visibleTo(eb, now))
      // A celebration past its end is gone from the employee's list at once (not a minute later).
      .where((eb) =>
        eb.or([eb('m.kind', '!=', 'celebration'), eb('m.end_at', 'is', null), eb('m.end_at', '>', now)]),
      )
  );
}

/** Each employee's memo counts by kind, compiled once per list length (db/prepared-list.ts). */
const countRows = preparedForList((db: Database, now: string, employeeIds: number[]) => {
  const unread = sql`r.read_at is null`;
  return responsesOf(db, now)
    .select([
      'r.employee_id',
      sql<number>`count(*)`.as('total'),
      sql<number>`sum(case when ${unread} then 1 else 0 end)`.as('unread'),
      sql<number>`sum(case when ${unread} and m.kind = 'message' then 1 else 0 end)`.as('message'),
      sql<number>`sum(case when ${unread} and m.kind = 'survey' then 1 else 0 end)`.as('survey'),
      sql<number>`sum(case when ${unread} and m.kind = 'celebration' then 1 else 0 end)`.as('celebration'),
      sql<number>`sum(case when ${unread} and m.kind <> 'celebration' and m.due_at < ${now} then 1 else 0 end)`.as(
        'past_due',
      ),
    ])
    .where('r.employee_id', 'in', employeeIds)
    .groupBy('r.employee_id');
}, 'prepared:now');

export async function memoCountsFor(
  db: Database,
  employeeIds: number[],
): Promise<Map<number, EmployeeMemoCounts>> {
  if (!employeeIds.length) return new Map();
  const rows = await countRows(db, new Date().toISOString(), employeeIds);
  return new Map(
    rows.map((r) => {
      const unreadCount = Number(r.unread);
      return [
        r.employee_id,
        {
          unread_memo_count: unreadCount,
          unread_memo_message_count: Number(r.message),
          unread_memo_survey_count: Number(r.survey),
          unread_memo_celebration_count: Number(r.celebration),
          unread_memo_non_celebration_count: unreadCount - Number(r.celebration),
          unread_memo_non_celebration_past_due_count: Number(r.past_due),
          total: Number(r.total),
          read: Number(r.total) - unreadCount,
        },
      ];
    }),
  );
}

/** An employee's read and unread memos, newest first (employee/read-memos, unread-memos, memos-csv). */
export async function employeeMemoLists(
  db: Database,
  employeeId: number,
): Promise<{ read: TEmployeeMemoRow[]; unread: TEmployeeMemoRow[] }> {
  const now = new Date().toISOString();
  const rows = await responsesOf(db, now)
    .select([
      'm.id',
      'm.kind',
      'm.title',
      'm.start_at',
      'm.published_at',
      'm.due_at',
      'r.read_at',
      'r.acknowledged_at',
    ])
    .where('r.employee_id', '=', employeeId)
    .orderBy('r.inbox_at', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
  const list = rows.map(
    (r): TEmployeeMemoRow => ({
      id: r.id,
      kind: r.kind as AnyMemoKind,
      title: r.title,
      display_start_at: displayStart(r),
      due_at: r.due_at,
      read_at: r.read_at,
      acknowledged_at: r.acknowledged_at,
      is_past_due: r.due_at !== null && r.due_at < now && r.acknowledged_at === null,
    }),
  );
  return { read: list.filter((m) => m.read_at), unread: list.filter((m) => !m.read_at) };
}

export async function employeeMemoSummary(db: Database, employeeId: number): Promise<TEmployeeMemoSummary> {
  const c = (await memoCountsFor(db, [employeeId])).get(employeeId) ?? NO_MEMO_COUNTS;
  return {
    total: c.total,
    read: c.read,
    unread: c.unread_memo_count,
    unread_memo_count: c.unread_memo_count,
    unread_memo_message_count: c.unread_memo_message_count,
    unread_memo_survey_count: c.unread_memo_survey_count,
    unread_memo_celebration_count: c.unread_memo_celebration_count,
  };
}

/** The counts as Employee fields (a list row: the memo lists themselves come with the detail). */
export function memoCountFields(c: EmployeeMemoCounts | undefined) {
  const { total: _total, read: _read, ...fields } = c ?? NO_MEMO_COUNTS;
  return fields;
}

/** The Employee's memo fields, for a detail answer. */
export async function employeeMemoFields(db: Database, employeeId: number) {
  const [counts, lists] = await Promise.all([
    memoCountsFor(db, [employeeId]),
    employeeMemoLists(db, employeeId),
  ]);
  return {
    ...memoCountFields(counts.get(employeeId)),
    unread_memos_list: lists.unread,
    read_memos_list: lists.read,
  };
}
