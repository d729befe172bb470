import type { Compilable, CompiledQuery } from 'kysely';
import { readNow } from './direct.js';
import type { Database } from './index.js';

/**
 * Numbers to stand for numeric arguments while compiling (`standIn(0)`, `standIn(1)`, …): never
 * bound, far from any id, count or constant a query holds.
 */
export const standIn = (i: number): number => -7_340_000_000_001 - i;

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the compiled query: which argument fills it, or -1 for a constant. */
  slots: number[];
}

/**
 * A fixed-shape query that runs on (nearly) every request — the session's token, the caller's
 * membership — built and compiled by Kysely once per database instead of on each call: `build`
 * is called once with `placeholders` (distinct values that appear nowhere else in the query; one
 * may appear several times), and each call runs the compiled SQL with its own values in their
 * places. The query's shape must not
 * depend on the values (no lists of varying length, no optional clauses).
 */
export function prepared<Args extends unknown[], R>(
  build: (db: Database, ...args: Args) => Compilable<R>,
  placeholders: NoInfer<Args>,
): (db: Database, ...args: Args) => Promise<R[]> {
  const compiledFor = new WeakMap<Database, Compiled<R>>();
  const compile = (db: Database): Compiled<R> => {
    const query = build(db, ...placeholders).compile();
    const slots = query.parameters.map((p) => placeholders.indexOf(p));
    for (let i = 0; i < placeholders.length; i++)
      if (!slots.includes(i))
        throw new Error(`prepared query: placeholder ${i} does not appear in ${query.sql}`);
    return { query, slots };
  };
  return async (db, ...args) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = compile(db);
      compiledFor.set(db, compiled);
    }
    const { query, slots } = compiled;
    const parameters = slots.map((slot, i) => (slot === -1 ? query.parameters[i] : args[slot]));
    const now = readNow<R>(db, query.sql, parameters);
    if (now) return now;
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
