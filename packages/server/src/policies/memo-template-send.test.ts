import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import type { Member } from './member.js';
import { canManageSend } from './memo-template-send.js';

const companyId = 7;
const me = 11;
const as = (role: Role, company = companyId): Member => ({
  userId: 1,
  companyId: company,
  employeeId: me,
  role,
});

/** Role × relation to a send → manages it. */
const TABLE: [string, Role, number, number | null, boolean][] = [
  // relation, role, company, creator, manages
  ['admin, any send', 'admin', companyId, 99, true],
  ['admin, a send whose creator left', 'admin', companyId, null, true],
  ['manager, own send', 'manager', companyId, me, true],
  ["manager, another's send", 'manager', companyId, 99, false],
  ['manager, a send whose creator left', 'manager', companyId, null, false],
  ['employee, own record', 'employee', companyId, me, false],
  ['employee', 'employee', companyId, 99, false],
  ["admin, another company's send", 'admin', 8, me, false],
  ["manager, another company's send", 'manager', 8, me, false],
];

describe('policies/memo-template-send', () => {
  it.each(TABLE)('%s (%s)', (_relation, role, company, creator, manages) => {
    expect(canManageSend(as(role), { company_id: company, creator_id: creator })).toBe(manages);
  });
});
