import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { EmployeeRow } from '../../db/schema.js';
import { invalid } from '../../http/errors.js';
import type { Member } from '../../policies/index.js';
import { findEmployee } from './employees.service.js';

/** The calling manager takes an employee as a direct report, and the request is recorded. */
export async function requestEmployee(opts: {
  db: Database;
  member: Member;
  id: number;
}): Promise<EmployeeRow> {
  const { member } = opts;
  const employee = await findEmployee({ db: opts.db, companyId: member.companyId, id: opts.id });
  if (employee.id === member.employeeId) throw invalid({ id: ['An employee cannot manage themself'] });
  await opts.db.transaction().execute(async (trx) => {
    const link = { manager_id: member.employeeId, employee_id: employee.id, company_id: member.companyId };
    await trx
      .insertInto('employee_managers')
      .values(link)
      .onConflict((oc) => oc.doNothing())
      .execute();
    const open = await trx
      .selectFrom('manager_requests')
      .select('id')
      .where('employee_id', '=', employee.id)
      .where('manager_id', '=', member.employeeId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (!open)
      await trx
        .insertInto('manager_requests')
        .values({ ...link, created_at: nowIso() })
        .execute();
  });
  return employee;
}

/** The calling manager gives the employee up: the link goes and the request is closed. */
export async function unrequestEmployee(opts: {
  db: Database;
  member: Member;
  id: number;
}): Promise<EmployeeRow> {
  const { member } = opts;
  const employee = await findEmployee({ db: opts.db, companyId: member.companyId, id: opts.id });
  await opts.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('employee_managers')
      .where('manager_id', '=', member.employeeId)
      .where('employee_id', '=', employee.id)
      .execute();
    await trx
      .updateTable('manager_requests')
      .set({ removed_at: nowIso() })
      .where('employee_id', '=', employee.id)
      .where('manager_id', '=', member.employeeId)
      .where('removed_at', 'is', null)
      .execute();
  });
  return employee;
}
