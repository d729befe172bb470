import { MSG, type TCompany, type TEmployeeDetail } from '@teamline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../layouts/company/test-render';

const update = vi.fn();
const create = vi.fn();
const company = {
  id: 5,
  pivot: { role: 'admin' },
  locations: [{ id: 1, name: 'Downtown' }],
  audiences: [{ id: 3, name: 'Kitchen' }],
  managers: [{ id: 2, name: 'Kim Lee' }],
  employee_types: ['Full time'],
} as unknown as TCompany;
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

vi.mock('../../api/employees', () => ({
  useEmployee: () => ({ data: employee, isPending: false }),
  useEmployeeActions: () => ({
    create: { mutate: create, isPending: false },
    update: { mutate: update, isPending: false },
  }),
}));
vi.mock('../../layouts/company/use-current-company', () => ({ useCurrentCompany: () => company }));

const { default: EmployeeFormPage } = await import('./EmployeeFormPage');
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
});
