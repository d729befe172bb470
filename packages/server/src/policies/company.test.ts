import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { canSeeJoinCode } from './company.js';

describe('canSeeJoinCode: caller role × company', () => {
  it.each([
    ['employee', 'own', false],
    ['manager', 'own', true],
    ['admin', 'own', true],
    ['manager', 'other', false],
    ['admin', 'other', false],
  ] as const)('%s of the %s company → %s', (role: Role, company, allowed) => {
    const member = { role, companyId: 7 };
    expect(canSeeJoinCode(member, { id: company === 'own' ? 7 : 8 })).toBe(allowed);
  });
});
