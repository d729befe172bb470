import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { nowIso, toBool } from '../../db/index.js';
import type { EmployeeRow } from '../../db/schema.js';
import { scimMayDeactivate } from '../../policies/scim.js';
import { syncChatRooms } from '../../realtime/chat-rooms.js';
import { syncCompanyRooms } from '../../realtime/membership.js';
import { ScimError, scimNotFound, uniqueness } from './scim.errors.js';
import { idOf, type ScimCtx, sortOf, whereOf } from './scim-context.js';
import { type ListQuery, listResponse, project } from './scim-list.js';
import { applyPatch, patchOpsOf } from './scim-patch.js';
import { type UserInput, userInputOf } from './scim-user-input.js';
import { loadUserExtras, presentUser, type ScimUser, USER_FIELDS } from './scim-users.presenter.js';

/**
 * SCIM Users are the employees of the token's company (RFC 7644 §3; docs/integrations.md). A
 * create makes an employee (role employee, no invitation sent); PUT replaces what SCIM maps; PATCH
 * applies its operations to the current User and saves that; `active: false` deactivates; DELETE
 * is the app's own soft delete (the row stays, `deleted_at` set), after which the User is gone
 * (404). Access changes reach open sockets at once (syncCompanyRooms).
 */

async function findLive(ctx: ScimCtx, id: string): Promise<EmployeeRow> {
  const n = idOf(id);
  const row =
    n === null
      ? undefined
      : await ctx.db
          .selectFrom('employees')
          .selectAll()
          .where('id', '=', n)
          .where('company_id', '=', ctx.caller.companyId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
  if (!row) throw scimNotFound('User', id);
  return row;
}

async function presentRows(ctx: ScimCtx, rows: EmployeeRow[]): Promise<ScimUser[]> {
  const extras = await loadUserExtras(
    ctx.db,
    ctx.caller.companyId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentUser(r, extras.get(r.id) ?? { groups: [], department: null }, ctx.baseUrl));
}

export async function getUser(ctx: ScimCtx, id: string): Promise<ScimUser> {
  const [user] = await presentRows(ctx, [await findLive(ctx, id)]);
  return user as ScimUser;
}

export async function listUsers(ctx: ScimCtx, q: ListQuery) {
  const base = ctx.db
    .selectFrom('employees')
    .where('employees.company_id', '=', ctx.caller.companyId)
    .where('employees.deleted_at', 'is', null)
    .where(whereOf(USER_FIELDS, q));
  const { n } = await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  let rows: EmployeeRow[] = [];
  if (q.count > 0) {
    const sort = sortOf(USER_FIELDS, q);
    const dir = q.descending ? sql`desc` : sql`asc`;
    let page = base.selectAll('employees');
    if (sort) page = page.orderBy(sql`${sort} ${dir}`);
    rows = await page
      .orderBy('employees.id', q.descending && sort ? 'desc' : 'asc')
      .limit(q.count)
      .offset(q.startIndex - 1)
      .execute();
  }
  const users = await presentRows(ctx, rows);
  return listResponse(
    users.map((u) => project(u, q)),
    Number(n),
    q,
  );
}

async function assertUnique(db: Database, companyId: number, input: UserInput, exceptId?: number) {
  for (const field of ['email', 'phone'] as const) {
    const value = input[field];
    if (!value) continue;
    let q = db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', companyId)
      .where(field, '=', value)
      .where('deleted_at', 'is', null);
    if (exceptId) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst())
      throw uniqueness(
        `An employee with this ${field === 'email' ? 'e-mail address' : 'phone number'} already exists`,
      );
  }
}

/** The company's active admins other than `exceptId`. */
async function otherActiveAdmins(db: Database, companyId: number, exceptId: number): Promise<number> {
  const { n } = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('company_id', '=', companyId)
    .where('role', '=', 'admin')
    .where('is_active', '=', true)
    .where('deleted_at', 'is', null)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

function assertMayDeactivate(employee: EmployeeRow, others: number): void {
  if (!scimMayDeactivate(employee, others))
    throw new ScimError(400, "The company's last active admin cannot be deactivated by SCIM", 'mutability');
}

/** The enterprise department placed as the employee's location, when the company has one by that name. */
async function placeDepartment(
  db: Database,
  companyId: number,
  employeeId: number,
  department: string | null,
) {
  if (!department) return;
  const location = await db
    .selectFrom('locations')
    .select('id')
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .where(sql`lower(name)`, '=', department.toLowerCase())
    .executeTakeFirst();
  if (!location) return;
  const current = await db
    .selectFrom('employee_locations')
    .select('location_id')
    .where('employee_id', '=', employeeId)
    .execute();
  if (current.length === 1 && current[0]?.location_id === location.id) return;
  await db.deleteFrom('employee_locations').where('employee_id', '=', employeeId).execute();
  await db
    .insertInto('employee_locations')
    .values({ employee_id: employeeId, location_id: location.id, company_id: companyId })
    .execute();
}

function columnsOf(input: UserInput) {
  return {
    email: input.email,
    phone: input.phone,
    name: input.name,
    name_first: input.name_first,
    name_last: input.name_last,
    company_ext_id: input.company_ext_id,
    type: input.type,
    is_active: input.active,
  };
}

export async function createUser(ctx: ScimCtx, body: unknown): Promise<ScimUser> {
  const input = userInputOf(body);
  const companyId = ctx.caller.companyId;
  const id = await ctx.db.transaction().execute(async (trx) => {
    await assertUnique(trx, companyId, input);
    const now = nowIso();
    const row = await trx
      .insertInto('employees')
      .values({
        ...columnsOf(input),
        company_id: companyId,
        role: 'employee',
        default_locale: 'en',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await placeDepartment(trx, companyId, row.id, input.department);
    return row.id;
  });
  return getUser(ctx, String(id));
}

async function save(ctx: ScimCtx, employee: EmployeeRow, input: UserInput): Promise<ScimUser> {
  const companyId = ctx.caller.companyId;
  const wasActive = toBool(employee.is_active);
  await ctx.db.transaction().execute(async (trx) => {
    await assertUnique(trx, companyId, input, employee.id);
    if (wasActive && !input.active)
      assertMayDeactivate(employee, await otherActiveAdmins(trx, companyId, employee.id));
    await trx
      .updateTable('employees')
      .set({ ...columnsOf(input), updated_at: nowIso() })
      .where('id', '=', employee.id)
      .where('company_id', '=', companyId)
      .execute();
    await placeDepartment(trx, companyId, employee.id, input.department);
  });
  if (wasActive !== input.active) {
    await syncCompanyRooms(ctx, companyId, [employee.id]);
    await syncChatRooms(ctx, companyId, [employee.id]);
  }
  return getUser(ctx, String(employee.id));
}

export async function replaceUser(ctx: ScimCtx, id: string, body: unknown): Promise<ScimUser> {
  const employee = await findLive(ctx, id);
  return save(ctx, employee, userInputOf(body, `employee-${employee.id}`));
}

export async function patchUser(ctx: ScimCtx, id: string, body: unknown): Promise<ScimUser> {
  const ops = patchOpsOf(body);
  const current = await getUser(ctx, id);
  const employee = await findLive(ctx, id);
  return save(ctx, employee, userInputOf(applyPatch(current, ops), `employee-${employee.id}`));
}

/** The app's soft delete: deactivated, out of every list, pending invitations revoked; the row stays. */
export async function deleteUser(ctx: ScimCtx, id: string): Promise<void> {
  const employee = await findLive(ctx, id);
  const companyId = ctx.caller.companyId;
  await ctx.db.transaction().execute(async (trx) => {
    if (toBool(employee.is_active))
      assertMayDeactivate(employee, await otherActiveAdmins(trx, companyId, employee.id));
    const now = nowIso();
    await trx
      .updateTable('employees')
      .set({ deleted_at: now, is_active: false, updated_at: now })
      .where('id', '=', employee.id)
      .where('company_id', '=', companyId)
      .execute();
    await trx
      .updateTable('invitations')
      .set({ revoked_at: now })
      .where('employee_id', '=', employee.id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
  });
  await syncCompanyRooms(ctx, companyId, [employee.id]);
  await syncChatRooms(ctx, companyId, [employee.id]);
}
