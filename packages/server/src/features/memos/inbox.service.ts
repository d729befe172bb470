import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { prepared, standIn } from '../../db/prepared.js';
import { preparedIn } from '../../db/prepared-list.js';
import type { EmployeeRow, MemoResponseRow, MemoRow } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { visibleTo } from './employee-memos.js';
import { inboxCounts } from './inbox-counts.js';

/**
 * The employee side (spec §7 Employee app): the caller's inbox — only messages and surveys
 * addressed to them, published and revealed — unread first, then newest; in their language (the
 * es translation when there is one, else the original). Their live celebrations are a list of
 * their own (newest first), read from the same index.
 */

export interface InboxItem {
  memo: MemoRow;
  response: MemoResponseRow;
}

/** The caller's rows of one side (messages and surveys, or celebrations) shown now. */
function inbox(db: Database, employeeId: number, now: string, celebrations = false) {
  return db
    .selectFrom('memo_responses as r')
    .where('r.employee_id', '=', employeeId)
    .where('r.is_celebration', '=', celebrations)
    .where((eb) => visibleTo(eb, now));
}

export const CELEBRATIONS_SHOWN = 20;

// The statements of every inbox request, compiled once (db/prepared.ts): an employee's page of
// unread or read items, their live celebrations, and the rows of a page by id.
const NOW = 'prepared:now';
const slicePrepared = (read: boolean) =>
  prepared(
    (db: Database, employeeId: number, now: string, limit: number, offset: number) =>
      inbox(db, employeeId, now)
        .select(['r.memo_id', 'r.id as response_id'])
        .where('r.read_at', read ? 'is not' : 'is', null)
        .orderBy('r.inbox_at', 'desc')
        .orderBy('r.memo_id', 'desc')
        .limit(limit)
        .offset(offset),
    [standIn(0), NOW, standIn(1), standIn(2)],
  );
const unreadSlice = slicePrepared(false);
const readSlice = slicePrepared(true);
const celebrationSlice = prepared(
  (db: Database, employeeId: number, now: string) =>
    inbox(db, employeeId, now, true)
      .innerJoin('memos as m', 'm.id', 'r.memo_id')
      .select(['r.memo_id', 'r.id as response_id'])
      .where((eb) => eb.or([eb('m.end_at', 'is', null), eb('m.end_at', '>', now)]))
      .orderBy('r.inbox_at', 'desc')
      .orderBy('r.memo_id', 'desc')
      .limit(CELEBRATIONS_SHOWN),
  [standIn(0), NOW],
);
const memosById = preparedIn((db: Database, ids: number[]) =>
  db.selectFrom('memos').selectAll().where('id', 'in', ids),
);
const responsesById = preparedIn((db: Database, ids: number[]) =>
  db.selectFrom('memo_responses').selectAll().where('id', 'in', ids),
);

/** One memo (of any kind) shown to the caller now, with their response row; anything else answers 404. */
export async function findInboxItem(db: Database, employee: EmployeeRow, memoId: number): Promise<InboxItem> {
  const now = new Date().toISOString();
  const ids = await db
    .selectFrom('memo_responses as r')
    .where('r.employee_id', '=', employee.id)
    .where((eb) => visibleTo(eb, now))
    .select(['r.id as response_id'])
    .where('r.memo_id', '=', memoId)
    .executeTakeFirst();
  if (!ids) throw notFound('Memo not found');
  const [memo, response] = await Promise.all([
    db.selectFrom('memos').selectAll().where('id', '=', memoId).executeTakeFirstOrThrow(),
    db.selectFrom('memo_responses').selectAll().where('id', '=', ids.response_id).executeTakeFirstOrThrow(),
  ]);
  return { memo, response };
}

export async function listInbox(opts: {
  db: Database;
  employee: EmployeeRow;
  page: number;
  perPage: number;
}): Promise<{ items: InboxItem[]; total: number; unread: number }> {
  const { db, employee, perPage } = opts;
  const now = new Date().toISOString();
  const { total, unread } = await inboxCounts(db, employee.id, now, async () => {
    const counts = await inbox(db, employee.id, now)
      .select([sql<number>`count(*)`.as('total'), sql<number>`count(*) - count(r.read_at)`.as('unread')])
      .executeTakeFirstOrThrow();
    const next = await db
      .selectFrom('memo_responses as r')
      .where('r.employee_id', '=', employee.id)
      .where('r.is_celebration', '=', false)
      .where('r.inbox_at', '>', now)
      .select((eb) => eb.fn.min('r.inbox_at').as('next'))
      .executeTakeFirst();
    return { total: Number(counts.total), unread: Number(counts.unread), nextReveal: next?.next ?? null };
  });
  // Unread first, then read, each newest first: two index walks that stop at the page (no sort).
  const slice = (read: boolean, offset: number, limit: number) =>
    limit <= 0 ? Promise.resolve([]) : (read ? readSlice : unreadSlice)(db, employee.id, now, limit, offset);
  const offset = (opts.page - 1) * perPage;
  const unreadPart = offset < unread ? await slice(false, offset, perPage) : [];
  const readPart = await slice(true, Math.max(0, offset - unread), perPage - unreadPart.length);
  const page = [...unreadPart, ...readPart];
  const items = await loadItems(
    db,
    page.map((p) => p.memo_id),
    page.map((p) => p.response_id),
  );
  return { items, total, unread };
}

/** The caller's live celebrations (shown, not past their end), newest first, at most 20. */
export async function listCelebrations(opts: { db: Database; employee: EmployeeRow }): Promise<InboxItem[]> {
  const { db, employee } = opts;
  const now = new Date().toISOString();
  const page = await celebrationSlice(db, employee.id, now);
  return loadItems(
    db,
    page.map((p) => p.memo_id),
    page.map((p) => p.response_id),
  );
}

async function loadItems(db: Database, memoIds: number[], responseIds: number[]): Promise<InboxItem[]> {
  if (!memoIds.length) return [];
  const [memos, responses] = await Promise.all([memosById(db, memoIds), responsesById(db, responseIds)]);
  const byMemo = new Map(memos.map((m) => [m.id, m]));
  return responses
    .map((r) => ({ memo: byMemo.get(r.memo_id) as MemoRow, response: r }))
    .sort((a, b) => memoIds.indexOf(a.memo.id) - memoIds.indexOf(b.memo.id));
}
