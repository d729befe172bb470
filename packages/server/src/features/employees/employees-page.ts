import type { EmployeeSort } from '@teamline/shared';
import { sql } from 'kysely';
import { type Database, planFence } from '../../db/index.js';
import { prepared, standIn } from '../../db/prepared.js';
import type { EmployeeRow } from '../../db/schema.js';
import type { Member } from '../../policies/index.js';
import { seesPart } from '../../policies/people.js';
import { companyEmployees, type EmployeeFilters, filteredEmployees, sorted } from './employees-query.js';

interface PageOptions {
  db: Database;
  member: Member;
  filters: EmployeeFilters;
  sortBy: EmployeeSort;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/**
 * One page of the Team list and the exact number of employees it pages through, in the
 * cheapest way for the filters (docs/decisions.md, "Employees"):
 *
 * - the whole company (no terms, locations or audiences; a caller who sees everyone): the total
 *   is read from `employee_counts`, which triggers keep (0007), and the page walks the sort index;
 * - a search of three or more characters, or a location filter, narrows the company to the few
 *   candidates its own index finds (trigrams, employee_locations): the page is sorted from those
 *   candidates, with the total counted over them in the same query (`count(*) over ()`) rather
 *   than by walking the sort index until enough turn up, which both planners otherwise choose
 *   (SQLite has no statistics; PostgreSQL cannot know that a surname's matches cluster). The
 *   `offset 0` subquery is the fence both databases respect;
 * - anything else (an audience alone, a manager's own people): a count beside the page.
 */
export async function listEmployeesPage(opts: PageOptions): Promise<{ rows: EmployeeRow[]; total: number }> {
  const { db, filters, sortBy, direction, perPage } = opts;
  const offset = (opts.page - 1) * perPage;
  if (wholeCompany(opts)) {
    const [total, rows] = await Promise.all([
      countEmployees(opts),
      companyPage(sortBy, direction)(db, opts.member.companyId, filters.active === 'yes', perPage, offset),
    ]);
    return { rows, total };
  }
  const q = filteredEmployees(opts).selectAll('employees');
  const narrowed = [...filters.terms].length >= 3 || filters.locations.length > 0;
  if (!narrowed) {
    const [total, rows] = await Promise.all([
      countEmployees(opts),
      sorted(q, sortBy, direction).limit(perPage).offset(offset).execute(),
    ]);
    return { rows, total };
  }
  const fenced = planFence(db, q);
  const withTotal = await sorted(
    db.selectFrom(fenced.as('employees')).selectAll().select(sql<number>`count(*) over ()`.as('list_total')),
    sortBy,
    direction,
  )
    .limit(perPage)
    .offset(offset)
    .execute();
  const rows = withTotal.map(({ list_total: _, ...row }) => row);
  const first = withTotal[0];
  // A page past the end has no row to carry the total: count then (page 1 empty means none).
  const total = first ? Number(first.list_total) : offset === 0 ? 0 : await countEmployees(opts);
  return { rows, total };
}

/** No filter and a caller who sees everyone: the whole company's active (or inactive) people. */
function wholeCompany({ member, filters }: { member: Member; filters: EmployeeFilters }): boolean {
  return (
    !filters.terms && filters.locations.length === 0 && filters.audiences.length === 0 && !seesPart(member)
  );
}

// The whole company's statements, compiled once (db/prepared.ts): the Team page's first load.
// `true` stands for the active flag: neither query holds another true.
const companyCount = prepared(
  (db: Database, companyId: number, active: boolean) =>
    db
      .selectFrom('employee_counts')
      .select('n')
      .where('company_id', '=', companyId)
      .where('is_active', '=', active),
  [standIn(0), true],
);

type CompanyPage = (
  db: Database,
  companyId: number,
  active: boolean,
  limit: number,
  offset: number,
) => Promise<EmployeeRow[]>;
const companyPages = new Map<string, CompanyPage>();

/** The whole company's page in one sort order. */
function companyPage(sortBy: EmployeeSort, direction: 'asc' | 'desc'): CompanyPage {
  const key = `${sortBy} ${direction}`;
  let page = companyPages.get(key);
  if (!page) {
    page = prepared(
      (db: Database, companyId: number, active: boolean, limit: number, offset: number) =>
        sorted(companyEmployees(db, companyId, active).selectAll('employees'), sortBy, direction)
          .limit(limit)
          .offset(offset),
      [standIn(0), true, standIn(1), standIn(2)],
    );
    companyPages.set(key, page);
  }
  return page;
}

/**
 * How many employees `filteredEmployees` holds, exactly. The whole company's active or inactive
 * list is read from `employee_counts` instead of counting 50,000 rows per request.
 */
export async function countEmployees(opts: { db: Database; member: Member; filters: EmployeeFilters }) {
  const { db, member, filters } = opts;
  if (wholeCompany(opts)) {
    const [row] = await companyCount(db, member.companyId, filters.active === 'yes');
    return Number(row?.n ?? 0);
  }
  const row = await filteredEmployees(opts)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
