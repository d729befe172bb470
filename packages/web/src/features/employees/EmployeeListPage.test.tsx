import type { Role, TAbilities, TEmployeeDetail, TEmployeePage } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmployeeListParams } from '../../api/employees';
import { buildCompany } from '../../layouts/company/test-company';
import { renderAt } from '../../layouts/company/test-render';

const listCalls: EmployeeListParams[] = [];
const viewer: { role: Role; abilities: Partial<TAbilities> } = { role: 'admin', abilities: {} };
const employee = {
  id: 4,
  name: 'Ana Flores',
  role: 'manager',
  type: null,
  is_active: true,
  locations: [{ id: 1, name: 'Downtown' }],
  managers: [{ id: 2, name: 'Kim Lee' }],
  has_flag: true,
  has_checkin: false,
  has_raised_hand: true,
} as unknown as TEmployeeDetail;
const page = {
  employees: [employee],
  current_page: 1,
  total_pages: 1,
  total: 1,
  per_page: 25,
  sort_by: 'name',
  sort_direction: 'asc',
} as unknown as TEmployeePage;

vi.mock('../../api/employees', () => ({
  useEmployeeList: (_companyId: number, params: EmployeeListParams) => {
    listCalls.push(params);
    return { data: page, isPending: false, isError: false };
  },
  useEmployeeActions: () => ({ invite: { mutate: vi.fn(), isPending: false } }),
}));
vi.mock('../../layouts/company/use-current-company', () => ({
  useCurrentCompany: () =>
    buildCompany(viewer.role, {
      id: 5,
      locations: [{ id: 1, name: 'Downtown' }],
      audiences: [{ id: 3, name: 'Kitchen' }],
      abilities: viewer.abilities,
    }),
}));

const { default: EmployeeListPage } = await import('./EmployeeListPage');

describe('EmployeeListPage', () => {
  beforeEach(() => {
    viewer.role = 'admin';
    viewer.abilities = {};
  });

  it("labels the filters 'Search for employees', 'All locations' and 'All audiences' (spec §2)", () => {
    renderAt(<EmployeeListPage />, '/5/employees');
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeTruthy();
    expect(screen.getByLabelText('Search for employees')).toBeTruthy();
    expect(screen.getByPlaceholderText('All locations')).toBeTruthy();
    expect(screen.getByPlaceholderText('All audiences')).toBeTruthy();
  });

  it('filters by several locations and audiences, kept in the address', () => {
    renderAt(<EmployeeListPage />, '/5/employees?locations=1,7&audiences=3');
    expect(listCalls.at(-1)).toMatchObject({ locations: [1, 7], audiences: [3] });
    expect(screen.queryByPlaceholderText('All locations')).toBeNull();
  });

  it('shows which rows of how many, and lets the page size be chosen', async () => {
    page.total = 60;
    page.total_pages = 3;
    page.current_page = 2;
    try {
      const { router } = renderAt(<EmployeeListPage />, '/5/employees?page=2');
      expect(screen.getByText('26–50 of 60 employees')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
      expect(listCalls.at(-1)).toMatchObject({ page: 2, per_page: 25 });
      const perPage = screen.getAllByLabelText('Per page').find((el) => el instanceof HTMLInputElement);
      if (!perPage) throw new Error('no page size select');
      fireEvent.click(perPage);
      fireEvent.click(await screen.findByRole('option', { name: '50' }));
      await waitFor(() => expect(listCalls.at(-1)).toMatchObject({ page: 1, per_page: 50 }));
      expect(router.state.location.search).toBe('?per_page=50');
    } finally {
      Object.assign(page, { total: 1, total_pages: 1, current_page: 1 });
    }
  });

  it('shows a row with role, locations, managers and the follow-up markers', () => {
    renderAt(<EmployeeListPage />, '/5/employees');
    expect(screen.getByRole('link', { name: 'Ana Flores' })).toBeTruthy();
    const table = within(screen.getByRole('table'));
    expect(table.getByText('Downtown')).toBeTruthy();
    expect(table.getByText('Kim Lee')).toBeTruthy();
    expect(table.getByText('Manager')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Flagged message' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Raised hand' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Check-in' })).toBeNull();
  });

  it('sends the typed terms after a pause, from page 1', async () => {
    renderAt(<EmployeeListPage />, '/5/employees?page=3');
    fireEvent.change(screen.getByLabelText('Search for employees'), { target: { value: 'ana' } });
    await waitFor(() => expect(listCalls.at(-1)).toMatchObject({ terms: 'ana', page: 1 }));
  });

  it('enables Bulk edit and Invite selected once a row is selected', () => {
    renderAt(<EmployeeListPage />, '/5/employees');
    const bulk = screen.getByRole('button', { name: 'Bulk edit' });
    expect(bulk.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ana Flores' }));
    expect(bulk.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Invite selected' }).hasAttribute('disabled')).toBe(false);
  });

  it('gives an employee the roster only: no actions, no selection, rows that do not open', () => {
    viewer.role = 'employee';
    renderAt(<EmployeeListPage />, '/5/employees');
    expect(screen.getByText('Ana Flores')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ana Flores' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('link', { name: 'New Employee' })).toBeNull();
    expect(screen.queryByLabelText('See all employees')).toBeNull();
  });

  it('offers an admin the whole team (See all)', () => {
    renderAt(<EmployeeListPage />, '/5/employees');
    expect(screen.getByLabelText('See all employees')).toBeTruthy();
  });

  it('offers a manager no See all', () => {
    viewer.role = 'manager';
    renderAt(<EmployeeListPage />, '/5/employees');
    expect(screen.queryByLabelText('See all employees')).toBeNull();
  });
});

describe('EmployeeListPage follows the abilities the server sends, not the role', () => {
  beforeEach(() => {
    viewer.role = 'manager';
    viewer.abilities = {};
  });

  it('a manager sees New Employee, both imports, Bulk edit and Invite selected', () => {
    renderAt(<EmployeeListPage />, '/5/employees');
    for (const name of ['New Employee', 'Import employees', 'Import managers'])
      expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bulk edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite selected' })).toBeTruthy();
  });

  it('without employees.import there are no import links', () => {
    viewer.abilities = { 'employees.import': false };
    renderAt(<EmployeeListPage />, '/5/employees');
    expect(screen.getByRole('link', { name: 'New Employee' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Import employees' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import managers' })).toBeNull();
  });

  it('without employees.invite there is no Invite selected', () => {
    viewer.abilities = { 'employees.invite': false };
    renderAt(<EmployeeListPage />, '/5/employees');
    expect(screen.getByRole('button', { name: 'Bulk edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite selected' })).toBeNull();
  });

  it('without employees.manage the list is the roster: no selection, rows that do not open', () => {
    viewer.abilities = { 'employees.manage': false };
    renderAt(<EmployeeListPage />, '/5/employees');
    expect(screen.queryByRole('link', { name: 'Ana Flores' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('link', { name: 'New Employee' })).toBeNull();
  });

  it('See all follows employees.see_all and is sent only then', () => {
    viewer.abilities = { 'employees.see_all': true };
    renderAt(<EmployeeListPage />, '/5/employees?see_all=yes');
    expect(screen.getByLabelText('See all employees')).toBeTruthy();
    expect(listCalls.at(-1)).toMatchObject({ see_all: 'yes' });
  });

  it('without employees.see_all no See all, and see_all=yes in the address is not sent', () => {
    viewer.role = 'admin';
    viewer.abilities = { 'employees.see_all': false };
    renderAt(<EmployeeListPage />, '/5/employees?see_all=yes');
    expect(screen.queryByLabelText('See all employees')).toBeNull();
    expect(listCalls.at(-1)).toMatchObject({ see_all: 'no' });
  });
});
