import type { Database } from '../../db/index.js';
import { notFound } from '../../http/errors.js';

/** Links of employees to locations, audiences and managers, always within one company. */

type IdTable = 'locations' | 'audiences' | 'employees';

/** Every id must name a live record of the company (else 404, never a hint that it exists elsewhere). */
export async function assertIdsInCompany(opts: {
  db: Database;
  companyId: number;
  table: IdTable;
  ids: number[] | undefined;
}): Promise<void> {
  const unique = [...new Set(opts.ids ?? [])];
  if (unique.length === 0) return;
  const found = await opts.db
    .selectFrom(opts.table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', unique)
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(found.n) !== unique.length) throw notFound(`${opts.table.replace(/s$/, '')} not found`);
}

export interface Links {
  location_ids?: number[] | undefined;
  audience_ids?: number[] | undefined;
  manager_ids?: number[] | undefined;
}

export async function assertLinksInCompany(db: Database, companyId: number, links: Links): Promise<void> {
  await assertIdsInCompany({ db, companyId, table: 'locations', ids: links.location_ids });
  await assertIdsInCompany({ db, companyId, table: 'audiences', ids: links.audience_ids });
  await assertIdsInCompany({ db, companyId, table: 'employees', ids: links.manager_ids });
}

/** Replaces the links of employees that the request names; links it does not name stay. */
export async function replaceLinks(
  db: Database,
  opts: { companyId: number; employeeIds: number[]; links: Links },
) {
  const { companyId, employeeIds, links } = opts;
  if (links.location_ids) {
    await db.deleteFrom('employee_locations').where('employee_id', 'in', employeeIds).execute();
    const rows = employeeIds.flatMap((employee_id) =>
      [...new Set(links.location_ids)].map((location_id) => ({
        employee_id,
        location_id,
        company_id: companyId,
      })),
    );
    if (rows.length) await db.insertInto('employee_locations').values(rows).execute();
  }
  if (links.audience_ids) {
    await db.deleteFrom('employee_audiences').where('employee_id', 'in', employeeIds).execute();
    const rows = employeeIds.flatMap((employee_id) =>
      [...new Set(links.audience_ids)].map((audience_id) => ({
        employee_id,
        audience_id,
        company_id: companyId,
      })),
    );
    if (rows.length) await db.insertInto('employee_audiences').values(rows).execute();
  }
  if (links.manager_ids) {
    await db.deleteFrom('employee_managers').where('employee_id', 'in', employeeIds).execute();
    const rows = employeeIds.flatMap((employee_id) =>
      [...new Set(links.manager_ids)].map((manager_id) => ({
        manager_id,
        employee_id,
        company_id: companyId,
      })),
    );
    if (rows.length) await db.insertInto('employee_managers').values(rows).execute();
  }
}
