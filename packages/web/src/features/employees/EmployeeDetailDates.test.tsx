import type { TCompany, TEmployeeDetail } from '@teamline/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateZone } from '../../i18n/dates';
import { switchLocale } from '../../i18n/index';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';

const employee = {
  id: 9,
  name: 'Ana Flores',
  email: null,
  phone: null,
  role: 'employee',
  type: null,
  default_locale_label: 'English',
  birth_date_month: 11,
  birth_date_day: 29,
  work_anniversary: '2023-11-29',
  is_active: true,
  is_on_leave: false,
  // 03:30 UTC on 2 March is the evening of 1 March in Chicago.
  last_invited_at: '2026-03-02T03:30:00.000Z',
  invite_accepted_at: null,
  locations: [],
  audiences: [],
  managers: [],
  employees: [],
  manager_ids: [],
} as unknown as TEmployeeDetail;
const idle = { mutate: vi.fn(), isPending: false };
const none = { data: undefined };
vi.mock('../../api/employees', () => ({
  useEmployee: () => ({ data: employee, isPending: false }),
  useEmployeeActions: () => ({ update: idle, invite: idle, request: idle, unrequest: idle, remove: idle }),
  useEmployeeMemos: () => ({ summary: none, read: none, unread: none }),
}));
vi.mock('../../api/user', () => ({ useUserDetails: () => ({ data: undefined }) }));
vi.mock('../../layouts/company/use-current-company', () => ({
  useCurrentCompany: (): TCompany => buildCompany('manager', { id: 5 }),
}));

const { default: EmployeeDetailPage } = await import('./EmployeeDetailPage');

const renderDetail = () =>
  renderRoutes(
    [
      {
        path: '/:companyId/employee/:id',
        element: (
          <DateZone value="America/Chicago">
            <EmployeeDetailPage />
          </DateZone>
        ),
      },
    ],
    '/5/employee/9',
  );

describe('the employee detail shows its dates in words, in company time', () => {
  it('a work anniversary as a date, not an ISO string; the last invitation in the company zone', async () => {
    renderDetail();
    expect(await screen.findByText('Nov 29, 2023')).toBeTruthy();
    expect(screen.queryByText('2023-11-29')).toBeNull();
    expect(screen.getByText('November 29')).toBeTruthy();
    expect(screen.getByText('3/1/26, 9:30 PM CST')).toBeTruthy();
  });

  it('in Spanish', async () => {
    await switchLocale('es');
    try {
      renderDetail();
      expect(await screen.findByText('29 nov 2023')).toBeTruthy();
      expect(screen.getByText('29 de noviembre')).toBeTruthy();
      expect(screen.getByText('1/3/26, 21:30 GMT-6')).toBeTruthy();
    } finally {
      await switchLocale('en');
    }
  });
});
