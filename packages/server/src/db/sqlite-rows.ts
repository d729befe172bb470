import type SQLite from 'better-sqlite3';

type Row = Record<string, unknown>;

/**
 * Rows of a reading statement built in JavaScript instead of by better-sqlite3 (docs/performance.md,
 * "Per-request cost: the employee page and the inbox"): better-sqlite3 sets each column of each row
 * on a fresh object through V8's C++ API, which costs about twice what reading the same values as
 * an array does and building the object in JavaScript from one literal per statement (one shape,
 * one allocation). A memo row has 40 columns: 25 of them took 0.23 ms as objects, 0.13 ms so.
 * The rows are the same: same keys in the same order, a repeated column name keeps its last value.
 * Undefined when the statement does not read rows, or a column name would not be a plain key.
 */
export function rowBuilder(
  prepare: (sql: string) => SQLite.Statement,
  stmt: SQLite.Statement,
): { all(args: unknown[]): Row[]; get(args: unknown[]): Row | undefined } | undefined {
  if (!stmt.reader) return undefined;
  const names = stmt.columns().map((c) => c.name);
  if (names.some((n) => n === '__proto__')) return undefined;
  const raw = prepare(stmt.source).raw(true);
  const body = names.map((n, i) => `${JSON.stringify(n)}: r[${i}]`).join(', ');
  const make = new Function('r', `return { ${body} };`) as (r: unknown[]) => Row;
  return {
    all: (args) => (raw.all(...args) as unknown[][]).map(make),
    get: (args) => {
      const r = raw.get(...args) as unknown[] | undefined;
      return r === undefined ? undefined : make(r);
    },
  };
}
