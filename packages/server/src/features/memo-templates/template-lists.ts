import { COMMUNITY_CATEGORIES_MAX, type ZMemoTemplatesQuery } from '@teamline/shared';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import { type Database, dialectOf, planFence } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import type { CommunityTemplateRow, MemoTemplateRow } from '../../db/schema-templates.js';
import { containsTerms } from '../../http/paging.js';
import type { Member } from '../../policies/member.js';
import {
  scopeCommunity,
  scopeCommunityCounts,
  scopeTemplateCounts,
  scopeTemplates,
} from '../../policies/memo-template.js';

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
const offsetOf = (q: TemplatesQuery) => (q.page - 1) * q.per_page;
/** Terms of three characters or more: a trigram index finds their few candidates (0016). */
const narrowed = (q: TemplatesQuery) => [...(q.terms ?? '')].length >= 3;

type Table = 'memo_templates' | 'community_templates';

/** Numbers read as PostgreSQL's bigint strings too. */
async function sumOf(q: Promise<{ n: number | string | null } | undefined>): Promise<number> {
  return Number((await q)?.n ?? 0);
}

/**
 * A searched page and its exact total in one statement, as the Team list does (docs/decisions.md,
 * Employees): the matches are found by their trigram candidates inside an `offset 0` fence, then
 * sorted and paged with `count(*) over ()` for the total, instead of the planner walking the sort
 * index until 25 matches turn up. Only the ids and the sort column are sorted; the page's 25
 * rows are read afterwards (sorting a thousand whole rows cost several times more). A page past
 * the end carries no total: `count` answers then.
 */
async function fencedPage<T extends Table, O, R>(opts: {
  db: Database;
  table: T;
  filtered: SelectQueryBuilder<DB, T, O>;
  column: string;
  query: TemplatesQuery;
  count: () => Promise<number>;
}): Promise<{ rows: R[]; total: number }> {
  const { db, table, query } = opts;
  const dir = direction(query);
  const matches = planFence(
    db,
    opts.filtered.select([
      sql<number>`${sql.ref(`${table}.id`)}`.as('id'),
      sql<unknown>`${sql.ref(`${table}.${opts.column}`)}`.as('sort_key'),
    ]),
  );
  const { rows: withTotal } = await sql<R & { list_total: number | string }>`
    select t.*, f.list_total from (
      select x.id, x.sort_key, count(*) over () as list_total from ${matches} as x
      order by x.sort_key ${dir}, x.id ${dir} limit ${query.per_page} offset ${offsetOf(query)}
    ) as f inner join ${sql.table(table)} as t on t.id = f.id
    order by f.sort_key ${dir}, f.id ${dir}`.execute(db);
  const first = withTotal[0];
  const total = first ? Number(first.list_total) : offsetOf(query) === 0 ? 0 : await opts.count();
  return { rows: withTotal, total };
}

/**
 * The company's templates of one tab. The total: without terms, the sum of the company's
 * `memo_template_counts` rows for the tab, kind and category (0018); with terms, counted.
 */
export async function listTemplates(opts: {
  db: Database;
  member: Member;
  query: TemplatesQuery;
  sortBy: TemplateSort;
}): Promise<{ rows: MemoTemplateRow[]; total: number }> {
  const { db, member, query } = opts;
  let q = scopeTemplates(member, db.selectFrom('memo_templates'));
  q = q.where('archived_at', query.archived === 'yes' ? 'is not' : 'is', null);
  if (query.kind) q = q.where('kind', '=', query.kind);
  if (query.category) q = q.where('category', '=', query.category);
  if (query.terms) q = q.where(matchesTerms(db, 'memo_templates', ['title', 'category'], query.terms));
  const counted = () => sumOf(q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst());
  const column = opts.sortBy === 'published_at' ? 'updated_at' : opts.sortBy;
  if (narrowed(query))
    return fencedPage<'memo_templates', object, MemoTemplateRow>({
      db,
      table: 'memo_templates',
      filtered: q,
      column,
      query,
      count: counted,
    });
  let counts = scopeTemplateCounts(member, db.selectFrom('memo_template_counts')).where(
    'archived',
    '=',
    query.archived === 'yes',
  );
  if (query.kind) counts = counts.where('kind', '=', query.kind);
  if (query.category) counts = counts.where('category', '=', query.category);
  const [total, rows] = await Promise.all([
    query.terms ? counted() : sumOf(counts.select((eb) => eb.fn.sum<number>('n').as('n')).executeTakeFirst()),
    q
      .selectAll()
      .orderBy(sql`${sql.ref(`memo_templates.${column}`)} ${direction(query)}`)
      .orderBy('id', query.sort_direction)
      .limit(query.per_page)
      .offset(offsetOf(query))
      .execute(),
  ]);
  return { rows, total };
}

/** The shares' filters: category, kind, language. */
function filterCommunity<R>(q: SelectQueryBuilder<DB, 'community_templates', R>, query: TemplatesQuery) {
  let f = q;
  if (query.kind) f = f.where('community_templates.kind', '=', query.kind);
  if (query.category) f = f.where('community_templates.category', '=', query.category);
  if (query.language) f = f.where('community_templates.language', '=', query.language);
  return f;
}

/**
 * The community's live shares for the filters without terms: the sum of the
 * `community_template_counts` rows (0018), less the operator's hidden shares among them.
 */
async function countCommunity(opts: {
  db: Database;
  member: Member;
  hiddenIds: readonly number[];
  query: TemplatesQuery;
}): Promise<number> {
  const { db, query } = opts;
  let counts = scopeCommunityCounts(opts.member, db.selectFrom('community_template_counts'));
  if (query.kind) counts = counts.where('kind', '=', query.kind);
  if (query.category) counts = counts.where('category', '=', query.category);
  if (query.language) counts = counts.where('language', '=', query.language);
  const [live, hidden] = await Promise.all([
    sumOf(counts.select((eb) => eb.fn.sum<number>('n').as('n')).executeTakeFirst()),
    opts.hiddenIds.length
      ? sumOf(
          filterCommunity(db.selectFrom('community_templates'), query)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('id', 'in', [...opts.hiddenIds])
            .where('withdrawn_at', 'is', null)
            .executeTakeFirst(),
        )
      : 0,
  ]);
  return live - hidden;
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
  let q = filterCommunity(
    scopeCommunity(opts.member, opts.hiddenIds, db.selectFrom('community_templates')),
    query,
  );
  if (query.terms)
    q = q.where(
      matchesTerms(
        db,
        'community_templates',
        ['title', 'category', 'description', 'company_name'],
        query.terms,
      ),
    );
  const counted = () => sumOf(q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst());
  const column = ['created_at', 'updated_at'].includes(opts.sortBy) ? 'published_at' : opts.sortBy;
  if (narrowed(query))
    return fencedPage<'community_templates', object, CommunityTemplateRow>({
      db,
      table: 'community_templates',
      filtered: q,
      column,
      query,
      count: counted,
    });
  const [total, rows] = await Promise.all([
    query.terms ? counted() : countCommunity(opts),
    q
      .selectAll()
      .orderBy(sql`${sql.ref(`community_templates.${column}`)} ${direction(query)}`)
      .orderBy('id', query.sort_direction)
      .limit(query.per_page)
      .offset(offsetOf(query))
      .execute(),
  ]);
  return { rows, total };
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
