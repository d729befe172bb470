import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import type { Member } from './member.js';
import { canManageSchedule, scheduleSender } from './scheduled-send.js';

const companyId = 7;
const me = 11;
const as = (role: Role, company = companyId): Member => ({
  userId: 1,
  companyId: company,
  employeeId: me,
  role,
});

/** Role × relation to a schedule → manages it. */
const TABLE: [string, Role, number, number | null, boolean][] = [
  // relation, role, company, creator, manages
  ['admin, any schedule', 'admin', companyId, 99, true],
  ['admin, a schedule whose creator left', 'admin', companyId, null, true],
  ['manager, own schedule', 'manager', companyId, me, true],
  ["manager, another's schedule", 'manager', companyId, 99, false],
  ['manager, a schedule whose creator left', 'manager', companyId, null, false],
  ['employee, own record', 'employee', companyId, me, false],
  ['employee', 'employee', companyId, 99, false],
  ["admin, another company's schedule", 'admin', 8, me, false],
  ["manager, another company's schedule", 'manager', 8, me, false],
];

describe('policies/scheduled-send', () => {
  it.each(TABLE)('%s (%s)', (_relation, role, company, creator, manages) => {
    expect(canManageSchedule(as(role), { company_id: company, creator_id: creator })).toBe(manages);
  });
});

describe('scheduleSender: whom an occurrence sends as', () => {
  const creator = (role: Role, user_id: number | null = 5) => ({
    id: me,
    user_id,
    role,
    company_id: companyId,
  });
  it('its creator while they hold a management role and an account', () => {
    expect(scheduleSender(creator('manager'))).toEqual({
      userId: 5,
      companyId,
      employeeId: me,
      role: 'manager',
    });
    expect(scheduleSender(creator('admin'))?.role).toBe('admin');
  });
  it('nobody once they are an employee, have no account, or are gone', () => {
    expect(scheduleSender(creator('employee'))).toBeNull();
    expect(scheduleSender(creator('manager', null))).toBeNull();
    expect(scheduleSender(undefined)).toBeNull();
  });
});
