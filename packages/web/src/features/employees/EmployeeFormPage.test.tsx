import { MSG, type Role, type TAbilities, type TEmployeeDetail } from '@teamline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';

const update = vi.fn();
const create = vi.fn();
const companyAs = (role: Role, abilities: Partial<TAbilities> = {}) =>
  buildCompany(role, {
    id: 5,
    locations: [{ id: 1, name: 'Downtown' }],
    audiences: [{ id: 3, name: 'Kitchen' }],
    managers: [{ id: 2, name: 'Kim Lee' }],
    employee_types: ['Full time'],
    abilities,
  });
const current = { company: companyAs('admin') };
const employee = {
  id: 9,
  name: 'Ana Flores',
  name_first: 'Ana',
  name_last: 'Flores',
  email: 'ana@example.test',
  phone: '15555550100',
  role: 'employee',
  type: 'Full time',
  default_locale: 'es',
  birth_date_day: 4,
  birth_date_month: 7,
  work_anniversary: null,
  locations: [{ id: 1, name: 'Downtown' }],
  audiences: [{ id: 3, name: 'Kitchen' }],
  managers: [{ id: 2, name: 'Kim Lee' }],
  employees: [],
  location_ids: [1],
  audience_ids: [3],
  manager_ids: [2],
  flagged_messages: [{ id: 1 }],
  flagged_messages_active: [],
  raised_hands: [],
  raised_hands_active: [],
  checkins: [],
  checkins_active: [],
  manager_requests: [],
  manager_requests_today: [],
  manager_request_active: false,
} as unknown as TEmployeeDetail;

const shown = vi.hoisted(() => ({ employee: null as unknown, error: null as unknown }));
vi.mock('../../api/employees', () => ({
  useEmployee: () =>
    shown.error
      ? { data: undefined, error: shown.error, isPending: false }
      : { data: shown.employee, isPending: false },
  useEmployeeActions: () => ({
    create: { mutate: create, isPending: false },
    update: { mutate: update, isPending: false },
  }),
}));
vi.mock('../../layouts/company/use-current-company', () => ({ useCurrentCompany: () => current.company }));

const { default: EmployeeFormPage } = await import('./EmployeeFormPage');
/** The role select's input (Mantine labels its option list with the same text). */
const roleInput = () => {
  const input = screen
    .getAllByLabelText('Role')
    .find((el): el is HTMLInputElement => el instanceof HTMLInputElement);
  if (!input) throw new Error('no role input');
  return input;
};
const HINT = 'Only admins can make someone a manager or an admin.';
const STRIPPED = [
  'flagged_messages',
  'flagged_messages_active',
  'raised_hands',
  'raised_hands_active',
  'checkins',
  'checkins_active',
  'audiences',
  'locations',
  'managers',
  'employees',
  'manager_request_active',
  'manager_requests',
  'manager_requests_today',
];

function renderForm(path: string) {
  return renderRoutes(
    [
      { path: '/:companyId/employee/:id/edit', element: <EmployeeFormPage /> },
      { path: '/:companyId/employees/new', element: <EmployeeFormPage /> },
    ],
    path,
  );
}

describe('EmployeeFormPage', () => {
  beforeEach(() => {
    update.mockReset();
    create.mockReset();
    current.company = companyAs('admin');
    shown.employee = employee;
    shown.error = null;
  });

  it('saves an edit without the fields the spec strips, sending the *_ids lists instead', async () => {
    renderForm('/5/employee/9/edit');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Ana Flores' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledOnce());
    const [call] = update.mock.calls;
    if (!call) throw new Error('update was not called');
    const { id, body } = call[0] as { id: number; body: Record<string, unknown> };
    expect(id).toBe(9);
    for (const key of STRIPPED) expect(body).not.toHaveProperty(key);
    expect(body).toMatchObject({
      name: 'Ana Flores',
      location_ids: [1],
      audience_ids: [3],
      manager_ids: [2],
      phone: '(555)-555-0100',
      default_locale: 'es',
      birth_date_day: 4,
      birth_date_month: 7,
      type: 'Full time',
      role: 'employee',
    });
  }, 20_000);

  it("shows the spec's texts and sends nothing when the form is invalid", async () => {
    renderForm('/5/employees/new');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create employee' }));
    expect(await screen.findByText(MSG.required)).toBeTruthy();
    expect(screen.getByText(MSG.email)).toBeTruthy();
    expect(screen.getByText(MSG.phoneLength)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  }, 20_000);

  it('with employees.assign_management the role can be chosen (and is sent, above)', () => {
    renderForm('/5/employee/9/edit');
    expect(roleInput().disabled).toBe(false);
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('without employees.assign_management the role is shown, not editable, and never sent', async () => {
    current.company = companyAs('admin', { 'employees.assign_management': false });
    renderForm('/5/employee/9/edit');
    expect(roleInput().disabled).toBe(true);
    expect(screen.getByText(HINT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledOnce());
    const [call] = update.mock.calls;
    if (!call) throw new Error('update was not called');
    expect((call[0] as { body: object }).body).not.toHaveProperty('role');
  }, 20_000);

  it('has no free Name field: the full name is the first and last name joined, and is what is sent', async () => {
    shown.employee = { ...employee, name: 'Omar  Haddad', name_first: null, name_last: null };
    renderForm('/5/employee/9/edit');
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Omar');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Haddad');
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Ali' } });
    expect(screen.getByTestId('employee-full-name').textContent).toBe('Full name: Omar Ali');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledOnce());
    expect(update.mock.calls[0]?.[0]).toMatchObject({
      body: { name: 'Omar Ali', name_first: 'Omar', name_last: 'Ali' },
    });
  }, 20_000);

  it('tells an employee the page is not for them, with no form to fill', () => {
    current.company = companyAs('employee');
    renderForm('/5/employees/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New Employee' })).toBeTruthy();
    expect(screen.getByText('This page is not for you')).toBeTruthy();
    expect(screen.getByText('Only managers and admins can open this page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/5');
    expect(screen.queryByRole('button', { name: 'Create employee' })).toBeNull();
  });

  it('says "not for you", not "not found", when the server answers 403 for the record', () => {
    shown.error = new ApiError(403, 'You are not allowed to do this', {}, 'forbidden');
    renderForm('/5/employee/9/edit');
    expect(screen.getByText('This page is not for you')).toBeTruthy();
    expect(screen.queryByText('This employee was not found.')).toBeNull();
  });
});
