import type { Database } from '../../db/index.js';
import { assertIdsInCompany } from '../../db/tenant.js';
import { chunks } from '../imports/employee-import.apply.js';

/** Links of employees to locations, audiences and managers, always within one company. */

export type LinkKey = 'location_ids' | 'audience_ids' | 'manager_ids';
export const LINK_KEYS: readonly LinkKey[] = ['location_ids', 'audience_ids', 'manager_ids'];

export type Links = Partial<Record<LinkKey, number[] | undefined>>;

export async function assertLinksInCompany(db: Database, companyId: number, links: Links): Promise<void> {
  await assertIdsInCompany({ db, companyId, table: 'locations', ids: links.location_ids });
  await assertIdsInCompany({ db, companyId, table: 'audiences', ids: links.audience_ids });
  await assertIdsInCompany({ db, companyId, table: 'employees', ids: links.manager_ids });
}

/** (employee, other end) pairs; nobody is linked as their own manager. */
function pairsOf(key: LinkKey, employeeIds: number[], ids: number[]): [number, number][] {
  const others = [...new Set(ids)];
  return employeeIds.flatMap((e) =>
    others.filter((o) => key !== 'manager_ids' || o !== e).map((o): [number, number] => [e, o]),
  );
}

/** Adds links (by batches); a link that exists already stays as it is. */
async function insertLinks(db: Database, key: LinkKey, companyId: number, pairs: [number, number][]) {
  for (const part of chunks(pairs)) {
    if (part.length === 0) continue;
    if (key === 'location_ids')
      await db
        .insertInto('employee_locations')
        .values(
          part.map(([employee_id, location_id]) => ({ employee_id, location_id, company_id: companyId })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    else if (key === 'audience_ids')
      await db
        .insertInto('employee_audiences')
        .values(
          part.map(([employee_id, audience_id]) => ({ employee_id, audience_id, company_id: companyId })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    else
      await db
        .insertInto('employee_managers')
        .values(part.map(([employee_id, manager_id]) => ({ employee_id, manager_id, company_id: companyId })))
        .onConflict((oc) => oc.doNothing())
        .execute();
  }
}

/** Removes the employees' links of one kind: all of them, or those to `ids` only. */
async function deleteLinks(db: Database, key: LinkKey, employeeIds: number[], ids?: number[]) {
  if (ids?.length === 0) return;
  for (const part of chunks(employeeIds)) {
    if (key === 'location_ids') {
      let q = db.deleteFrom('employee_locations').where('employee_id', 'in', part);
      if (ids) q = q.where('location_id', 'in', ids);
      await q.execute();
    } else if (key === 'audience_ids') {
      let q = db.deleteFrom('employee_audiences').where('employee_id', 'in', part);
      if (ids) q = q.where('audience_id', 'in', ids);
      await q.execute();
    } else {
      let q = db.deleteFrom('employee_managers').where('employee_id', 'in', part);
      if (ids) q = q.where('manager_id', 'in', ids);
      await q.execute();
    }
  }
}

/** Replaces the links of employees that the request names; links it does not name stay. */
export async function replaceLinks(
  db: Database,
  opts: { companyId: number; employeeIds: number[]; links: Links },
) {
  const { companyId, employeeIds, links } = opts;
  for (const key of LINK_KEYS) {
    const ids = links[key];
    if (!ids) continue;
    await deleteLinks(db, key, employeeIds);
    await insertLinks(db, key, companyId, pairsOf(key, employeeIds, ids));
  }
}

/** Adds and removes links of many employees at once, keeping every other link they have. */
export async function changeLinks(
  db: Database,
  opts: { companyId: number; employeeIds: number[]; add: Links; remove: Links },
) {
  const { companyId, employeeIds, add, remove } = opts;
  for (const key of LINK_KEYS) {
    const removed = remove[key];
    if (removed) await deleteLinks(db, key, employeeIds, [...new Set(removed)]);
    const added = add[key];
    if (added) await insertLinks(db, key, companyId, pairsOf(key, employeeIds, added));
  }
}
