import { MSG, type TEmployeesBulkRequest } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { EmployeeRow, EmployeeUpdate } from '../../db/schema.js';
import { invalid, notFound } from '../../http/errors.js';
import { assertEmployeesInReach, authorizeEmployeeEdit } from '../../policies/employee.js';
import type { Member } from '../../policies/index.js';
import { syncChatRooms } from '../../realtime/chat-rooms.js';
import { syncCompanyRooms } from '../../realtime/membership.js';
import type { Realtime } from '../../realtime/realtime.js';
import { assertLinksInCompany, changeLinks, replaceLinks } from './employee-links.js';

/** employees/bulk: the same changes for many employees of the Team list's selection. */

type BulkChanges = TEmployeesBulkRequest['changes'];

/** A bulk request's changes: links replaced, added, removed, and the employee columns. */
function splitBulkChanges(changes: BulkChanges) {
  const {
    location_ids,
    audience_ids,
    add_location_ids,
    remove_location_ids,
    add_audience_ids,
    remove_audience_ids,
    add_manager_ids,
    remove_manager_ids,
    ...columns
  } = changes;
  return {
    replace: { location_ids, audience_ids },
    add: { location_ids: add_location_ids, audience_ids: add_audience_ids, manager_ids: add_manager_ids },
    remove: {
      location_ids: remove_location_ids,
      audience_ids: remove_audience_ids,
      manager_ids: remove_manager_ids,
    },
    fields: Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as EmployeeUpdate,
  };
}

/** A replaced list (even emptied), a non-empty addition or removal, or a column to set. */
function changesSomething(changes: BulkChanges): boolean {
  const { replace, add, remove, fields } = splitBulkChanges(changes);
  return (
    Object.values(replace).some((v) => v !== undefined) ||
    [add, remove].some((links) => Object.values(links).some((v) => (v?.length ?? 0) > 0)) ||
    Object.keys(fields).length > 0
  );
}

/**
 * Applies the same changes to many employees in one transaction: one bad id changes nothing.
 * Locations and audiences are replaced, or added to and removed from; managers are added or
 * removed (the selection's own members are never their own manager).
 * Answers the changed employees by name.
 */
export async function bulkUpdateEmployees(opts: {
  db: Database;
  realtime: Realtime;
  member: Member;
  ids: number[];
  changes: BulkChanges;
}): Promise<EmployeeRow[]> {
  const { db, member, changes } = opts;
  if (!changesSomething(changes)) throw invalid({ changes: [MSG.required] });
  const ids = [...new Set(opts.ids)];
  await db.transaction().execute(async (trx) => {
    const targets = await trx
      .selectFrom('employees')
      .select(['id', 'role'])
      .where('id', 'in', ids)
      .where('company_id', '=', member.companyId)
      .where('deleted_at', 'is', null)
      .execute();
    if (targets.length !== ids.length) throw notFound('Employee not found');
    await assertEmployeesInReach(trx, member, ids);
    for (const target of targets) authorizeEmployeeEdit(member, target, changes.role);
    if (changes.is_active === false && ids.includes(member.employeeId))
      throw invalid({ ids: ['You cannot deactivate yourself'] });
    const { replace, add, remove, fields } = splitBulkChanges(changes);
    for (const links of [replace, add, remove]) await assertLinksInCompany(trx, member.companyId, links);
    await trx
      .updateTable('employees')
      .set({ ...fields, updated_at: nowIso() })
      .where('id', 'in', ids)
      .where('company_id', '=', member.companyId)
      .execute();
    await replaceLinks(trx, { companyId: member.companyId, employeeIds: ids, links: replace });
    await changeLinks(trx, { companyId: member.companyId, employeeIds: ids, add, remove });
  });
  if (changes.is_active !== undefined) await syncCompanyRooms(opts, member.companyId, ids);
  // Chat membership follows locations, audiences and access (realtime/chat-rooms.ts).
  await syncChatRooms(opts, member.companyId, ids);
  return db
    .selectFrom('employees')
    .selectAll()
    .where('id', 'in', ids)
    .where('company_id', '=', member.companyId)
    .orderBy('name')
    .execute();
}
