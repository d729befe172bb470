import {
  type EMPLOYEE_IMPORT_COLUMNS,
  MSG,
  normalizePhone,
  ROLES,
  type Role,
  type TImportChange,
  type TImportRow,
} from '@teamline/shared';
import { z } from 'zod';
import { canAssignRole, canEditEmployee } from '../../policies/employee.js';
import type { Member } from '../../policies/index.js';
import type { CompanySnapshot, ExistingEmployee, Place } from './employee-import.snapshot.js';

/** One row of an employee file as stored between upload and confirm: the raw cells by column. */
export type EmployeeInput = { line: number } & Partial<
  Record<(typeof EMPLOYEE_IMPORT_COLUMNS)[number], string>
>;

/** The values a row writes, merged with what the employee already has. */
export interface EmployeeValues {
  name: string;
  name_first: string | null;
  name_last: string | null;
  email: string | null;
  phone: string | null;
  role: Role;
  type: string | null;
  is_active: boolean;
}

export interface PlannedEmployeeRow {
  view: TImportRow;
  values?: EmployeeValues;
  /** Replacement links, when the row's cell names them and they differ. */
  locationIds?: number[];
  audienceIds?: number[];
}

export interface EmployeePlan {
  rows: PlannedEmployeeRow[];
  /** Active employees that no row names and that "missing_employees" would deactivate. */
  missingIds: number[];
}

const EMAIL = z.email();
const isEmail = (v: string) => EMAIL.safeParse(v).success;

/** Names split by ';' (the download joins them with '; '), matched ignoring case. */
function places(cell: string | undefined, known: Map<string, Place>, column: string, errors: string[]) {
  if (cell === undefined) return undefined;
  const found: Place[] = [];
  for (const name of cell.split(';').map((n) => n.trim())) {
    if (name === '') continue;
    const place = known.get(name.toLowerCase());
    if (place) {
      if (!found.includes(place)) found.push(place);
    } else errors.push(`${column}: Unknown ${column.replace(/s$/, '')} "${name}"`);
  }
  return found;
}

function checkLength(value: string | undefined, max: number, column: string, errors: string[]) {
  if (value !== undefined && value.length > max) errors.push(`${column}: Must be at most ${max} characters`);
}

const sameIds = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();
const namesOf = (ids: number[], list: Map<string, Place>) => {
  const byId = new Map([...list.values()].map((p) => [p.id, p.name]));
  return ids.map((id) => byId.get(id) ?? `#${id}`).join('; ');
};

/**
 * Decides, row by row, what the file does to the company's roster: create, update (matched by
 * phone or e-mail), leave unchanged, or reject with the reasons. Pure: it reads the snapshot only,
 * so the confirm re-runs it against the data of that moment.
 */
export function planEmployeeImport(opts: {
  inputs: EmployeeInput[];
  snapshot: CompanySnapshot;
  member: Member;
}): EmployeePlan {
  const { inputs, snapshot, member } = opts;
  const seenPhone = new Map<string, number>();
  const seenEmail = new Map<string, number>();
  const seenTarget = new Map<number, number>();
  const named = new Set<number>();
  const rows = inputs.map((input): PlannedEmployeeRow => {
    const errors: string[] = [];
    const joined = [input.name_first, input.name_last].filter(Boolean).join(' ');
    const name = input.name ?? (joined || undefined);
    if (!name) errors.push(`name: ${MSG.required}`);
    checkLength(name, 120, 'name', errors);
    checkLength(input.name_first, 60, 'name_first', errors);
    checkLength(input.name_last, 60, 'name_last', errors);
    checkLength(input.type, 60, 'type', errors);

    let phone: string | null = null;
    if (input.phone !== undefined) {
      if (!/^[\d\s().+-]+$/.test(input.phone)) errors.push(`phone: ${MSG.phoneDigits}`);
      else {
        phone = normalizePhone(input.phone);
        if (!phone) errors.push(`phone: ${MSG.phoneLength}`);
      }
    }
    let email: string | null = null;
    if (input.email !== undefined) {
      if (input.email.length <= 254 && isEmail(input.email)) email = input.email.toLowerCase();
      else errors.push(`email: ${MSG.email}`);
    }
    if (input.phone === undefined && input.email === undefined)
      errors.push('A phone number or an e-mail address is needed to tell people apart');

    let role: Role | undefined;
    if (input.role !== undefined) {
      const r = input.role.toLowerCase();
      if ((ROLES as readonly string[]).includes(r)) role = r as Role;
      else errors.push(`role: Unknown role "${input.role}": use employee, manager or admin`);
    }
    const locations = places(input.locations, snapshot.locations, 'locations', errors);
    const audiences = places(input.audiences, snapshot.audiences, 'audiences', errors);

    if (phone) {
      const first = seenPhone.get(phone);
      if (first !== undefined) errors.push(`phone: The same phone number is on row ${first}`);
      else seenPhone.set(phone, input.line);
    }
    if (email) {
      const first = seenEmail.get(email);
      if (first !== undefined) errors.push(`email: The same e-mail address is on row ${first}`);
      else seenEmail.set(email, input.line);
    }

    const byPhone = phone ? snapshot.byPhone.get(phone) : undefined;
    const byEmail = email ? snapshot.byEmail.get(email) : undefined;
    if (byPhone && byEmail && byPhone.id !== byEmail.id)
      errors.push(`The phone number belongs to ${byPhone.name} and the e-mail address to ${byEmail.name}`);
    const target = byPhone ?? byEmail;
    if (target) {
      named.add(target.id);
      const first = seenTarget.get(target.id);
      if (first !== undefined)
        errors.push(`This row names the same employee as row ${first} (${target.name})`);
      else seenTarget.set(target.id, input.line);
    }

    const values: EmployeeValues = {
      name: name ?? target?.name ?? '',
      name_first: input.name_first ?? target?.name_first ?? null,
      name_last: input.name_last ?? target?.name_last ?? null,
      email: email ?? target?.email ?? null,
      phone: phone ?? target?.phone ?? null,
      role: role ?? target?.role ?? 'employee',
      type: input.type ?? target?.type ?? null,
      is_active: true,
    };
    const changes = diff(target, values);
    const locationIds = linkChange(
      target,
      locations,
      snapshot.locationLinks,
      snapshot.locations,
      'locations',
    );
    const audienceIds = linkChange(
      target,
      audiences,
      snapshot.audienceLinks,
      snapshot.audiences,
      'audiences',
    );
    for (const change of [locationIds.change, audienceIds.change]) if (change) changes.push(change);

    if (errors.length === 0) authorizeRow({ member, target, values, changes, errors });
    const outcome =
      errors.length > 0 ? 'reject' : !target ? 'create' : changes.length > 0 ? 'update' : 'unchanged';
    const view: TImportRow = {
      row: input.line,
      outcome,
      employee_id: target?.id ?? null,
      label: name ?? target?.name ?? input.email ?? input.phone ?? '',
      changes: outcome === 'reject' ? [] : changes,
      errors,
    };
    if (outcome === 'reject' || outcome === 'unchanged') return { view };
    return { view, values, locationIds: locationIds.ids, audienceIds: audienceIds.ids };
  });

  const missingIds = [...snapshot.employees.values()]
    .filter((e) => e.is_active && !named.has(e.id) && e.id !== member.employeeId)
    // Only people the caller may edit are deactivated for missing from the file.
    .filter((e) => canEditEmployee(member, e))
    .map((e) => e.id);
  return { rows, missingIds };
}

const FIELDS = ['name', 'name_first', 'name_last', 'email', 'phone', 'role', 'type'] as const;

function diff(target: ExistingEmployee | undefined, values: EmployeeValues): TImportChange[] {
  const changes: TImportChange[] = [];
  for (const field of FIELDS) {
    const from = target ? target[field] : null;
    const to = values[field];
    if ((from ?? null) !== (to ?? null)) changes.push({ field, from: from ?? null, to: to ?? null });
  }
  if (target && !target.is_active) changes.push({ field: 'is_active', from: 'no', to: 'yes' });
  return changes;
}

function linkChange(
  target: ExistingEmployee | undefined,
  wanted: Place[] | undefined,
  links: Map<number, number[]>,
  known: Map<string, Place>,
  field: string,
): { ids?: number[]; change?: TImportChange } {
  if (!wanted) return {};
  const ids = wanted.map((p) => p.id);
  const current = target ? (links.get(target.id) ?? []) : [];
  if (sameIds(ids, current)) return {};
  return {
    ids,
    change: { field, from: current.length ? namesOf(current, known) : null, to: namesOf(ids, known) || null },
  };
}

/** The role rules of a single edit (policies/employee.ts), as a reason on the row rather than a 403. */
function authorizeRow(opts: {
  member: Member;
  target: ExistingEmployee | undefined;
  values: EmployeeValues;
  changes: TImportChange[];
  errors: string[];
}) {
  const { member, target, values, changes, errors } = opts;
  // A new record starts as an employee: any other role is a change of role.
  const roleChanges = (target?.role ?? 'employee') !== values.role;
  if (target && changes.length > 0 && !canEditEmployee(member, target))
    errors.push('Only an admin may change an admin');
  else if (roleChanges && !canAssignRole(member, values.role))
    errors.push(`role: Only an admin may give the ${values.role} role`);
  if (target && target.id === member.employeeId && roleChanges)
    errors.push('role: You cannot change your own role');
}
