import type { Compilable } from 'kysely';
import type { Database } from './index.js';
import { prepared, standIn } from './prepared.js';

/** Stand-ins used only while compiling: never bound, far from any id or constant a query holds. */
const SCALAR = standIn(0);
const LIST_BASE = -7_340_000_100_000;

/** Lists longer than a page's 100 rows are rare: compiled for each call, not kept. */
const MAX_KEPT_LENGTH = 100;

/** One compiled query per list length (a page has at most 100 rows: a few shapes). */
function perLength<F>(make: (standIns: number[]) => F): (length: number) => F {
  const byLength = new Map<number, F>();
  const standIns = (length: number) => Array.from({ length }, (_, i) => LIST_BASE - i);
  return (length) => {
    if (length > MAX_KEPT_LENGTH) return make(standIns(length));
    let run = byLength.get(length);
    if (!run) {
      run = make(standIns(length));
      byLength.set(length, run);
    }
    return run;
  };
}

/**
 * `prepared` (db/prepared.ts) for a query over one scalar (a company id, a time) and one list of
 * ids (a page's employees), each used any number of times: one prepared statement per list
 * length, its placeholders the scalar and one per list item. Built for the page relations'
 * five-way union (features/employees/employees-relations.ts), whose building cost more than
 * running it. A scalar that is not a number needs its own stand-in, a value the query holds
 * nowhere else. Callers skip empty lists (`in ()` is not SQL).
 */
export function preparedForList<R, S = number>(
  build: (db: Database, scalar: S, list: number[]) => Compilable<R>,
  scalarStandIn: NoInfer<S> = SCALAR as S,
): (db: Database, scalar: S, list: number[]) => Promise<R[]> {
  const forLength = perLength((standIns) =>
    prepared((d: Database, s: S, ...l: number[]) => build(d, s, l), [scalarStandIn, ...standIns]),
  );
  return (db, scalar, list) => forLength(list.length)(db, scalar, ...list);
}

/** `preparedForList` for a query over a list of ids alone (rows by id). */
export function preparedIn<R>(
  build: (db: Database, list: number[]) => Compilable<R>,
): (db: Database, list: number[]) => Promise<R[]> {
  const forLength = perLength((standIns) => prepared((d: Database, ...l: number[]) => build(d, l), standIns));
  return (db, list) => forLength(list.length)(db, ...list);
}
