import { type MANAGER_IMPORT_COLUMNS, normalizePhone, type TImportRow } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { canEditEmployee } from '../../policies/employee.js';
import type { Member } from '../../policies/index.js';
import { chunks } from './employee-import.apply.js';
import type { CompanySnapshot, ExistingEmployee } from './employee-import.snapshot.js';

/** One row of a manager file as stored between upload and confirm: the raw cells by column. */
export type ManagerInput = { line: number } & Partial<
  Record<(typeof MANAGER_IMPORT_COLUMNS)[number], string>
>;

export interface ManagerLink {
  managerId: number;
  employeeId: number;
}

export interface ManagerPlan {
  rows: TImportRow[];
  creates: ManagerLink[];
  /** Links of the company that the file does not list (removed with "missing_employees"). */
  missing: ManagerLink[];
}

type Side = 'employee' | 'manager';

/** Finds the person a side of the row names; every identifier given must name the same one. */
function resolve(input: ManagerInput, side: Side, snapshot: CompanySnapshot, errors: string[]) {
  const id = input[`${side}_id`];
  const phone = input[`${side}_phone`];
  const email = input[`${side}_email`];
  if (id === undefined && phone === undefined && email === undefined) {
    errors.push(`${side}: Give the ${side}'s id, phone or e-mail`);
    return undefined;
  }
  const found: ExistingEmployee[] = [];
  const miss = (what: string, value: string) =>
    errors.push(`${side}: No employee has the ${what} "${value}"`);
  if (id !== undefined) {
    const e = /^\d+$/.test(id) ? snapshot.employees.get(Number(id)) : undefined;
    if (e) found.push(e);
    else miss('id', id);
  }
  if (phone !== undefined) {
    const normal = normalizePhone(phone);
    const e = normal ? snapshot.byPhone.get(normal) : undefined;
    if (e) found.push(e);
    else miss('phone', phone);
  }
  if (email !== undefined) {
    const e = snapshot.byEmail.get(email.toLowerCase());
    if (e) found.push(e);
    else miss('e-mail', email);
  }
  const [first] = found;
  if (first && found.some((e) => e.id !== first.id)) {
    errors.push(
      `${side}: The id, phone and e-mail name different people (${[...new Set(found.map((e) => e.name))].join(', ')})`,
    );
    return undefined;
  }
  return first;
}

/**
 * Who manages whom, row by row: a new link, one that exists already, or a rejected row and why.
 * A manager may not change an admin's managers (canEditEmployee).
 */
export function planManagerImport(opts: {
  inputs: ManagerInput[];
  snapshot: CompanySnapshot;
  existing: ManagerLink[];
  member: Member;
}): ManagerPlan {
  const { inputs, snapshot, member } = opts;
  const key = (l: ManagerLink) => `${l.managerId}:${l.employeeId}`;
  const existing = new Set(opts.existing.map(key));
  const seen = new Map<string, number>();
  const creates: ManagerLink[] = [];
  const rows = inputs.map((input): TImportRow => {
    const errors: string[] = [];
    const employee = resolve(input, 'employee', snapshot, errors);
    const manager = resolve(input, 'manager', snapshot, errors);
    const label = employee?.name ?? input.employee_name ?? input.employee_email ?? input.employee_phone ?? '';
    const managerLabel =
      manager?.name ?? input.manager_name ?? input.manager_email ?? input.manager_phone ?? '';
    let link: ManagerLink | undefined;
    if (employee && manager) {
      link = { managerId: manager.id, employeeId: employee.id };
      if (employee.id === manager.id) errors.push('An employee cannot manage themself');
      const first = seen.get(key(link));
      if (first !== undefined) errors.push(`The same employee and manager are on row ${first}`);
      else seen.set(key(link), input.line);
      if (!canEditEmployee(member, employee)) errors.push("Only an admin may change an admin's managers");
    }
    const outcome = errors.length > 0 || !link ? 'reject' : existing.has(key(link)) ? 'unchanged' : 'create';
    if (outcome === 'create' && link) creates.push(link);
    return {
      row: input.line,
      outcome,
      employee_id: employee?.id ?? null,
      label,
      changes: outcome === 'create' ? [{ field: 'manager', from: null, to: managerLabel }] : [],
      errors,
    };
  });
  const missing = opts.existing.filter((l) => {
    if (seen.has(key(l))) return false;
    const employee = snapshot.employees.get(l.employeeId);
    return !employee || canEditEmployee(member, employee);
  });
  return { rows, creates, missing };
}

/** The company's manager links between live employees. */
export async function loadManagerLinks(db: Database, companyId: number): Promise<ManagerLink[]> {
  const rows = await db
    .selectFrom('employee_managers as m')
    .innerJoin('employees as e', 'e.id', 'm.employee_id')
    .innerJoin('employees as mgr', 'mgr.id', 'm.manager_id')
    .select(['m.manager_id', 'm.employee_id'])
    .where('m.company_id', '=', companyId)
    .where('e.deleted_at', 'is', null)
    .where('mgr.deleted_at', 'is', null)
    .execute();
  return rows.map((r) => ({ managerId: r.manager_id, employeeId: r.employee_id }));
}

export async function applyManagerPlan(opts: {
  trx: Database;
  companyId: number;
  plan: ManagerPlan;
  removeMissing: boolean;
}): Promise<void> {
  const { trx, companyId, plan } = opts;
  for (const batch of chunks(plan.creates)) {
    await trx
      .insertInto('employee_managers')
      .values(
        batch.map((l) => ({ manager_id: l.managerId, employee_id: l.employeeId, company_id: companyId })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  if (!opts.removeMissing) return;
  for (const batch of chunks(plan.missing)) {
    await trx
      .deleteFrom('employee_managers')
      .where('company_id', '=', companyId)
      .where((eb) =>
        eb(
          eb.refTuple('manager_id', 'employee_id'),
          'in',
          batch.map((l) => eb.tuple(l.managerId, l.employeeId)),
        ),
      )
      .execute();
  }
}
