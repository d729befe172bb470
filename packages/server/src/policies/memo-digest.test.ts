import { describe, expect, it } from 'vitest';
import { employeeManagesMemo } from './memo.js';

/** Where a manager's late digest leads: the memo if they manage it (canManageMemo's answer). */
describe('employeeManagesMemo', () => {
  const memo = { company_id: 7, kind: 'message', creator_id: 11, celebrated_employee_id: null };
  it('an admin and the memo’s own manager manage it; another manager and an employee do not', () => {
    expect(employeeManagesMemo({ id: 99, role: 'admin' }, memo)).toBe(true);
    expect(employeeManagesMemo({ id: 11, role: 'manager' }, memo)).toBe(true);
    expect(employeeManagesMemo({ id: 12, role: 'manager' }, memo)).toBe(false);
    expect(employeeManagesMemo({ id: 11, role: 'employee' }, memo)).toBe(false);
  });
});
