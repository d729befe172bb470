import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import type { Member } from './member.js';
import {
  canEditTemplate,
  canReadCommunity,
  canShareTemplate,
  canUseTemplate,
  type TemplateSharing,
} from './memo-template.js';

const companyId = 7;
const me = 11;
const as = (role: Role, company = companyId): Member => ({
  userId: 1,
  companyId: company,
  employeeId: me,
  role,
});

/** Role × relation to a template × the company's sharing setting → use, edit, share. */
const TEMPLATE: [string, Role, number, TemplateSharing, boolean, boolean, boolean][] = [
  // relation, role, creator, sharing, use, edit, share
  ['admin, any template', 'admin', 99, 'management', true, true, true],
  ['admin, sharing kept to admins', 'admin', 99, 'admins', true, true, true],
  ['manager, own template', 'manager', me, 'management', true, true, true],
  ['manager, own template, sharing kept to admins', 'manager', me, 'admins', true, true, false],
  ["manager, another's template", 'manager', 99, 'management', true, false, false],
  ['employee, own record', 'employee', me, 'management', false, false, false],
  ['employee', 'employee', 99, 'management', false, false, false],
];

describe('policies/memo-template', () => {
  it.each(TEMPLATE)('%s (%s): use %s/%s → %s, %s, %s', (_r, role, creator, sharing, use, edit, share) => {
    const t = { company_id: companyId, creator_id: creator };
    expect(canUseTemplate(as(role), t)).toBe(use);
    expect(canEditTemplate(as(role), t)).toBe(edit);
    expect(canShareTemplate(as(role), t, sharing)).toBe(share);
  });

  it("nobody uses, edits or shares another company's template, whatever their role there", () => {
    for (const role of ['admin', 'manager', 'employee'] as const) {
      const t = { company_id: companyId + 1, creator_id: me };
      expect(canUseTemplate(as(role), t)).toBe(false);
      expect(canEditTemplate(as(role), t)).toBe(false);
      expect(canShareTemplate(as(role), t, 'management')).toBe(false);
    }
  });

  /** Role × relation to a shared template → read and use. */
  const COMMUNITY: [string, Role, number, string | null, number[], boolean][] = [
    // relation, role, sharing company, withdrawn_at, hidden ids, may read
    ['admin of another company, published', 'admin', companyId + 1, null, [], true],
    ['manager of another company, published', 'manager', companyId + 1, null, [], true],
    ['employee of another company, published', 'employee', companyId + 1, null, [], false],
    ['employee of the sharing company', 'employee', companyId, null, [], false],
    [
      'manager of another company, withdrawn',
      'manager',
      companyId + 1,
      '2026-01-01T00:00:00.000Z',
      [],
      false,
    ],
    ['manager of the sharing company, withdrawn', 'manager', companyId, '2026-01-01T00:00:00.000Z', [], true],
    ['admin of another company, hidden by the operator', 'admin', companyId + 1, null, [5], false],
    ['admin of the sharing company, hidden by the operator', 'admin', companyId, null, [5], false],
  ];
  it.each(COMMUNITY)('community: %s (%s) → %s', (_r, role, company, withdrawn, hidden, allowed) => {
    const c = { id: 5, company_id: company, withdrawn_at: withdrawn };
    expect(canReadCommunity(as(role), c, hidden)).toBe(allowed);
  });
});
