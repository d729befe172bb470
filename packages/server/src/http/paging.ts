import { type Expression, type SqlBool, sql } from 'kysely';

/** The paging fields of an answer (spec §3 Paged lists) for `total` rows. */
export function pageInfo(opts: { total: number; page: number; perPage: number }) {
  return {
    current_page: opts.page,
    total_pages: Math.max(1, Math.ceil(opts.total / opts.perPage)),
    total: opts.total,
    per_page: opts.perPage,
  };
}

/** A case-insensitive "contains" match on a column, with LIKE wildcards in the terms taken literally. */
export function containsTerms(column: string, terms: string): Expression<SqlBool> {
  const pattern = `%${terms.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
