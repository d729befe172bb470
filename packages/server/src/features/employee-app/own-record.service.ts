import type { Database } from '../../db/index.js';
import type { EmployeeRow } from '../../db/schema.js';
import { type EmployeeRelations, loadRelations } from '../employees/employees-relations.js';
import { employeeMemoFields } from '../memos/employee-memos.js';

/** app/company/get-employee/{company_id}: what the caller's own employee record names beside it. */
export interface OwnRecord {
  employee: EmployeeRow;
  relations: EmployeeRelations;
  memoFields: Awaited<ReturnType<typeof employeeMemoFields>>;
}

export async function loadOwnRecord(opts: { db: Database; employee: EmployeeRow }): Promise<OwnRecord> {
  const { db, employee } = opts;
  const [relations, memoFields] = await Promise.all([
    loadRelations({ db, companyId: employee.company_id, ids: [employee.id] }),
    employeeMemoFields(db, employee.id),
  ]);
  return { employee, relations, memoFields };
}
