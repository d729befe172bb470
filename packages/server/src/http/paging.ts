import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

/** The paging fields of an answer (spec §3 Paged lists) for `total` rows. */
export function pageInfo(opts: { total: number; page: number; perPage: number }) {
  return {
    current_page: opts.page,
    total_pages: Math.max(1, Math.ceil(opts.total / opts.perPage)),
    total: opts.total,
    per_page: opts.perPage,
  };
}

/** Text with LIKE's wildcards (`%`, `_`) and its escape (`\`) taken literally, for `escape '\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern that finds the terms anywhere, lowercased, their wildcards taken literally. */
export function containsPattern(terms: string): string {
  return `%${escapeLike(terms.toLowerCase())}%`;
}

/**
 * A LIKE pattern, bound. SQLite reads a pattern bound bare (`like ?`) while it plans, which marks
 * the statement to be compiled again whenever the value is bound, and better-sqlite3 binds on
 * every run (db/sqlite-compiler.ts, the same for LIMIT). A cast is an expression SQLite does not
 * read at planning; PostgreSQL folds it into the same constant, so its trigram indexes still serve.
 */
export function likePattern(pattern: string): RawBuilder<string> {
  return sql<string>`cast(${pattern} as text)`;
}

/** A case-insensitive "contains" match on a column, with LIKE wildcards in the terms taken literally. */
export function containsTerms(column: string, terms: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(containsPattern(terms))} escape '\\'`;
}
