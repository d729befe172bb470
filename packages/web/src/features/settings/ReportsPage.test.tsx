import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { toastStore } from '../../stores/toasts';
import ReportsPage from './ReportsPage';

const mocks = vi.hoisted(() => ({ download: vi.fn(), company: { current: null as unknown } }));
vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  download: mocks.download,
}));
vi.mock('../../layouts/company/use-current-company', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../layouts/company/use-current-company')>()),
  useCurrentCompany: () => mocks.company.current,
}));

const renderReports = () =>
  renderRoutes([{ path: '/:companyId/settings/reports', element: <ReportsPage /> }], '/7/settings/reports');

beforeEach(() => {
  mocks.company.current = buildCompany('admin');
  mocks.download.mockReset();
  toastStore.set([]);
});

describe('Settings › Reports', () => {
  it('downloads weekly logins as CSV and as text for the company', async () => {
    mocks.download.mockResolvedValue('weekly-logins-report.csv');
    renderReports();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(mocks.download).toHaveBeenCalledWith(
        'POST',
        'company/reports/weekly-login',
        'weekly-logins report.csv',
        { body: { company_id: 7 } },
      ),
    );
    await waitFor(() =>
      expect(toastStore.get()[0]?.messages[0]).toBe('weekly-logins-report.csv downloaded.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download text' }));
    await waitFor(() =>
      expect(mocks.download).toHaveBeenLastCalledWith(
        'POST',
        'company/reports/weekly-login-text',
        'weekly-logins report.txt',
        { body: { company_id: 7 } },
      ),
    );
  });

  it("shows the generic 'Error' toast when the download fails", async () => {
    mocks.download.mockRejectedValue(new ApiError(500, 'Request failed with status code 500'));
    renderReports();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(toastStore.get()[0]?.title).toBe('Error'));
    expect(toastStore.get()[0]?.variant).toBe('error');
  });
});
