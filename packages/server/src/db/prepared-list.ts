import type { Compilable } from 'kysely';
import type { Database } from './index.js';
import { prepared } from './prepared.js';

/** Stand-ins used only while compiling: never bound, far from any id or constant a query holds. */
const SCALAR = -7_340_000_000_001;
const LIST_BASE = -7_340_000_100_000;

/**
 * `prepared` (db/prepared.ts) for a query over one scalar (a company id) and one list of ids (a
 * page's employees), each used any number of times: one prepared statement per list length (a
 * page has at most 100 rows: a few shapes), its placeholders the scalar and one per list item.
 * Built for the page relations' five-way union (features/employees/employees-relations.ts),
 * whose building cost more than running it.
 */
export function preparedForList<R>(
  build: (db: Database, scalar: number, list: number[]) => Compilable<R>,
): (db: Database, scalar: number, list: number[]) => Promise<R[]> {
  const byLength = new Map<number, (db: Database, scalar: number, ...list: number[]) => Promise<R[]>>();
  return (db, scalar, list) => {
    let run = byLength.get(list.length);
    if (!run) {
      const stand = Array.from({ length: list.length }, (_, i) => LIST_BASE - i);
      run = prepared((d: Database, s: number, ...l: number[]) => build(d, s, l), [SCALAR, ...stand]);
      byLength.set(list.length, run);
    }
    return run(db, scalar, ...list);
  };
}
