import { describe, expect, it, vi } from 'vitest';

vi.mock('../../api/employees', () => ({ useEmployeeActions: vi.fn() }));
vi.mock('../../layouts/company/use-current-company', () => ({ useCurrentCompany: vi.fn() }));
const { selectedIds } = await import('./EmployeeBulkEditPage');

describe('selectedIds', () => {
  it('takes the ids from the router state, else from ?ids=, dropping junk and repeats', () => {
    expect(selectedIds({ ids: [3, 4, 3] }, '9')).toEqual([3, 4]);
    expect(selectedIds(null, '1,2,x,-5,2')).toEqual([1, 2]);
    expect(selectedIds(undefined, null)).toEqual([]);
  });
});
