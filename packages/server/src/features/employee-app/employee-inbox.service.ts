import type { Database } from '../../db/index.js';
import type { EmployeeRow } from '../../db/schema.js';
import type { Realtime } from '../../realtime/realtime.js';
import { ownFollowups } from '../followups/employee-followups.js';
import { type InboxItem, listCelebrations, listInbox } from '../memos/inbox.service.js';
import { type InboxPage, loadInboxPage } from '../memos/inbox-page.js';
import { openMemo } from '../memos/responses.service.js';

/**
 * What the employee app reads (spec §7 Employee app): a page of the caller's inbox with their
 * live celebrations, one memo opened, and the memo response bundle every write answers. Each
 * loads its items and their lookups in one round; employee-app.presenter.ts shapes them.
 */

export interface InboxView {
  memos: InboxItem[];
  celebrations: InboxItem[];
  page: InboxPage;
  total: number;
  unread: number;
  paging: { page: number; perPage: number };
}

/** app/employee-messages: a page of messages and surveys (unread first) and the live celebrations. */
export async function loadEmployeeInbox(opts: {
  db: Database;
  employee: EmployeeRow;
  page: number;
  perPage: number;
}): Promise<InboxView> {
  const { db, employee } = opts;
  const [{ items, total, unread }, celebrations] = await Promise.all([
    listInbox(opts),
    listCelebrations({ db, employee }),
  ]);
  const page = await loadInboxPage({ db, employee, items: [...items, ...celebrations] });
  return {
    memos: items,
    celebrations,
    page,
    total,
    unread,
    paging: { page: opts.page, perPage: opts.perPage },
  };
}

/**
 * app/employee-messages with memo_id: opens that memo (marks it read) and answers only it — under
 * `celebrations` when it is one — with the unread count after opening it.
 */
export async function openEmployeeMemo(opts: {
  db: Database;
  realtime: Realtime;
  employee: EmployeeRow;
  memoId: number;
}): Promise<InboxView> {
  const { db, employee } = opts;
  const item = await openMemo(opts);
  const { unread } = await listInbox({ db, employee, page: 1, perPage: 1 });
  const page = await loadInboxPage({ db, employee, items: [item] });
  const isCelebration = item.memo.kind === 'celebration';
  return {
    memos: isCelebration ? [] : [item],
    celebrations: isCelebration ? [item] : [],
    page,
    total: 1,
    unread,
    paging: { page: 1, perPage: 1 },
  };
}

/** How many inbox memos the bundle carries (spec §3 Memo response bundle). */
export const BUNDLE_SIZE = 100;

export interface BundleView {
  memos: InboxItem[];
  celebrations: InboxItem[];
  page: InboxPage;
  total: number;
  followups: Awaited<ReturnType<typeof ownFollowups>>;
}

/** The employee's state after a write: the first 100 inbox memos, celebrations, follow-ups. */
export async function loadResponseBundle(opts: { db: Database; employee: EmployeeRow }): Promise<BundleView> {
  const { db, employee } = opts;
  const [{ items, total }, celebrations, followups] = await Promise.all([
    listInbox({ db, employee, page: 1, perPage: BUNDLE_SIZE }),
    listCelebrations(opts),
    ownFollowups(db, employee),
  ]);
  const page = await loadInboxPage({ db, employee, items: [...items, ...celebrations] });
  return { memos: items, celebrations, page, total, followups };
}
