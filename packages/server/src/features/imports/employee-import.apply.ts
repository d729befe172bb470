import { sql } from 'kysely';
import { chunks as chunkList } from '../../db/chunks.js';
import type { Database } from '../../db/index.js';
import type { EmployeePlan, PlannedEmployeeRow } from './employee-import.plan.js';

/** Rows per multi-row statement: a few hundred keeps each statement well under both dialects' limits. */
export const BATCH = 400;

/** A list in BATCH-sized parts (db/chunks.ts). */
export const chunks = <T>(list: readonly T[]): T[][] => chunkList(list, BATCH);

type LinkTable = 'employee_locations' | 'employee_audiences';
const OTHER = { employee_locations: 'location_id', employee_audiences: 'audience_id' } as const;

/** Replaces the links of the employees that name them: one delete and one insert per batch. */
async function replaceLinks(
  trx: Database,
  companyId: number,
  table: LinkTable,
  links: { employeeId: number; ids: number[]; isNew: boolean }[],
) {
  for (const batch of chunks(links)) {
    // People created by this import have no links yet: only the others' are replaced.
    const known = batch.filter((l) => !l.isNew).map((l) => l.employeeId);
    if (known.length > 0) await trx.deleteFrom(table).where('employee_id', 'in', known).execute();
    const rows = batch.flatMap((l) =>
      l.ids.map((id) => ({ employee_id: l.employeeId, company_id: companyId, [OTHER[table]]: id })),
    );
    for (const part of chunks(rows)) {
      if (table === 'employee_locations')
        await trx
          .insertInto(table)
          .values(part as { employee_id: number; company_id: number; location_id: number }[])
          .execute();
      else
        await trx
          .insertInto(table)
          .values(part as { employee_id: number; company_id: number; audience_id: number }[])
          .execute();
    }
  }
}

/**
 * Writes a plan inside the caller's transaction: multi-row inserts for new people, one
 * UPDATE … FROM (VALUES …) per batch for changed people (both dialects name the columns
 * column1, column2, …), then links and deactivations by batches of ids.
 */
export async function applyEmployeePlan(opts: {
  trx: Database;
  companyId: number;
  plan: EmployeePlan;
  deactivateMissing: boolean;
  now: string;
}): Promise<void> {
  const { trx, companyId, plan, now } = opts;
  const creates = plan.rows.filter((r) => r.view.outcome === 'create');
  const updates = plan.rows.filter((r) => r.view.outcome === 'update');
  const locationLinks: { employeeId: number; ids: number[]; isNew: boolean }[] = [];
  const audienceLinks: { employeeId: number; ids: number[]; isNew: boolean }[] = [];
  const collect = (row: PlannedEmployeeRow, employeeId: number) => {
    const isNew = row.view.outcome === 'create';
    if (row.locationIds) locationLinks.push({ employeeId, ids: row.locationIds, isNew });
    if (row.audienceIds) audienceLinks.push({ employeeId, ids: row.audienceIds, isNew });
  };

  for (const batch of chunks(creates)) {
    const inserted = await trx
      .insertInto('employees')
      .values(
        batch.map((r) => ({
          ...(r.values as NonNullable<PlannedEmployeeRow['values']>),
          company_id: companyId,
          default_locale: 'en' as const,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(['id', 'phone', 'email'])
      .execute();
    // RETURNING's order is not promised: match rows back by phone or e-mail (unique in the file).
    const byKey = new Map(inserted.map((e) => [e.phone ?? `@${e.email}`, e.id]));
    for (const row of batch) {
      const v = row.values as NonNullable<PlannedEmployeeRow['values']>;
      const id = byKey.get(v.phone ?? `@${v.email}`) as number;
      row.view.employee_id = id;
      collect(row, id);
    }
  }

  for (const batch of chunks(updates)) {
    const tuples = batch.map((r) => {
      const v = r.values as NonNullable<PlannedEmployeeRow['values']>;
      return sql`(cast(${r.view.employee_id} as integer), ${v.name}, ${v.name_first}, ${v.name_last}, ${v.email}, ${v.phone}, ${v.role}, ${v.type}, cast(${v.is_active ? 1 : 0} as integer))`;
    });
    await sql`update employees set name = v.column2, name_first = v.column3, name_last = v.column4,
      email = v.column5, phone = v.column6, role = v.column7, type = v.column8,
      is_active = (v.column9 = 1), updated_at = ${now}
      from (values ${sql.join(tuples)}) as v
      where employees.id = v.column1 and employees.company_id = ${companyId}`.execute(trx);
    for (const row of batch) collect(row, row.view.employee_id as number);
  }

  await replaceLinks(trx, companyId, 'employee_locations', locationLinks);
  await replaceLinks(trx, companyId, 'employee_audiences', audienceLinks);

  if (opts.deactivateMissing) {
    for (const ids of chunks(plan.missingIds)) {
      await trx
        .updateTable('employees')
        .set({ is_active: false, updated_at: now })
        .where('company_id', '=', companyId)
        .where('id', 'in', ids)
        .execute();
    }
  }
}
