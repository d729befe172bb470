import { MSG } from '@teamline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { toastStore } from '../../stores/toasts';
import LocationFormPage from './LocationFormPage';

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

function renderForm(path = '/7/settings/new-location') {
  return renderRoutes(
    [
      { path: '/:companyId/settings/new-location', element: <LocationFormPage /> },
      { path: '/:companyId/settings/location/:id', element: <LocationFormPage /> },
      { path: '/:companyId/settings/locations', element: <p>locations list</p> },
    ],
    path,
  );
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'New Location' }));

beforeEach(() => {
  mocks.company.current = buildCompany('admin');
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  toastStore.set([]);
});
afterEach(() => vi.restoreAllMocks());

describe('Settings › New Location', () => {
  it('requires a name and sends nothing until it has one', async () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'New Location' })).toBeTruthy();
    save();
    expect(await screen.findByText(MSG.required)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: '   ' } });
    save();
    expect(await screen.findByText(MSG.required)).toBeTruthy();
    expect(mocks.api.post).not.toHaveBeenCalled();
  });

  it('defaults the time zone to Chicago and creates the location', async () => {
    mocks.api.post.mockResolvedValue({ id: 3, name: 'Downtown', timezone: 'America/Chicago' });
    const { router, queryClient } = renderForm();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(screen.getByDisplayValue('Chicago')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: ' Downtown ' } });
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/settings/locations'));
    expect(mocks.api.post).toHaveBeenCalledWith('company/location', {
      company_id: 7,
      name: 'Downtown',
      timezone: 'America/Chicago',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['company', 7, 'details'] });
    expect(toastStore.get().map((t) => t.variant)).toContain('success');
  });

  it("logs 'cannot create location', shows the server's text and stays on the form", async () => {
    const error = new ApiError(422, 'Invalid input', { name: ['Must be at most 120 characters'] });
    mocks.api.post.mockRejectedValue(error);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderForm();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Uptown' } });
    save();
    expect(await screen.findAllByText('Must be at most 120 characters')).not.toHaveLength(0);
    expect(log).toHaveBeenCalledWith('cannot create location', error);
    expect(toastStore.get()[0]?.title).toBe('Error');
    expect(router.state.location.pathname).toBe('/7/settings/new-location');
  });

  it("logs 'cannot update location' when saving an existing one fails", async () => {
    mocks.api.get.mockResolvedValue({
      id: 4,
      name: 'Airport',
      timezone: 'America/Denver',
      employee_count: 2,
    });
    const error = new ApiError(500, 'Boom');
    mocks.api.put.mockRejectedValue(error);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm('/7/settings/location/4');
    const name = await screen.findByDisplayValue('Airport');
    expect(screen.getByDisplayValue('Denver')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Airport East' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('cannot update location', error));
    expect(mocks.api.put).toHaveBeenCalledWith('company/location', {
      company_id: 7,
      id: 4,
      name: 'Airport East',
      timezone: 'America/Denver',
    });
  });

  it('tells a non-admin that only admins can open it', () => {
    mocks.company.current = buildCompany('manager');
    renderForm();
    expect(screen.getByText(/Only admins can open this page/)).toBeTruthy();
    expect(screen.queryByLabelText(/Name/)).toBeNull();
  });
});
