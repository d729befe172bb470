import type { Database } from '../../db/index.js';
import { assertIdsInCompany } from '../../db/tenant.js';

/** Links of employees to locations, audiences and managers, always within one company. */

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
