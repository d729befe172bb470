import { chunks } from './chunks.js';
import type { Database } from './index.js';
import { preparedIn } from './prepared-list.js';

const namesById = preparedIn((db: Database, ids: number[]) =>
  db.selectFrom('employees').select(['id', 'name']).where('id', 'in', ids),
);

/**
 * The names of some employees by id, in one statement compiled once per list length: what the
 * inbox, celebrations and follow-ups show beside authors, managers and the people named.
 * Null ids and repeats are dropped; the caller has scoped the ids to the company. Any number of
 * ids: long lists are read in parts (db/chunks.ts).
 */
export async function employeeNames(
  db: Database,
  ids: Iterable<number | null>,
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)].filter((id): id is number => id !== null);
  const out = new Map<number, string>();
  for (const part of chunks(wanted)) for (const r of await namesById(db, part)) out.set(r.id, r.name);
  return out;
}
