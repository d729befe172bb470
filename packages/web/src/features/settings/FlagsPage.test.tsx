import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { toastStore } from '../../stores/toasts';
import FlagsPage from './FlagsPage';

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

const renderFlags = () =>
  renderRoutes([{ path: '/:companyId/settings/flags', element: <FlagsPage /> }], '/7/settings/flags');
/** A switch's name is its label followed by its description. */
const switchFor = (label: string) =>
  screen.getByRole('switch', { name: new RegExp(`^${label} `) }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save flags' }) as HTMLButtonElement;

beforeEach(() => {
  mocks.company.current = buildCompany('admin', {
    flags: [
      { key: 'checkins', enabled: true },
      { key: 'files', enabled: false },
    ],
  });
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  toastStore.set([]);
});

describe('Settings › Flags', () => {
  it('shows one labelled switch per flag, set from the company', () => {
    renderFlags();
    expect(screen.getByRole('heading', { level: 1, name: 'Flags' })).toBeTruthy();
    expect(switchFor('Files').checked).toBe(false);
    expect(switchFor('Check-ins').checked).toBe(true);
    expect(switchFor('Hide audiences').checked).toBe(false);
    expect(switchFor('Hide locations').checked).toBe(false);
    expect(saveButton().disabled).toBe(true);
  });

  it('saves every flag by key, then refreshes the company details', async () => {
    mocks.api.post.mockResolvedValue([]);
    const { queryClient } = renderFlags();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(switchFor('Files'));
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(mocks.api.post).toHaveBeenCalledWith('settings/flags', {
        company_id: 7,
        flags: [
          { key: 'files', enabled: true },
          { key: 'checkins', enabled: true },
          { key: 'disable-audiences', enabled: false },
          { key: 'disable-locations', enabled: false },
        ],
      }),
    );
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['company', 7, 'details'] }));
    expect(toastStore.get().map((t) => t.messages[0])).toContain('Flags saved.');
  });

  it('shows the error toast when saving fails', async () => {
    mocks.api.post.mockRejectedValue(new ApiError(403, 'This action is unauthorized.'));
    renderFlags();
    fireEvent.click(switchFor('Hide locations'));
    fireEvent.click(saveButton());
    await waitFor(() => expect(toastStore.get()[0]?.title).toBe('Error'));
    expect(toastStore.get()[0]?.messages).toEqual(['This action is unauthorized.']);
  });

  it('tells a non-admin that only admins can open it', () => {
    mocks.company.current = buildCompany('employee');
    renderFlags();
    expect(screen.getByRole('heading', { level: 1, name: 'Flags' })).toBeTruthy();
    expect(screen.getByText(/Only admins can open this page/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('follows settings.manage, not the role: an admin without it gets the same note', () => {
    mocks.company.current = buildCompany('admin', { abilities: { 'settings.manage': false } });
    renderFlags();
    expect(screen.getByText(/Only admins can open this page/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
