import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { canManageLibraryFile, canReadFile, type StoredFile, seesOnlyTargetedFiles } from './media.js';

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

  it.each([
    ['admin', false, true],
    ['manager', false, true],
    ['employee who uploaded it', true, true],
    ['employee, not the author', false, false],
  ] as const)('a form response file, %s (author %s): %s', (who, author, allowed) => {
    const role = who.startsWith('employee') ? 'employee' : (who as Role);
    expect(canReadFile(as(role), { kind: 'form_file', company_id: companyId, author })).toBe(allowed);
  });

  it("nobody reads another company's file, whatever their role there", () => {
    for (const role of ['admin', 'manager', 'employee'] as const) {
      expect(
        canReadFile(as(role, companyId + 1), { kind: 'attachment', company_id: companyId, recipient: true }),
      ).toBe(false);
      expect(canReadFile(as(role, companyId + 1), { kind: 'acknowledgement', company_id: companyId })).toBe(
        false,
      );
      expect(
        canReadFile(as(role, companyId + 1), { kind: 'form_file', company_id: companyId, author: true }),
      ).toBe(false);
    }
  });
});

/**
 * Role × relation to a media library file: management reads and manages every file of the
 * company; an employee reads one targeted to them once it is marked viewable, and manages none.
 */
const LIBRARY: [string, Role, boolean, boolean, boolean, boolean][] = [
  // relation, role, targeted, viewable, may read, may manage
  ['admin, file targeted to nobody', 'admin', false, false, true, true],
  ['manager, file not viewable', 'manager', false, false, true, true],
  ['manager, file of other places', 'manager', false, true, true, true],
  ['employee targeted, viewable', 'employee', true, true, true, false],
  ['employee targeted, not yet viewable', 'employee', true, false, false, false],
  ['employee not targeted, viewable', 'employee', false, true, false, false],
  ['employee not targeted, not viewable', 'employee', false, false, false, false],
];

describe('policies/media library files', () => {
  it.each(LIBRARY)(
    '%s (%s, targeted %s, viewable %s): read %s, manage %s',
    (_r, role, targeted, viewable, read, manage) => {
      const file = { kind: 'library', company_id: companyId, targeted, viewable } as const;
      expect(canReadFile(as(role), file)).toBe(read);
      expect(canManageLibraryFile(as(role), file)).toBe(manage);
    },
  );

  it("nobody reads or manages another company's library file", () => {
    for (const role of ['admin', 'manager', 'employee'] as const) {
      const file = { kind: 'library', company_id: companyId, targeted: true, viewable: true } as const;
      expect(canReadFile(as(role, companyId + 1), file)).toBe(false);
      expect(canManageLibraryFile(as(role, companyId + 1), file)).toBe(false);
    }
  });

  it('an employee sees only targeted files in lists; management sees all', () => {
    expect(seesOnlyTargetedFiles({ role: 'employee' })).toBe(true);
    expect(seesOnlyTargetedFiles({ role: 'manager' })).toBe(false);
    expect(seesOnlyTargetedFiles({ role: 'admin' })).toBe(false);
  });
});
