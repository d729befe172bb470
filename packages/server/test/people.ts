import type { Role } from '@teamline/shared';
import type { Database } from '../src/db/index.js';
import { nowIso } from '../src/db/index.js';

/** Rows for employee tests: places, people without accounts, and the links between them. */

export async function buildLocation(db: Database, companyId: number, name = 'Main Street') {
  const now = nowIso();
  return db
    .insertInto('locations')
    .values({ company_id: companyId, name, timezone: 'America/Chicago', created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function buildAudience(db: Database, companyId: number, name = 'Cooks') {
  const now = nowIso();
  return db
    .insertInto('audiences')
    .values({ company_id: companyId, name, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An employee record (no account) with optional fields, locations, audiences and managers. */
export async function buildEmployee(
  db: Database,
  companyId: number,
  opts: {
    name: string;
    email?: string;
    phone?: string;
    role?: Role;
    isActive?: boolean;
    createdAt?: string;
    lastInvitedAt?: string;
    userId?: number;
    locationIds?: number[];
    audienceIds?: number[];
    managerIds?: number[];
  },
) {
  const now = opts.createdAt ?? nowIso();
  const employee = await db
    .insertInto('employees')
    .values({
      company_id: companyId,
      name: opts.name,
      email: opts.email ?? null,
      phone: opts.phone ?? null,
      role: opts.role ?? 'employee',
      is_active: opts.isActive ?? true,
      user_id: opts.userId ?? null,
      last_invited_at: opts.lastInvitedAt ?? null,
      default_locale: 'en',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await linkEmployee(db, companyId, employee.id, opts);
  return employee;
}

export async function linkEmployee(
  db: Database,
  companyId: number,
  employeeId: number,
  opts: { locationIds?: number[]; audienceIds?: number[]; managerIds?: number[] },
) {
  const base = { employee_id: employeeId, company_id: companyId };
  for (const location_id of opts.locationIds ?? [])
    await db
      .insertInto('employee_locations')
      .values({ ...base, location_id })
      .execute();
  for (const audience_id of opts.audienceIds ?? [])
    await db
      .insertInto('employee_audiences')
      .values({ ...base, audience_id })
      .execute();
  for (const manager_id of opts.managerIds ?? [])
    await db
      .insertInto('employee_managers')
      .values({ ...base, manager_id })
      .execute();
}
