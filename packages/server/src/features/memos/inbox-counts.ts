import type { Database } from '../../db/index.js';
import { keptPerDatabase } from '../../db/kept.js';
import { prepared } from '../../db/prepared.js';

/**
 * An employee's inbox counts (total and unread messages and surveys shown now), kept in this
 * process's memory (docs/performance.md, "Per-request cost: the employee page and the inbox"):
 * counting them walks every row of the inbox (10,000 for a long-serving employee) on every page.
 * They are kept under the employee's inbox version (0034: it grows with every change of their
 * memo_responses rows, whichever instance made it) and until the next of their memos is revealed
 * (a scheduled memo's `inbox_at` passing changes the counts with no write). The version is read
 * before the count: a write landing between the two leaves fresh counts under the old version,
 * which the next request no longer accepts.
 */
export interface InboxCounts {
  total: number;
  unread: number;
}

/** What a count returns: the counts, and when the next of the employee's memos is revealed. */
export interface CountedInbox extends InboxCounts {
  nextReveal: string | Date | null;
}

interface Kept extends InboxCounts {
  version: string;
  /** The kept counts hold until this time (ms), the next reveal. */
  until: number;
}

const kept = keptPerDatabase<Kept>(10_000);

/** The employee's inbox version (migration 0034): no row yet is version 0. */
const versionRow = prepared(
  (db: Database, employeeId: number) =>
    db.selectFrom('inbox_versions').select('version').where('employee_id', '=', employeeId),
  [-918_273_646],
);

export async function inboxCounts(
  db: Database,
  employeeId: number,
  now: string,
  count: () => Promise<CountedInbox>,
): Promise<InboxCounts> {
  const key = String(employeeId);
  const [row] = await versionRow(db, employeeId);
  const version = String(row?.version ?? 0);
  const hit = kept.get(db, key);
  if (hit && hit.version === version && Date.parse(now) < hit.until)
    return { total: hit.total, unread: hit.unread };
  const { total, unread, nextReveal } = await count();
  const until = nextReveal === null ? Number.POSITIVE_INFINITY : new Date(nextReveal).getTime();
  kept.set(db, key, { version, total, unread, until });
  return { total, unread };
}
