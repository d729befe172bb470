import type { Role, TCompany } from '@teamline/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';

const state = vi.hoisted(() => ({ company: null as unknown, error: null as unknown, asked: 0 }));
vi.mock('../../api/employees', () => ({
  useEmployee: () => {
    state.asked += 1;
    return { data: undefined, error: state.error, isError: true, isPending: false };
  },
}));
vi.mock('../../layouts/company/use-current-company', () => ({
  useCurrentCompany: () => state.company as TCompany,
}));

const { default: EmployeeDetailPage } = await import('./EmployeeDetailPage');
const setRole = (role: Role) => {
  state.company = buildCompany(role, { id: 5 });
};
const renderDetail = () =>
  renderRoutes([{ path: '/:companyId/employee/:id', element: <EmployeeDetailPage /> }], '/5/employee/9');

beforeEach(() => {
  state.asked = 0;
  state.error = null;
  setRole('manager');
});

describe('EmployeeDetailPage says plainly when a record is not for the caller', () => {
  it('an employee gets the "not for you" page, and nothing is asked of the server', () => {
    setRole('employee');
    renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: 'Employee' })).toBeTruthy();
    expect(screen.getByText('This page is not for you')).toBeTruthy();
    expect(state.asked).toBe(0);
  });

  it('a 403 for the record is "not for you", not "not found"', () => {
    state.error = new ApiError(403, 'You are not allowed to do this', {}, 'forbidden');
    renderDetail();
    expect(screen.getByText('This page is not for you')).toBeTruthy();
    expect(screen.queryByText('This employee was not found.')).toBeNull();
  });

  it('a 404 is "not found"', () => {
    state.error = new ApiError(404, 'Employee not found', {}, 'not_found');
    renderDetail();
    expect(screen.getByRole('heading', { name: 'This employee was not found.' })).toBeTruthy();
  });
});
