import type { Database } from '../../db/index.js';
import type { EmployeeRow } from '../../db/schema.js';
import { employeeMemoFields } from '../memos/employee-memos.js';
import { findEmployee } from './employees.service.js';
import { type EmployeeRelations, loadRelations } from './employees-relations.js';

/** Loading for the Employee detail shapes (spec §3): the presenters map what these load. */

/** Employees with their relation lists and follow-ups. */
export interface LoadedEmployees {
  rows: EmployeeRow[];
  rel: EmployeeRelations;
}

/** One employee with everything the detail shows: relations, follow-ups and the memo fields. */
export interface LoadedEmployee {
  employee: EmployeeRow;
  rel: EmployeeRelations;
  memos: Awaited<ReturnType<typeof employeeMemoFields>>;
}

export async function loadEmployees(opts: { db: Database; companyId: number; rows: EmployeeRow[] }) {
  const rel = await loadRelations({
    db: opts.db,
    companyId: opts.companyId,
    ids: opts.rows.map((r) => r.id),
  });
  return { rows: opts.rows, rel };
}

export async function loadEmployeeDetail(opts: {
  db: Database;
  employee: EmployeeRow;
}): Promise<LoadedEmployee> {
  const { db, employee } = opts;
  const rel = await loadRelations({ db, companyId: employee.company_id, ids: [employee.id] });
  return { employee, rel, memos: await employeeMemoFields(db, employee.id) };
}

/** A live employee of the company, loaded for the detail; another company's id answers 404. */
export async function getEmployeeDetail(opts: { db: Database; companyId: number; id: number }) {
  return loadEmployeeDetail({ db: opts.db, employee: await findEmployee(opts) });
}
