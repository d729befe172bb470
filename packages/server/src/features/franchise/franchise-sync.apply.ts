import { sql } from 'kysely';
import { chunks } from '../../db/chunks.js';
import type { Database } from '../../db/index.js';
import { toBool } from '../../db/index.js';
import { BATCH } from '../imports/employee-import.apply.js';
import type { SyncPlan, SyncSnapshot } from './franchise-sync.plan.js';

/** Reads what a sync compares with: the company's live people and their synced-location links, in bulk. */
export async function loadSyncSnapshot(
  db: Database,
  companyId: number,
  syncedLocationIds: number[],
): Promise<SyncSnapshot> {
  const rows = await db
    .selectFrom('employees')
    .select([
      'id',
      'name',
      'name_first',
      'name_last',
      'email',
      'phone',
      'type',
      'is_active',
      'company_ext_id',
    ])
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .execute();
  const links = new Map<number, Set<number>>();
  for (const ids of chunks(syncedLocationIds, 500)) {
    const found = await db
      .selectFrom('employee_locations')
      .select(['employee_id', 'location_id'])
      .where('company_id', '=', companyId)
      .where('location_id', 'in', ids)
      .execute();
    for (const l of found) {
      const set = links.get(l.employee_id) ?? new Set<number>();
      set.add(l.location_id);
      links.set(l.employee_id, set);
    }
  }
  const names = syncedLocationIds.length
    ? await db.selectFrom('locations').select(['id', 'name']).where('company_id', '=', companyId).execute()
    : [];
  return {
    people: rows.map((r) => ({ ...r, is_active: toBool(r.is_active) })),
    links,
    locationNames: new Map(names.map((n) => [n.id, n.name])),
  };
}

/**
 * Writes a plan in the caller's transaction, by batches: multi-row inserts for new people, one
 * UPDATE … FROM (VALUES …) per batch of changed people, links replaced on the synced locations
 * only (links to other places stay), last_synced_at for everyone seen, deactivations by ids.
 */
export async function applySyncPlan(opts: {
  trx: Database;
  companyId: number;
  plan: SyncPlan;
  syncedLocationIds: number[];
  now: string;
}): Promise<void> {
  const { trx, companyId, plan, now } = opts;
  const links: { employeeId: number; ids: number[]; isNew: boolean }[] = [];

  for (const batch of chunks(plan.creates, BATCH)) {
    const inserted = await trx
      .insertInto('employees')
      .values(
        batch.map((c) => ({
          ...c.values,
          company_id: companyId,
          role: 'employee' as const,
          default_locale: 'en' as const,
          last_synced_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(['id', 'company_ext_id'])
      .execute();
    const byExt = new Map(inserted.map((e) => [e.company_ext_id, e.id]));
    for (const c of batch)
      links.push({
        employeeId: byExt.get(c.values.company_ext_id) as number,
        ids: c.locationIds,
        isNew: true,
      });
  }

  for (const batch of chunks(plan.updates, BATCH)) {
    const tuples = batch.map(
      ({ id, values: v }) =>
        sql`(cast(${id} as integer), ${v.name}, ${v.name_first}, ${v.name_last}, ${v.email}, ${v.phone}, ${v.type}, ${v.company_ext_id})`,
    );
    await sql`update employees set name = v.column2, name_first = v.column3, name_last = v.column4,
      email = v.column5, phone = v.column6, type = v.column7, company_ext_id = v.column8,
      is_active = ${sql.lit(true)}, last_synced_at = ${now}, updated_at = ${now}
      from (values ${sql.join(tuples)}) as v
      where employees.id = v.column1 and employees.company_id = ${companyId}`.execute(trx);
    for (const u of batch)
      if (u.locationIds) links.push({ employeeId: u.id, ids: u.locationIds, isNew: false });
  }

  for (const batch of chunks(links, BATCH)) {
    const known = batch.filter((l) => !l.isNew).map((l) => l.employeeId);
    if (known.length > 0 && opts.syncedLocationIds.length > 0)
      await trx
        .deleteFrom('employee_locations')
        .where('employee_id', 'in', known)
        .where('location_id', 'in', opts.syncedLocationIds)
        .execute();
    const rows = batch.flatMap((l) =>
      l.ids.map((location_id) => ({ employee_id: l.employeeId, company_id: companyId, location_id })),
    );
    for (const part of chunks(rows, BATCH)) await trx.insertInto('employee_locations').values(part).execute();
  }

  for (const ids of chunks(plan.unchangedIds, 1000))
    await trx
      .updateTable('employees')
      .set({ last_synced_at: now })
      .where('company_id', '=', companyId)
      .where('id', 'in', ids)
      .execute();
  for (const ids of chunks(plan.deactivateIds, 1000))
    await trx
      .updateTable('employees')
      .set({ is_active: false, last_synced_at: now, updated_at: now })
      .where('company_id', '=', companyId)
      .where('id', 'in', ids)
      .execute();
}
