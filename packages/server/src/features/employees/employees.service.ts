import {
  MSG,
  NAME_MAX,
  type PersonNames,
  personNames,
  type TEmployeeCreateRequest,
  type TEmployeeUpdateRequest,
} from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { EmployeeRow, EmployeeUpdate } from '../../db/schema.js';
import { invalid, notFound } from '../../http/errors.js';
import {
  assertEmployeesInReach,
  authorizeEmployeeEdit,
  authorizeRoleAssignment,
} from '../../policies/employee.js';
import type { Member } from '../../policies/index.js';
import { syncChatRooms } from '../../realtime/chat-rooms.js';
import { syncCompanyRooms } from '../../realtime/membership.js';
import type { Realtime } from '../../realtime/realtime.js';
import { assertLinksInCompany, replaceLinks } from './employee-links.js';

/** One live (not deleted) employee of the company; another company's id answers 404. */
export async function findEmployee(opts: {
  db: Database;
  companyId: number;
  id: number;
}): Promise<EmployeeRow> {
  const row = await opts.db
    .selectFrom('employees')
    .selectAll()
    .where('id', '=', opts.id)
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Employee not found');
  return row;
}

/** Phone and e-mail identify a person for invitations and imports: one employee each per company. */
async function assertContactFree(
  db: Database,
  opts: { companyId: number; phone?: string | null; email?: string | null; exceptId?: number },
): Promise<void> {
  for (const field of ['phone', 'email'] as const) {
    const value = opts[field];
    if (!value) continue;
    let q = db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', opts.companyId)
      .where(field, '=', value)
      .where('deleted_at', 'is', null);
    if (opts.exceptId) q = q.where('id', '!=', opts.exceptId);
    if (await q.executeTakeFirst()) {
      throw invalid({
        [field]: [
          field === 'phone'
            ? 'An employee with this phone number already exists'
            : 'An employee with this e-mail address already exists',
        ],
      });
    }
  }
}

type EmployeeInput = Omit<TEmployeeUpdateRequest, 'company_id' | 'id'>;

/**
 * The names an edit leaves: a first or last name sent is joined with the stored other part into
 * the name; a name sent alone is split (shared names.ts). Nothing about names sent, nothing changes.
 */
function namesOf(
  input: EmployeeInput,
  stored?: Pick<EmployeeRow, 'name_first' | 'name_last'>,
): PersonNames | null {
  const partsSent = input.name_first !== undefined || input.name_last !== undefined;
  if (!partsSent && input.name === undefined) return null;
  const names = partsSent
    ? personNames({
        name: input.name,
        name_first: input.name_first === undefined ? stored?.name_first : input.name_first,
        name_last: input.name_last === undefined ? stored?.name_last : input.name_last,
      })
    : personNames({ name: input.name });
  if (!names) throw invalid({ name: [MSG.required] });
  if (names.name.length > NAME_MAX) throw invalid({ name: [`Must be at most ${NAME_MAX} characters`] });
  return names;
}

/** The employee columns a create or an edit sets; fields not sent stay as they are. */
function columnsOf(input: EmployeeInput, stored?: EmployeeRow): EmployeeUpdate {
  const {
    location_ids: _l,
    audience_ids: _a,
    manager_ids: _m,
    name: _n,
    name_first: _f,
    name_last: _s,
    ...fields
  } = input;
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as EmployeeUpdate;
  return { ...set, ...namesOf(input, stored) };
}

export async function createEmployee(opts: {
  db: Database;
  member: Member;
  input: Omit<TEmployeeCreateRequest, 'company_id'>;
}): Promise<EmployeeRow> {
  const { db, member, input } = opts;
  authorizeRoleAssignment(member, input.role ?? 'employee');
  return db.transaction().execute(async (trx) => {
    await assertLinksInCompany(trx, member.companyId, input);
    await assertContactFree(trx, { companyId: member.companyId, phone: input.phone, email: input.email });
    const now = nowIso();
    const employee = await trx
      .insertInto('employees')
      .values({
        default_locale: 'en',
        role: 'employee',
        ...columnsOf(input),
        ...(namesOf(input) ?? { name: '' }),
        company_id: member.companyId,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceLinks(trx, { companyId: member.companyId, employeeIds: [employee.id], links: input });
    return employee;
  });
}

/**
 * Edits an employee of the company (policies/employee.ts says whose, and to which role);
 * is_active false/true deactivates/reactivates, and their open sockets follow.
 */
export async function updateEmployee(opts: {
  db: Database;
  realtime: Realtime;
  member: Member;
  id: number;
  input: EmployeeInput;
}): Promise<EmployeeRow> {
  const { db, member, input } = opts;
  const employee = await findEmployee({ db, companyId: member.companyId, id: opts.id });
  authorizeEmployeeEdit(member, employee, input.role);
  await assertEmployeesInReach(db, member, [employee.id]);
  if (input.manager_ids?.includes(employee.id))
    throw invalid({ manager_ids: ['An employee cannot manage themself'] });
  if (employee.id === member.employeeId && input.is_active === false)
    throw invalid({ is_active: ['You cannot deactivate yourself'] });
  const updated = await db.transaction().execute(async (trx) => {
    await assertLinksInCompany(trx, member.companyId, input);
    await assertContactFree(trx, {
      companyId: member.companyId,
      phone: input.phone,
      email: input.email,
      exceptId: employee.id,
    });
    const row = await trx
      .updateTable('employees')
      .set({ ...columnsOf(input, employee), updated_at: nowIso() })
      .where('id', '=', employee.id)
      .where('company_id', '=', member.companyId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceLinks(trx, { companyId: member.companyId, employeeIds: [employee.id], links: input });
    return row;
  });
  if (input.is_active !== undefined) await syncCompanyRooms(opts, member.companyId, [employee.id]);
  // Chat membership follows locations, audiences and access (realtime/chat-rooms.ts).
  if (input.is_active !== undefined || input.location_ids || input.audience_ids)
    await syncChatRooms(opts, member.companyId, [employee.id]);
  return updated;
}

/** Soft delete: the record leaves every list and stops the person's access; history keeps its name. */
export async function deleteEmployee(opts: {
  db: Database;
  realtime: Realtime;
  member: Member;
  id: number;
}): Promise<void> {
  const { member } = opts;
  const employee = await findEmployee({ db: opts.db, companyId: member.companyId, id: opts.id });
  if (employee.id === member.employeeId) throw invalid({ id: ['You cannot delete yourself'] });
  await opts.db.transaction().execute(async (trx) => {
    const now = nowIso();
    await trx
      .updateTable('employees')
      .set({ deleted_at: now, is_active: false, updated_at: now })
      .where('id', '=', employee.id)
      .where('company_id', '=', member.companyId)
      .execute();
    await trx
      .updateTable('invitations')
      .set({ revoked_at: now })
      .where('employee_id', '=', employee.id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
  });
  await syncCompanyRooms(opts, member.companyId, [employee.id]);
  await syncChatRooms(opts, member.companyId, [employee.id]);
}

/** Id and name of a company's active employees, by name; `withAccount` keeps those linked to a user. */
export async function listEmployeeNames(opts: { db: Database; companyId: number; withAccount?: boolean }) {
  let query = opts.db
    .selectFrom('employees')
    .select(['id', 'name'])
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .where('is_active', '=', true);
  if (opts.withAccount) query = query.where('user_id', 'is not', null);
  return query.orderBy('name').orderBy('id').execute();
}
