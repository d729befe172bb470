import type { Compilable, CompiledQuery } from 'kysely';
import type { Database } from './index.js';

/** Stand-ins used only while compiling: never bound, far from any id or constant a query holds. */
const SCALAR = -7_340_000_000_001;
const LIST_BASE = -7_340_000_100_000;

/**
 * Like `prepared` (db/prepared.ts) for a query over one scalar (a company id) and one list of ids
 * (a page's employees), each used any number of times: Kysely builds and compiles it once per
 * database and list length (a page has at most 100 rows: a few shapes), and each call runs that
 * SQL with its own values in their places. Built for the page relations' five-way union
 * (features/employees/employees-relations.ts), whose building cost more than running it.
 */
export function preparedForList<R>(
  build: (db: Database, scalar: number, list: number[]) => Compilable<R>,
): (db: Database, scalar: number, list: number[]) => Promise<R[]> {
  const compiledFor = new WeakMap<Database, Map<number, CompiledQuery<R>>>();
  const compile = (db: Database, length: number): CompiledQuery<R> => {
    const stand = Array.from({ length }, (_, i) => LIST_BASE - i);
    const query = build(db, SCALAR, stand).compile();
    const seen = new Set(query.parameters);
    if (!seen.has(SCALAR) || stand.some((s) => !seen.has(s)))
      throw new Error(`prepared list query: every value must appear in ${query.sql}`);
    return query;
  };
  return async (db, scalar, list) => {
    let byLength = compiledFor.get(db);
    if (!byLength) {
      byLength = new Map();
      compiledFor.set(db, byLength);
    }
    let query = byLength.get(list.length);
    if (!query) {
      query = compile(db, list.length);
      byLength.set(list.length, query);
    }
    const parameters = query.parameters.map((p) => {
      if (p === SCALAR) return scalar;
      if (typeof p === 'number' && p <= LIST_BASE && p > LIST_BASE - list.length) return list[LIST_BASE - p];
      return p;
    });
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
