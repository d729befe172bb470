import {
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_IGNORED_COLUMNS,
  IMPORT_TTL_MINUTES,
  type ImportKind,
  MANAGER_IMPORT_COLUMNS,
  type TImportCounts,
  type TImportPreview,
  type TImportResult,
  type TImportRow,
} from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { nowIso, toBool } from '../../db/index.js';
import type { EmployeeImportRow } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import type { Member } from '../../policies/index.js';
import { accessChangedIds } from '../../realtime/membership.js';
import { applyEmployeePlan } from './employee-import.apply.js';
import { type EmployeeInput, planEmployeeImport } from './employee-import.plan.js';
import { loadSnapshot } from './employee-import.snapshot.js';
import { mapColumns, readTable, recordsOf } from './import-file.js';
import {
  applyManagerPlan,
  loadManagerLinks,
  type ManagerInput,
  planManagerImport,
} from './manager-import.js';

type Input = EmployeeInput | ManagerInput;

/** The columns each kind of file must have, said the way the user reads them. */
const requiredColumns: Record<ImportKind, (present: Set<string>) => string | null> = {
  employees: (p) =>
    !p.has('name') && !p.has('name_first')
      ? 'The column "name" is missing'
      : !p.has('phone') && !p.has('email')
        ? 'A "phone" or an "email" column is needed'
        : null,
  managers: (p) =>
    !['employee_id', 'employee_phone', 'employee_email'].some((c) => p.has(c))
      ? 'An "employee_id", "employee_phone" or "employee_email" column is needed'
      : !['manager_id', 'manager_phone', 'manager_email'].some((c) => p.has(c))
        ? 'A "manager_id", "manager_phone" or "manager_email" column is needed'
        : null,
};

export function countOutcomes(rows: TImportRow[]): TImportCounts {
  const counts: TImportCounts = { create: 0, update: 0, unchanged: 0, reject: 0 };
  for (const row of rows) counts[row.outcome]++;
  return counts;
}

/** Plans a stored import against the company's data of this moment (upload and confirm alike). */
async function plan(db: Database, member: Member, kind: ImportKind, inputs: Input[]) {
  const snapshot = await loadSnapshot(db, member.companyId);
  if (kind === 'employees') {
    const p = planEmployeeImport({ inputs: inputs as EmployeeInput[], snapshot, member });
    return { kind, rows: p.rows.map((r) => r.view), missingCount: p.missingIds.length, employees: p };
  }
  const existing = await loadManagerLinks(db, member.companyId);
  const p = planManagerImport({ inputs: inputs as ManagerInput[], snapshot, existing, member });
  return { kind, rows: p.rows, missingCount: p.missing.length, managers: p };
}

/**
 * Reads and checks a file, stores its rows for an hour and answers the preview: nothing
 * changes until the confirm. A wrong file (columns, bytes, size, rows) is refused whole (422).
 */
export async function uploadImport(opts: {
  db: Database;
  member: Member;
  kind: ImportKind;
  fileName: string;
  buffer: Buffer;
  missingEmployees: boolean;
}): Promise<TImportPreview> {
  const { db, member, kind } = opts;
  const table = await readTable(opts.buffer);
  const columns = mapColumns(table.header, {
    known: kind === 'employees' ? EMPLOYEE_IMPORT_COLUMNS : MANAGER_IMPORT_COLUMNS,
    ignored: kind === 'employees' ? EMPLOYEE_IMPORT_IGNORED_COLUMNS : [],
    required: requiredColumns[kind],
  });
  const inputs = recordsOf<string>(table, columns) as Input[];
  const planned = await plan(db, member, kind, inputs);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + IMPORT_TTL_MINUTES * 60_000).toISOString();
  await db.deleteFrom('employee_imports').where('expires_at', '<', now.toISOString()).execute();
  const stored = await db
    .insertInto('employee_imports')
    .values({
      company_id: member.companyId,
      employee_id: member.employeeId,
      kind,
      file_name: opts.fileName.slice(0, 255),
      rows: JSON.stringify(inputs),
      missing_employees: opts.missingEmployees,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: stored.id,
    kind,
    file_name: opts.fileName,
    expires_at: expiresAt,
    missing_employees: opts.missingEmployees,
    missing_count: planned.missingCount,
    counts: countOutcomes(planned.rows),
    rows: planned.rows,
  };
}

/** The caller's own import of that kind in their company; anyone else's answers 404. */
async function findImport(
  db: Database,
  member: Member,
  kind: ImportKind,
  id: number,
): Promise<EmployeeImportRow> {
  const row = await db
    .selectFrom('employee_imports')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', member.companyId)
    .where('kind', '=', kind)
    .where('employee_id', '=', member.employeeId)
    .executeTakeFirst();
  if (!row) throw notFound('Import not found');
  return row;
}

/**
 * Applies a stored import once, in one transaction, re-checked against the data of this
 * moment: a row that no longer holds is skipped and answered with its reason. A second
 * confirm answers 409.
 */
export async function confirmImport(opts: {
  db: Database;
  member: Member;
  kind: ImportKind;
  id: number;
  missingEmployees?: boolean;
}): Promise<{ result: TImportResult; accessChanged: number[] }> {
  const { db, member, kind } = opts;
  const stored = await findImport(db, member, kind, opts.id);
  if (stored.confirmed_at) throw conflict('This import has already been applied');
  if (stored.expires_at < nowIso()) throw conflict('This preview has expired: upload the file again');
  const withMissing = opts.missingEmployees ?? toBool(stored.missing_employees);
  const inputs = JSON.parse(stored.rows) as Input[];
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const claimed = await trx
      .updateTable('employee_imports')
      .set({ confirmed_at: now })
      .where('id', '=', stored.id)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw conflict('This import has already been applied');
    const planned = await plan(trx, member, kind, inputs);
    if (planned.employees)
      await applyEmployeePlan({
        trx,
        companyId: member.companyId,
        plan: planned.employees,
        deactivateMissing: withMissing,
        now,
      });
    if (planned.managers)
      await applyManagerPlan({
        trx,
        companyId: member.companyId,
        plan: planned.managers,
        removeMissing: withMissing,
      });
    const result: TImportResult = {
      id: stored.id,
      kind,
      counts: countOutcomes(planned.rows),
      missing_count: withMissing ? planned.missingCount : 0,
      confirmed_at: now,
      rejected_rows: planned.rows.filter((r) => r.outcome === 'reject'),
    };
    await trx
      .updateTable('employee_imports')
      .set({ result: JSON.stringify(result) })
      .where('id', '=', stored.id)
      .execute();
    const deactivated = withMissing && planned.employees ? planned.employees.missingIds : [];
    return { result, accessChanged: accessChangedIds(planned.rows, deactivated) };
  });
}
