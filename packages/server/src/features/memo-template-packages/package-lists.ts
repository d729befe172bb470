import type { TPackageTemplatesPage, ZPackagesQuery, ZPackageTemplatesQuery } from '@teamline/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { MemoTemplatePackageRow } from '../../db/schema-templates.js';
import { containsTerms, pageInfo } from '../../http/paging.js';
import type { Member } from '../../policies/member.js';
import { scopeTemplates } from '../../policies/memo-template.js';
import { scopePackages } from '../../policies/memo-template-package.js';
import { presentStepTemplate } from './memo-template-packages.presenter.js';

type PackagesQuery = z.output<typeof ZPackagesQuery>;
type TemplatesQuery = z.output<typeof ZPackageTemplatesQuery>;

/** The Packages page: the company's packages; terms as "contains" on the name; one count and one page query. */
export async function listPackages(opts: {
  db: Database;
  member: Member;
  query: PackagesQuery;
}): Promise<{ rows: MemoTemplatePackageRow[]; total: number }> {
  const { db, query } = opts;
  let q = scopePackages(opts.member, db.selectFrom('memo_template_packages'));
  if (query.terms) q = q.where(containsTerms('memo_template_packages.name', query.terms));
  const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const direction = query.sort_direction === 'asc' ? sql`asc` : sql`desc`;
  const column =
    query.sort_by === 'name'
      ? sql`lower(${sql.ref('memo_template_packages.name')})`
      : sql.ref(`memo_template_packages.${query.sort_by}`);
  const rows = await q
    .selectAll()
    .orderBy(sql`${column} ${direction}`)
    .orderBy('id', query.sort_direction)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return { rows, total: Number(count.n) };
}

/**
 * list-templates: the company's live templates a package may add (archived ones are left out),
 * each with how many steps of this package already use it.
 */
export async function listPackageTemplates(opts: {
  db: Database;
  member: Member;
  packageId: number;
  query: TemplatesQuery;
}): Promise<TPackageTemplatesPage> {
  const { db, query, packageId } = opts;
  let q = scopeTemplates(opts.member, db.selectFrom('memo_templates')).where(
    'memo_templates.archived_at',
    'is',
    null,
  );
  if (query.terms) q = q.where(containsTerms('memo_templates.title', query.terms));
  const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const direction = query.sort_direction === 'asc' ? sql`asc` : sql`desc`;
  const column =
    query.sort_by === 'title'
      ? sql`lower(${sql.ref('memo_templates.title')})`
      : sql.ref('memo_templates.updated_at');
  const rows = await q
    .select(['id', 'kind', 'title', 'category', 'archived_at'])
    .select((eb) =>
      eb
        .selectFrom('memo_template_package_steps as s')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('s.template_id', '=', 'memo_templates.id')
        .where('s.package_id', '=', packageId)
        .as('in_package'),
    )
    .orderBy(sql`${column} ${direction}`)
    .orderBy('id', query.sort_direction)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return {
    memo_templates: rows.map((r) => ({ ...presentStepTemplate(r), in_package: Number(r.in_package ?? 0) })),
    ...pageInfo({ total: Number(count.n), page: query.page, perPage: query.per_page }),
    sort_by: query.sort_by,
    sort_direction: query.sort_direction,
    terms: query.terms,
  };
}
