import { type Database, toBool } from '../../db/index.js';
import { keptPerDatabase } from '../../db/kept.js';
import type { ChatGroupRow } from '../../db/schema-chat.js';
import { chatMemberCounts } from '../../policies/chat.js';

/**
 * Groups' member counts, kept in this process's memory (decisions.md, Chat — member counts under
 * a version). Counting a group's members resolves its targets over the employees (5,000 for a
 * company-wide group); the list would do it on every request. A count is kept under the company's
 * chat membership version (0032: it grows with every change of links, access or targets, whatever
 * wrote it, on whichever instance) and the group's creator, so a kept count is never stale. The
 * version is read before the count: a write landing between the two leaves a fresh count under
 * the old key, which the next request no longer asks.
 */

const kept = keptPerDatabase<number>(10_000);

const keyOf = (g: ChatGroupRow, version: string) =>
  `${g.id}|${version}|${g.creator_id ?? ''}|${toBool(g.is_private) ? 'p' : 'g'}`;

/** The member count of each group, by id; `version` is the company's, read before this call. */
export async function memberCountsOf(
  db: Database,
  companyId: number,
  groups: readonly ChatGroupRow[],
  version: string,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const missing: ChatGroupRow[] = [];
  for (const g of groups) {
    const key = keyOf(g, version);
    const hit = kept.get(db, key);
    if (hit === undefined) missing.push(g);
    else out.set(g.id, hit);
  }
  if (!missing.length) return out;
  const counted = await chatMemberCounts(
    db,
    companyId,
    missing.map((g) => g.id),
  );
  for (const g of missing) {
    const n = counted.get(g.id) ?? 0;
    out.set(g.id, n);
    kept.set(db, keyOf(g, version), n);
  }
  return out;
}
