import type { Database } from '../../db/index.js';
import type { EmployeeRow } from '../../db/schema.js';
import { scopeEmployeeFilters, seesEmployeeDetails } from '../../policies/employee.js';
import type { Member } from '../../policies/index.js';
import { type EmployeeMemoCounts, memoCountsFor } from '../memos/employee-memos.js';
import { listEmployeesPage } from './employees-page.js';
import type { EmployeeFilters, EmployeesQuery } from './employees-query.js';
import { type EmployeeRelations, loadRelations } from './employees-relations.js';

/** A page of the Team list as loaded for its presenter. */
export interface LoadedEmployeePage {
  query: EmployeesQuery;
  /** The filters as applied: an employee's are narrowed to the active roster. */
  filters: EmployeeFilters;
  rows: EmployeeRow[];
  total: number;
  rel: EmployeeRelations;
  /** Memo counts, for management's view only. */
  memos: Map<number, EmployeeMemoCounts> | undefined;
  /** Management's view (details, follow-ups, memo counts) or a colleague roster. */
  detailed: boolean;
}

/**
 * The Team list (spec §7 Team): paged, sorted, searched and filtered, as the caller may see it
 * (policies/employee.ts). A colleague roster loads no follow-ups or memo counts.
 */
export async function listEmployees(opts: {
  db: Database;
  member: Member;
  query: EmployeesQuery;
}): Promise<LoadedEmployeePage> {
  const { db, member, query } = opts;
  const { terms, locations, audiences, active, see_all } = query;
  const filters = scopeEmployeeFilters(member, { terms, locations, audiences, active, see_all });
  const { rows, total } = await listEmployeesPage({
    db,
    member,
    filters,
    sortBy: query.sort_by,
    direction: query.sort_direction,
    page: query.page,
    perPage: query.per_page,
  });
  const ids = rows.map((r) => r.id);
  const detailed = seesEmployeeDetails(member);
  const [rel, memos] = await Promise.all([
    loadRelations({ db, companyId: member.companyId, ids, followups: detailed }),
    detailed ? memoCountsFor(db, ids) : undefined,
  ]);
  return { query, filters, rows, total, rel, memos, detailed };
}
