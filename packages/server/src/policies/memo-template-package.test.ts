import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import type { Member } from './member.js';
import { canEditPackage, canUsePackage } from './memo-template-package.js';

const companyId = 7;
const me = 11;
const as = (role: Role): Member => ({ userId: 1, companyId, employeeId: me, role });

/** Role × relation to a package → uses it, edits it. */
const TABLE: [string, Role, number, number | null, boolean, boolean][] = [
  // relation, role, company, creator, uses, edits
  ['admin, any package', 'admin', companyId, 99, true, true],
  ['admin, a package whose creator left', 'admin', companyId, null, true, true],
  ['manager, own package', 'manager', companyId, me, true, true],
  ["manager, another's package", 'manager', companyId, 99, true, false],
  ['manager, a package whose creator left', 'manager', companyId, null, true, false],
  ['employee, own record', 'employee', companyId, me, false, false],
  ['employee', 'employee', companyId, 99, false, false],
  ["admin, another company's package", 'admin', 8, me, false, false],
  ["manager, another company's package", 'manager', 8, me, false, false],
];

describe('policies/memo-template-package', () => {
  it.each(TABLE)('%s (%s)', (_relation, role, company, creator, uses, edits) => {
    const record = { company_id: company, creator_id: creator };
    expect(canUsePackage(as(role), record)).toBe(uses);
    expect(canEditPackage(as(role), record)).toBe(edits);
  });
});
