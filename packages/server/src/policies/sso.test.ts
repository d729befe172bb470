import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { can } from './actions.js';
import { mustUseSso, otherSignInAllowed, providerMaySignIn } from './sso.js';

describe('policies/sso', () => {
  it.each([
    ['admin', true],
    ['manager', false],
    ['employee', false],
  ] as [Role, boolean][])('integrations.manage, %s: %s', (role, allowed) => {
    expect(can({ role }, 'integrations.manage')).toBe(allowed);
  });

  it.each([
    ['admin', true, false],
    ['manager', true, true],
    ['employee', true, true],
    ['employee', false, false],
    ['admin', false, false],
  ] as [Role, boolean, boolean][])(
    'a %s where require_sso is %s must use SSO: %s',
    (role, required, must) => {
      expect(mustUseSso({ role, require_sso: required })).toBe(must);
    },
  );

  it('any company requiring SSO of the user refuses the other ways in', () => {
    expect(otherSignInAllowed([])).toBe(true);
    expect(
      otherSignInAllowed([
        { role: 'admin', require_sso: true },
        { role: 'employee', require_sso: false },
      ]),
    ).toBe(true);
    expect(
      otherSignInAllowed([
        { role: 'admin', require_sso: false },
        { role: 'employee', require_sso: true },
      ]),
    ).toBe(false);
  });

  it('a provider signs in its own active members or a new person, never another company’s', () => {
    expect(providerMaySignIn({ companyId: 1, memberOf: [] })).toBe(true);
    expect(providerMaySignIn({ companyId: 1, memberOf: [{ company_id: 1, is_active: true }] })).toBe(true);
    expect(
      providerMaySignIn({
        companyId: 1,
        memberOf: [
          { company_id: 2, is_active: true },
          { company_id: 1, is_active: true },
        ],
      }),
    ).toBe(true);
    expect(providerMaySignIn({ companyId: 1, memberOf: [{ company_id: 2, is_active: true }] })).toBe(false);
    expect(providerMaySignIn({ companyId: 1, memberOf: [{ company_id: 1, is_active: false }] })).toBe(false);
  });
});
