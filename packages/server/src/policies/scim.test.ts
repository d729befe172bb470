import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { abilitiesOf } from './actions.js';
import { canManageScimToken, scimMayDeactivate, scimReaches } from './scim.js';

const as = (role: Role, companyId = 7) => ({ role, companyId });

/** Role × company → may manage the company's SCIM tokens. */
describe('SCIM policy', () => {
  it.each([
    ['admin, own company', as('admin'), 7, true],
    ['admin, another company', as('admin'), 8, false],
    ['manager, own company', as('manager'), 7, false],
    ['employee, own company', as('employee'), 7, false],
  ] as const)('%s manages tokens: %s', (_name, member, company, expected) => {
    expect(canManageScimToken(member, { company_id: company })).toBe(expected);
  });

  it('offers scim.manage to admins alone (what the web shows Settings › Integration by)', () => {
    expect(abilitiesOf({ role: 'admin' })['scim.manage']).toBe(true);
    expect(abilitiesOf({ role: 'manager' })['scim.manage']).toBe(false);
    expect(abilitiesOf({ role: 'employee' })['scim.manage']).toBe(false);
  });

  it('a token reaches its own company only', () => {
    const caller = { tokenId: 1, companyId: 7 };
    expect(scimReaches(caller, { company_id: 7 })).toBe(true);
    expect(scimReaches(caller, { company_id: 8 })).toBe(false);
  });

  it.each([
    ['employee', 'employee', 0, true],
    ['manager', 'manager', 0, true],
    ['admin with another active admin', 'admin', 1, true],
    ['the last active admin', 'admin', 0, false],
  ] as const)('SCIM may deactivate %s', (_name, role, others, expected) => {
    expect(scimMayDeactivate({ role }, others)).toBe(expected);
  });
});
