import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { canReadFile, type StoredFile } from './media.js';

const companyId = 7;
const as = (role: Role, company = companyId) => ({ companyId: company, role });

/**
 * Role × relation to a memo's attachment (the memo a celebration): management reads every file
 * of the company, an employee only what was published to them.
 */
const ATTACHMENT: [string, Role, boolean, boolean][] = [
  // relation, role, recipient of the memo, may read
  ['admin', 'admin', false, true],
  ['manager who made it', 'manager', false, true],
  ['manager of the celebrated employee', 'manager', false, true],
  ['other manager', 'manager', false, true],
  ['employee recipient', 'employee', true, true],
  ['employee not a recipient', 'employee', false, false],
  ['celebrated employee (a recipient)', 'employee', true, true],
];

describe('policies/media canReadFile', () => {
  it.each(ATTACHMENT)('an attachment, %s (%s, recipient %s): %s', (_relation, role, recipient, allowed) => {
    const file: StoredFile = { kind: 'attachment', company_id: companyId, recipient };
    expect(canReadFile(as(role), file)).toBe(allowed);
  });

  it.each([
    ['admin', true],
    ['manager', true],
    ['employee', false],
  ] as const)('an acknowledgement photo, %s: %s', (role, allowed) => {
    expect(canReadFile(as(role), { kind: 'acknowledgement', company_id: companyId })).toBe(allowed);
  });

  it("nobody reads another company's file, whatever their role there", () => {
    for (const role of ['admin', 'manager', 'employee'] as const) {
      expect(
        canReadFile(as(role, companyId + 1), { kind: 'attachment', company_id: companyId, recipient: true }),
      ).toBe(false);
      expect(canReadFile(as(role, companyId + 1), { kind: 'acknowledgement', company_id: companyId })).toBe(
        false,
      );
    }
  });
});
