import { describe, expect, it } from 'vitest';
import { can } from './actions.js';
import { canManageFranchise, canSyncInto } from './franchise.js';

const admin = { companyId: 1, role: 'admin' as const };
const manager = { companyId: 1, role: 'manager' as const };

describe('franchise policy', () => {
  it('keeps the directory to admins', () => {
    expect(can(admin, 'franchise.manage')).toBe(true);
    expect(can(manager, 'franchise.manage')).toBe(false);
    expect(can({ role: 'employee' }, 'franchise.manage')).toBe(false);
    expect(canManageFranchise(admin)).toBe(true);
    expect(canManageFranchise(manager)).toBe(false);
  });

  it('syncs only into a live location of the caller’s company', () => {
    expect(canSyncInto(admin, { company_id: 1, deleted_at: null })).toBe(true);
    expect(canSyncInto(admin, { company_id: 2, deleted_at: null })).toBe(false);
    expect(canSyncInto(admin, { company_id: 1, deleted_at: '2026-01-01T00:00:00.000Z' })).toBe(false);
    expect(canSyncInto(admin, undefined)).toBe(false);
    expect(canSyncInto(manager, { company_id: 1, deleted_at: null })).toBe(false);
  });
});
