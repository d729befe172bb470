import type { Role } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { toBool } from '../../db/index.js';

/** What an import compares its rows with: the company's people, places and links, read in bulk. */

export interface ExistingEmployee {
  id: number;
  name: string;
  name_first: string | null;
  name_last: string | null;
  email: string | null;
  phone: string | null;
  role: Role;
  type: string | null;
  is_active: boolean;
}

export interface Place {
  id: number;
  name: string;
}

export interface CompanySnapshot {
  employees: Map<number, ExistingEmployee>;
  byPhone: Map<string, ExistingEmployee>;
  byEmail: Map<string, ExistingEmployee>;
  locations: Map<string, Place>;
  audiences: Map<string, Place>;
  locationLinks: Map<number, number[]>;
  audienceLinks: Map<number, number[]>;
}

const groupLinks = (rows: { employee_id: number; other: number }[]) => {
  const map = new Map<number, number[]>();
  for (const r of rows) {
    const list = map.get(r.employee_id);
    if (list) list.push(r.other);
    else map.set(r.employee_id, [r.other]);
  }
  return map;
};

/** One query per table for the whole company, never one per row. */
export async function loadSnapshot(db: Database, companyId: number): Promise<CompanySnapshot> {
  const rows = await db
    .selectFrom('employees')
    .select(['id', 'name', 'name_first', 'name_last', 'email', 'phone', 'role', 'type', 'is_active'])
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .execute();
  const employees = new Map<number, ExistingEmployee>();
  const byPhone = new Map<string, ExistingEmployee>();
  const byEmail = new Map<string, ExistingEmployee>();
  for (const row of rows) {
    const e: ExistingEmployee = { ...row, is_active: toBool(row.is_active) };
    employees.set(e.id, e);
    if (e.phone) byPhone.set(e.phone, e);
    if (e.email) byEmail.set(e.email.toLowerCase(), e);
  }
  const places = async (table: 'locations' | 'audiences') => {
    const list = await db
      .selectFrom(table)
      .select(['id', 'name'])
      .where('company_id', '=', companyId)
      .where('deleted_at', 'is', null)
      .execute();
    return new Map(list.map((p) => [p.name.trim().toLowerCase(), p]));
  };
  const locationLinks = await db
    .selectFrom('employee_locations')
    .select(['employee_id', 'location_id as other'])
    .where('company_id', '=', companyId)
    .execute();
  const audienceLinks = await db
    .selectFrom('employee_audiences')
    .select(['employee_id', 'audience_id as other'])
    .where('company_id', '=', companyId)
    .execute();
  return {
    employees,
    byPhone,
    byEmail,
    locations: await places('locations'),
    audiences: await places('audiences'),
    locationLinks: groupLinks(locationLinks),
    audienceLinks: groupLinks(audienceLinks),
  };
}
