import { normalizePhone } from '@teamline/shared';
import { type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { toBool } from '../../db/index.js';
import type { EmployeeRow } from '../../db/schema.js';
import { ENTERPRISE_SCHEMA, USER_SCHEMA } from './scim.errors.js';
import type { FieldMap } from './scim-sql.js';

/**
 * An employee as a SCIM User (RFC 7643 §4.1; docs/integrations.md, SCIM provisioning, for the
 * mapping): userName is the e-mail, else the phone, else `employee-{id}`; title is the employee's
 * type; the enterprise extension's department is the name of the employee's first location.
 * `groups` (read-only) are the employee's audiences.
 */

export interface UserExtras {
  groups: { id: number; name: string }[];
  department: string | null;
}

export type ScimUser = Record<string, unknown> & { id: string };

export const userNameSql = sql<string>`coalesce(employees.email, employees.phone, 'employee-' || cast(employees.id as varchar(20)))`;

/** The User attributes a filter or sortBy may name, as columns of `employees`. */
export const USER_FIELDS: FieldMap = {
  id: { kind: 'id', sql: sql`employees.id` },
  username: {
    kind: 'text',
    sql: userNameSql,
    // userName is answered as the e-mail when there is one; a filter finds the phone too.
    eq: (v) => {
      // Each branch can use an index (employees_email_idx, employees_phone_idx, the primary key):
      // Okta and Entra ID look every user up this way. E-mails are stored lower-cased.
      const phone = normalizePhone(v);
      const placeholder = /^employee-(\d{1,15})$/.exec(v);
      const byPhone = phone ? sql<SqlBool>` or employees.phone = ${phone}` : sql``;
      const byId = placeholder
        ? sql<SqlBool>` or (employees.id = ${Number(placeholder[1])} and employees.email is null and employees.phone is null)`
        : sql``;
      return sql<SqlBool>`(employees.email = ${v.toLowerCase()}${byPhone}${byId})`;
    },
  },
  externalid: { kind: 'text', sql: sql`employees.company_ext_id`, caseExact: true },
  displayname: { kind: 'text', sql: sql`employees.name` },
  'name.formatted': { kind: 'text', sql: sql`employees.name` },
  'name.givenname': { kind: 'text', sql: sql`employees.name_first` },
  'name.familyname': { kind: 'text', sql: sql`employees.name_last` },
  title: { kind: 'text', sql: sql`employees.type` },
  active: { kind: 'bool', sql: sql`employees.is_active` },
  emails: { kind: 'text', sql: sql`employees.email` },
  'emails.value': { kind: 'text', sql: sql`employees.email` },
  'emails.type': { kind: 'const', value: 'work' },
  'emails.primary': { kind: 'const', value: true },
  phonenumbers: { kind: 'text', sql: sql`employees.phone` },
  'phonenumbers.value': { kind: 'text', sql: sql`employees.phone` },
  'phonenumbers.type': { kind: 'const', value: 'work' },
  'phonenumbers.primary': { kind: 'const', value: true },
  'meta.created': { kind: 'date', sql: sql`employees.created_at` },
  'meta.lastmodified': { kind: 'date', sql: sql`employees.updated_at` },
  'meta.resourcetype': { kind: 'const', value: 'User' },
  // Every User is an employee; instant messaging is not kept (RFC 7644's filter examples name both).
  usertype: { kind: 'const', value: 'Employee' },
  'ims.type': { kind: 'const', value: null },
  'ims.value': { kind: 'const', value: null },
};

export function userLocation(baseUrl: string, id: number): string {
  return `${baseUrl}/Users/${id}`;
}

export function presentUser(row: EmployeeRow, extras: UserExtras, baseUrl: string): ScimUser {
  const userName = row.email ?? row.phone ?? `employee-${row.id}`;
  return {
    schemas: extras.department ? [USER_SCHEMA, ENTERPRISE_SCHEMA] : [USER_SCHEMA],
    id: String(row.id),
    ...(row.company_ext_id ? { externalId: row.company_ext_id } : {}),
    userName,
    name: {
      formatted: row.name,
      ...(row.name_first ? { givenName: row.name_first } : {}),
      ...(row.name_last ? { familyName: row.name_last } : {}),
    },
    displayName: row.name,
    ...(row.type ? { title: row.type } : {}),
    active: toBool(row.is_active),
    emails: row.email ? [{ value: row.email, type: 'work', primary: true }] : [],
    phoneNumbers: row.phone ? [{ value: row.phone, type: 'work', primary: true }] : [],
    groups: extras.groups.map((g) => ({
      value: String(g.id),
      display: g.name,
      $ref: `${baseUrl}/Groups/${g.id}`,
    })),
    ...(extras.department ? { [ENTERPRISE_SCHEMA]: { department: extras.department } } : {}),
    meta: {
      resourceType: 'User',
      created: new Date(row.created_at).toISOString(),
      lastModified: new Date(row.updated_at).toISOString(),
      location: userLocation(baseUrl, row.id),
    },
  };
}

/** The audiences and first location of each employee, for a page of Users in two queries. */
export async function loadUserExtras(
  db: Database,
  companyId: number,
  employeeIds: number[],
): Promise<Map<number, UserExtras>> {
  const extras = new Map<number, UserExtras>(employeeIds.map((id) => [id, { groups: [], department: null }]));
  if (employeeIds.length === 0) return extras;
  const groups = await db
    .selectFrom('employee_audiences as ea')
    .innerJoin('audiences as a', 'a.id', 'ea.audience_id')
    .select(['ea.employee_id', 'a.id', 'a.name'])
    .where('ea.company_id', '=', companyId)
    .where('ea.employee_id', 'in', employeeIds)
    .where('a.deleted_at', 'is', null)
    .orderBy('a.name')
    .execute();
  for (const g of groups) extras.get(g.employee_id)?.groups.push({ id: g.id, name: g.name });
  const places = await db
    .selectFrom('employee_locations as el')
    .innerJoin('locations as l', 'l.id', 'el.location_id')
    .select(['el.employee_id', 'l.name'])
    .where('el.company_id', '=', companyId)
    .where('el.employee_id', 'in', employeeIds)
    .where('l.deleted_at', 'is', null)
    .orderBy('l.name')
    .execute();
  for (const p of places) {
    const e = extras.get(p.employee_id);
    if (e && e.department === null) e.department = p.name;
  }
  return extras;
}
