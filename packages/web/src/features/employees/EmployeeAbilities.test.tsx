import type { Role, TAbilities, TCompany, TEmployeeDetail } from '@teamline/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../layouts/company/test-company';
import { renderAt } from '../../layouts/company/test-render';

const current = vi.hoisted(() => ({ company: null as unknown }));
const idle = { mutate: vi.fn(), isPending: false };
vi.mock('../../api/employees', () => ({
  useEmployeeActions: () => ({
    update: idle,
    invite: idle,
    request: idle,
    unrequest: idle,
    remove: idle,
    bulk: idle,
  }),
}));
vi.mock('../../api/user', () => ({
  useUserDetails: () => ({ data: { employee: { id: 1, company_id: 5 } } }),
}));
vi.mock('../../layouts/company/use-current-company', () => ({
  useCurrentCompany: () => current.company as TCompany,
}));

const { EmployeeActions } = await import('./EmployeeActions');
const { default: EmployeeBulkEditPage } = await import('./EmployeeBulkEditPage');

const employee = {
  id: 9,
  name: 'Ana Flores',
  is_active: true,
  manager_ids: [],
} as unknown as TEmployeeDetail;
const setCompany = (role: Role, abilities: Partial<TAbilities> = {}) => {
  current.company = buildCompany(role, { id: 5, abilities });
};
/** The bulk role select's input (Mantine labels its option list with the same text). */
const roleInput = () => {
  const input = screen
    .getAllByLabelText('Role')
    .find((el): el is HTMLInputElement => el instanceof HTMLInputElement);
  if (!input) throw new Error('no role input');
  return input;
};

beforeEach(() => setCompany('admin'));

describe('employee actions follow the abilities the server sends, not the role', () => {
  it('an admin may delete another employee', () => {
    renderAt(<EmployeeActions employee={employee} />, '/5/employee/9');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('a manager may not', () => {
    setCompany('manager');
    renderAt(<EmployeeActions employee={employee} />, '/5/employee/9');
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('nor an admin without employees.delete', () => {
    setCompany('admin', { 'employees.delete': false });
    renderAt(<EmployeeActions employee={employee} />, '/5/employee/9');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe('bulk edit: the role follows employees.assign_management', () => {
  it('an admin may set the role', () => {
    renderAt(<EmployeeBulkEditPage />, '/5/employees/bulk-edit?ids=9');
    expect(roleInput().disabled).toBe(false);
  });

  it('a manager sees it, not editable', () => {
    setCompany('manager');
    renderAt(<EmployeeBulkEditPage />, '/5/employees/bulk-edit?ids=9');
    expect(roleInput().disabled).toBe(true);
    expect(screen.getByText('Only admins can make someone a manager or an admin.')).toBeTruthy();
  });

  it('so does an admin without employees.assign_management', () => {
    setCompany('admin', { 'employees.assign_management': false });
    renderAt(<EmployeeBulkEditPage />, '/5/employees/bulk-edit?ids=9');
    expect(roleInput().disabled).toBe(true);
  });
});
