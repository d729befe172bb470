import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { toastStore } from '../../stores/toasts';
import AudienceFormPage from './AudienceFormPage';

const mocks = vi.hoisted(() => ({
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
  company: { current: null as unknown },
}));
vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  api: mocks.api,
}));
vi.mock('../../layouts/company/use-current-company', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../layouts/company/use-current-company')>()),
  useCurrentCompany: () => mocks.company.current,
}));

const renderAudience = (path: string) =>
  renderRoutes(
    [
      { path: '/:companyId/settings/new-audience', element: <AudienceFormPage /> },
      { path: '/:companyId/settings/audience/:id', element: <AudienceFormPage /> },
      { path: '/:companyId/settings/audiences', element: <p>audiences list</p> },
    ],
    path,
  );

beforeEach(() => {
  mocks.company.current = buildCompany('admin');
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  mocks.api.get.mockResolvedValue({ id: 5, name: 'Drivers', employee_count: 3 });
  toastStore.set([]);
});
afterEach(() => vi.restoreAllMocks());

describe('Settings › Audience', () => {
  it('sends only the name of a new audience (no time zone)', async () => {
    mocks.api.post.mockResolvedValue({ id: 6, name: 'Bakers' });
    const { router } = renderAudience('/7/settings/new-audience');
    expect(screen.queryByText('Time zone')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Bakers' } });
    fireEvent.click(screen.getByRole('button', { name: 'New Audience' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/settings/audiences'));
    expect(mocks.api.post).toHaveBeenCalledWith('company/audience', { company_id: 7, name: 'Bakers' });
  });

  it("asks before deleting, then logs 'cannot delete audience' and shows the error when it fails", async () => {
    const error = new ApiError(500, 'Boom');
    mocks.api.delete.mockRejectedValue(error);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderAudience('/7/settings/audience/5');
    expect(await screen.findByDisplayValue('Drivers')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(mocks.api.delete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('cannot delete audience', error));
    expect(mocks.api.delete).toHaveBeenCalledWith('company/audience', { company_id: 7, id: 5 });
    await waitFor(() => expect(toastStore.get()[0]?.title).toBe('Error'));
    expect(router.state.location.pathname).toBe('/7/settings/audience/5');
  });
});
