import type { Database } from '../../db/index.js';
import type { CsvValue } from '../../http/csv.js';
import type { Member } from '../../policies/index.js';
import { type EmployeeFilters, filteredEmployees, sorted } from './employees-query.js';
import { loadRelations } from './employees-relations.js';

/** The Team screen's CSV downloads (spec §7): the rows and columns; the route sends the file. */

const CHUNK = 1000;

export const SUMMARY_COLUMNS = [
  'id',
  'name',
  'name_first',
  'name_last',
  'email',
  'phone',
  'role',
  'type',
  'locations',
  'audiences',
  'managers',
  'is_active',
  'last_invited_at',
  'invite_accepted_at',
  'created_at',
] as const;

export const MANAGER_COLUMNS = [
  'employee_id',
  'employee_name',
  'employee_email',
  'employee_phone',
  'manager_id',
  'manager_name',
  'manager_email',
  'manager_phone',
] as const;

const names = (list: { name: string }[] | undefined) => (list ?? []).map((x) => x.name).join('; ');

/**
 * The employee summary, by name: the given ids, or everyone the caller may list with the list's
 * filters. Relations are loaded a thousand employees at a time.
 */
export async function employeeSummaryLines(opts: {
  db: Database;
  member: Member;
  filters: Omit<EmployeeFilters, 'see_all'>;
  ids?: number[] | undefined;
}): Promise<CsvValue[][]> {
  const { db, member, ids } = opts;
  let q = filteredEmployees({ db, member, filters: { ...opts.filters, see_all: 'no' } });
  if (ids) q = q.where('employees.id', 'in', ids.length ? ids : [0]);
  const rows = await sorted(q.selectAll('employees'), 'name', 'asc').execute();
  const lines: CsvValue[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const chunkIds = chunk.map((r) => r.id);
    const rel = await loadRelations({ db, companyId: member.companyId, ids: chunkIds, followups: false });
    for (const e of chunk) {
      lines.push([
        e.id,
        e.name,
        e.name_first,
        e.name_last,
        e.email,
        e.phone,
        e.role,
        e.type,
        names(rel.locations.get(e.id)),
        names(rel.audiences.get(e.id)),
        names(rel.managers.get(e.id)),
        e.is_active ? 'yes' : 'no',
        e.last_invited_at,
        e.invite_accepted_at,
        e.created_at,
      ]);
    }
  }
  return lines;
}

/** Who manages whom, one row per link between live employees, by employee then manager name. */
export async function managerLinkLines(opts: { db: Database; companyId: number }): Promise<CsvValue[][]> {
  const rows = await opts.db
    .selectFrom('employee_managers as m')
    .innerJoin('employees as e', 'e.id', 'm.employee_id')
    .innerJoin('employees as mgr', 'mgr.id', 'm.manager_id')
    .select([
      'e.id as employee_id',
      'e.name as employee_name',
      'e.email as employee_email',
      'e.phone as employee_phone',
      'mgr.id as manager_id',
      'mgr.name as manager_name',
      'mgr.email as manager_email',
      'mgr.phone as manager_phone',
    ])
    .where('m.company_id', '=', opts.companyId)
    .where('e.deleted_at', 'is', null)
    .where('mgr.deleted_at', 'is', null)
    .orderBy('e.name')
    .orderBy('mgr.name')
    .execute();
  return rows.map((r) => MANAGER_COLUMNS.map((c) => r[c]));
}
