import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';
import { buildEmployee, buildLocation } from '../../test/people.js';
import {
  authorizeEmployeeEdit,
  canAssignRole,
  canEditEmployee,
  holdsManagementRole,
  scopeEmployeeFilters,
  scopeEmployees,
  seesEmployeeDetails,
} from './employee.js';
import type { Member } from './member.js';

const as = (role: Role): Member => ({ userId: 1, companyId: 1, employeeId: 1, role });

describe('canEditEmployee: caller role × target role', () => {
  it.each([
    ['employee', 'employee', true],
    ['employee', 'manager', true],
    ['employee', 'admin', false],
    ['manager', 'employee', true],
    ['manager', 'manager', true],
    ['manager', 'admin', false],
    ['admin', 'employee', true],
    ['admin', 'manager', true],
    ['admin', 'admin', true],
  ] as const)('%s editing a %s → %s', (caller, target, allowed) => {
    expect(canEditEmployee(as(caller), { role: target })).toBe(allowed);
  });
});

describe('canAssignRole: caller role × role handed out', () => {
  it.each([
    ['manager', 'employee', true],
    ['manager', 'manager', false],
    ['manager', 'admin', false],
    ['admin', 'employee', true],
    ['admin', 'manager', true],
    ['admin', 'admin', true],
  ] as const)('%s giving the %s role → %s', (caller, role, allowed) => {
    expect(canAssignRole(as(caller), role)).toBe(allowed);
  });
});

describe('authorizeEmployeeEdit: the edit and the role it gives', () => {
  it.each([
    ['manager', 'employee', undefined, true],
    ['manager', 'employee', 'employee', true],
    ['manager', 'employee', 'manager', false],
    // Keeping a manager's role is no hand-out: a manager may edit a manager.
    ['manager', 'manager', 'manager', true],
    ['manager', 'manager', 'employee', true],
    ['manager', 'admin', undefined, false],
    ['admin', 'admin', 'employee', true],
    ['admin', 'employee', 'admin', true],
  ] as const)('%s editing a %s to %s → %s', (caller, target, newRole, allowed) => {
    const edit = () => authorizeEmployeeEdit(as(caller), { role: target }, newRole);
    if (allowed) expect(edit).not.toThrow();
    else expect(edit).toThrow(expect.objectContaining({ status: 403 }));
  });
});

describe('what the Team list shows the caller', () => {
  it.each([
    ['employee', false],
    ['manager', true],
    ['admin', true],
  ] as const)('%s → sees details, and its record holds a management role: %s', (role, management) => {
    expect(seesEmployeeDetails(as(role))).toBe(management);
    expect(holdsManagementRole({ role })).toBe(management);
  });

  it.each([
    // role, asked active, asked see_all, answered active (or 403)
    ['employee', 'no', 'yes', 'yes'],
    ['employee', 'yes', 'no', 'yes'],
    ['manager', 'no', 'no', 'no'],
    ['manager', 'yes', 'yes', 403],
    ['admin', 'no', 'yes', 'no'],
  ] as const)('%s asking active=%s see_all=%s → %s', (role, active, seeAll, answer) => {
    const scope = () => scopeEmployeeFilters(as(role), { active, see_all: seeAll, terms: '' });
    if (answer === 403) expect(scope).toThrow(expect.objectContaining({ status: 403 }));
    else expect(scope()).toEqual({ active: answer, see_all: seeAll, terms: '' });
  });
});

describe('scopeEmployees: caller role × relation to the employee', async () => {
  const { db } = await buildTestApp();
  const team = await buildCompany(db);
  const cid = team.company.id;
  const mine = await buildLocation(db, cid, 'Mine');
  const elsewhere = await buildLocation(db, cid, 'Elsewhere');
  const caller = await buildEmployee(db, cid, { name: 'Caller', locationIds: [mine.id] });
  const people = {
    self: caller,
    'same location': await buildEmployee(db, cid, { name: 'Peer', locationIds: [mine.id] }),
    'direct report': await buildEmployee(db, cid, {
      name: 'Report',
      locationIds: [elsewhere.id],
      managerIds: [caller.id],
    }),
    'other location': await buildEmployee(db, cid, { name: 'Stranger', locationIds: [elsewhere.id] }),
  };
  const other = await buildCompany(db);
  const outsider = await buildMember(db, other.company.id);

  const listed = async (role: Role) => {
    const member: Member = { userId: 0, companyId: cid, employeeId: caller.id, role };
    const rows = await scopeEmployees(
      db,
      member,
      db.selectFrom('employees').select('employees.id').where('employees.company_id', '=', cid),
    ).execute();
    return new Set(rows.map((r) => r.id));
  };

  it.each([
    ['employee', 'self', true],
    ['employee', 'same location', true],
    ['employee', 'other location', true],
    ['manager', 'self', true],
    ['manager', 'same location', true],
    ['manager', 'direct report', true],
    ['manager', 'other location', false],
    ['admin', 'other location', true],
    ['admin', 'direct report', true],
  ] as const)('%s and the %s → listed %s', async (role, relation, allowed) => {
    expect((await listed(role)).has(people[relation].id)).toBe(allowed);
  });

  it('never reaches another company (the query names the company; the scope only narrows it)', async () => {
    for (const role of ['employee', 'manager', 'admin'] as const)
      expect((await listed(role)).has(outsider.employee.id)).toBe(false);
  });
});
