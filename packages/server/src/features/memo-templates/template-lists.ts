import { COMMUNITY_CATEGORIES_MAX, type ZMemoTemplatesQuery } from '@teamline/shared';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import { type Database, dialectOf } from '../../db/index.js';
import type { CommunityTemplateRow, MemoTemplateRow } from '../../db/schema-templates.js';
import { containsTerms } from '../../http/paging.js';
import type { Member } from '../../policies/member.js';
import { scopeCommunity, scopeTemplates } from '../../policies/memo-template.js';

type TemplatesQuery = z.output<typeof ZMemoTemplatesQuery>;
export type TemplateSort = NonNullable<TemplatesQuery['sort_by']>;

/** An FTS5 phrase: the trigram tokenizer matches it anywhere in a column, ignoring case. */
const ftsPhrase = (v: string) => `"${v.replaceAll('"', '""')}"`;

/**
 * Terms as "contains" on the columns (LIKE wildcards taken literally, any characters safe). On
 * SQLite a term of three characters or more is narrowed first by the table's trigram index
 * (0016), as the employee list does; PostgreSQL answers the same predicates from its pg_trgm
 * indexes.
 */
function matchesTerms(
  db: Database,
  table: 'memo_templates' | 'community_templates',
  columns: readonly string[],
  terms: string,
): Expression<SqlBool> {
  const exact = sql<SqlBool>`(${sql.join(
    columns.map((c) => containsTerms(`${table}.${c}`, terms)),
    sql` or `,
  )})`;
  if (dialectOf(db) !== 'sqlite' || [...terms].length < 3) return exact;
  const match = `{${columns.join(' ')}} : ${ftsPhrase(terms.toLowerCase())}`;
  const candidates = sql`(select rowid from ${sql.table(`${table}_search`)} where ${sql.table(
    `${table}_search`,
  )} match ${match})`;
  return sql<SqlBool>`(${sql.ref(`${table}.id`)} in ${candidates} and ${exact})`;
}

const direction = (q: TemplatesQuery) => (q.sort_direction === 'asc' ? sql`asc` : sql`desc`);

/** The company's templates of one tab: one count and one page query. */
export async function listTemplates(opts: {
  db: Database;
  member: Member;
  query: TemplatesQuery;
  sortBy: TemplateSort;
}): Promise<{ rows: MemoTemplateRow[]; total: number }> {
  const { db, query } = opts;
  let q = scopeTemplates(opts.member, db.selectFrom('memo_templates'));
  q = q.where('archived_at', query.archived === 'yes' ? 'is not' : 'is', null);
  if (query.kind) q = q.where('kind', '=', query.kind);
  if (query.category) q = q.where('category', '=', query.category);
  if (query.terms) q = q.where(matchesTerms(db, 'memo_templates', ['title', 'category'], query.terms));
  const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const column = opts.sortBy === 'published_at' ? 'updated_at' : opts.sortBy;
  const rows = await q
    .selectAll()
    .orderBy(sql`${sql.ref(`memo_templates.${column}`)} ${direction(query)}`)
    .orderBy('id', query.sort_direction)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return { rows, total: Number(count.n) };
}

/** The community: published, not hidden; search, category, kind, language; most used or newest. */
export async function listCommunity(opts: {
  db: Database;
  member: Member;
  hiddenIds: readonly number[];
  query: TemplatesQuery;
  sortBy: TemplateSort;
}): Promise<{ rows: CommunityTemplateRow[]; total: number }> {
  const { db, query } = opts;
  let q = scopeCommunity(opts.member, opts.hiddenIds, db.selectFrom('community_templates'));
  if (query.kind) q = q.where('kind', '=', query.kind);
  if (query.category) q = q.where('category', '=', query.category);
  if (query.language) q = q.where('language', '=', query.language);
  if (query.terms)
    q = q.where(
      matchesTerms(
        db,
        'community_templates',
        ['title', 'category', 'description', 'company_name'],
        query.terms,
      ),
    );
  const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const column = ['created_at', 'updated_at'].includes(opts.sortBy) ? 'published_at' : opts.sortBy;
  const rows = await q
    .selectAll()
    .orderBy(sql`${sql.ref(`community_templates.${column}`)} ${direction(query)}`)
    .orderBy('id', query.sort_direction)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return { rows, total: Number(count.n) };
}

/**
 * The categories of the community (published, not hidden), the most used first cut at
 * COMMUNITY_CATEGORIES_MAX, answered by name: what the Community page's filter offers.
 */
export async function listCommunityCategories(opts: {
  db: Database;
  member: Member;
  hiddenIds: readonly number[];
}): Promise<{ name: string; count: number }[]> {
  const rows = await scopeCommunity(opts.member, opts.hiddenIds, opts.db.selectFrom('community_templates'))
    .select((eb) => ['community_templates.category', eb.fn.countAll<number>().as('n')])
    .where('community_templates.category', 'is not', null)
    .where('community_templates.category', '!=', '')
    .groupBy('community_templates.category')
    .orderBy('n', 'desc')
    .orderBy('community_templates.category')
    .limit(COMMUNITY_CATEGORIES_MAX)
    .execute();
  return rows
    .map((r) => ({ name: r.category ?? '', count: Number(r.n) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
