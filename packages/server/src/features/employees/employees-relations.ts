import type { TIdName, TManagerRequest } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { type EmployeeFollowups, loadFollowups, noFollowups } from '../followups/employee-followups.js';

/** The relation lists of a page of employees, each keyed by employee id. */
export interface EmployeeRelations {
  locations: Map<number, TIdName[]>;
  audiences: Map<number, TIdName[]>;
  managers: Map<number, TIdName[]>;
  reports: Map<number, TIdName[]>;
  requests: Map<number, TManagerRequest[]>;
  /** Active follow-ups (flagged messages, raised hands, check-ins). */
  followups: EmployeeFollowups;
}

function group<T>(rows: (T & { key: number })[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const { key, ...rest } of rows) {
    const list = map.get(key) ?? [];
    list.push(rest as unknown as T);
    map.set(key, list);
  }
  return map;
}

export const noRelations = (): EmployeeRelations => ({
  locations: new Map(),
  audiences: new Map(),
  managers: new Map(),
  reports: new Map(),
  requests: new Map(),
  followups: noFollowups(),
});

/**
 * Loads locations, audiences, managers, direct reports and live manager requests for the given
 * employees: one query per relation whatever the number of employees (no N+1).
 */
export async function loadRelations(opts: {
  db: Database;
  companyId: number;
  ids: number[];
}): Promise<EmployeeRelations> {
  const { db, companyId, ids } = opts;
  if (ids.length === 0) return noRelations();
  const [locations, audiences, managers, reports, requests, followups] = await Promise.all([
    db
      .selectFrom('employee_locations as l')
      .innerJoin('locations', 'locations.id', 'l.location_id')
      .select(['l.employee_id as key', 'locations.id', 'locations.name'])
      .where('l.company_id', '=', companyId)
      .where('l.employee_id', 'in', ids)
      .where('locations.deleted_at', 'is', null)
      .orderBy('locations.name')
      .execute(),
    db
      .selectFrom('employee_audiences as a')
      .innerJoin('audiences', 'audiences.id', 'a.audience_id')
      .select(['a.employee_id as key', 'audiences.id', 'audiences.name'])
      .where('a.company_id', '=', companyId)
      .where('a.employee_id', 'in', ids)
      .where('audiences.deleted_at', 'is', null)
      .orderBy('audiences.name')
      .execute(),
    db
      .selectFrom('employee_managers as m')
      .innerJoin('employees', 'employees.id', 'm.manager_id')
      .select(['m.employee_id as key', 'employees.id', 'employees.name'])
      .where('m.company_id', '=', companyId)
      .where('m.employee_id', 'in', ids)
      .where('employees.deleted_at', 'is', null)
      .orderBy('employees.name')
      .execute(),
    db
      .selectFrom('employee_managers as m')
      .innerJoin('employees', 'employees.id', 'm.employee_id')
      .select(['m.manager_id as key', 'employees.id', 'employees.name'])
      .where('m.company_id', '=', companyId)
      .where('m.manager_id', 'in', ids)
      .where('employees.deleted_at', 'is', null)
      .orderBy('employees.name')
      .execute(),
    db
      .selectFrom('manager_requests as r')
      .innerJoin('employees', 'employees.id', 'r.manager_id')
      .select([
        'r.employee_id as key',
        'r.id',
        'r.manager_id',
        'employees.name as manager_name',
        'r.created_at',
      ])
      .where('r.company_id', '=', companyId)
      .where('r.employee_id', 'in', ids)
      .where('r.removed_at', 'is', null)
      .orderBy('r.created_at')
      .execute(),
    loadFollowups(db, companyId, ids),
  ]);
  return {
    locations: group(locations),
    audiences: group(audiences),
    managers: group(managers),
    reports: group(reports),
    requests: group(requests),
    followups,
  };
}
