import { type LimitNode, SqliteQueryCompiler, ValueNode } from 'kysely';

/**
 * Kysely's SQLite compiler, except that a bound LIMIT is written `limit ? + 0`.
 *
 * SQLite (3.53, with STAT4 as better-sqlite3 builds it) reads the value bound to a bare `limit ?`
 * while it plans, and so marks the statement as depending on that parameter: binding it again —
 * which better-sqlite3 does on every run, even with the same value — expires the statement, and
 * the next step compiles it anew from its SQL. A paged list paid that on every request: the
 * employee page's statement took 65 µs where it takes 50 with the limit written in
 * (docs/performance.md, "A bound LIMIT compiled on every run"). An expression is not read at
 * planning, so `? + 0` keeps the prepared statement; the rows are the same, and the plans of our
 * paged queries are too (they are walked by the sort's index or fenced; `planFence`).
 */
export class BoundLimitSqliteCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    super.visitLimit(node);
    if (ValueNode.is(node.limit) && !node.limit.immediate) this.append(' + 0');
  }
}
