import type { TFranchiseLocations, TFranchiseRun, TFranchiseStatus } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { franchiseApi } from '../../api/franchise';
import { ApiError } from '../../api/http';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import FranchiseCallbackPage from './FranchiseCallbackPage';
import FranchiseIntegratePage, { browser } from './FranchiseIntegratePage';
import FranchiseLocationsPage from './FranchiseLocationsPage';
import { FranchiseSection } from './FranchiseSection';

const mocks = vi.hoisted(() => ({ company: { current: null as unknown } }));
vi.mock('../../layouts/company/use-current-company', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../layouts/company/use-current-company')>()),
  useCurrentCompany: () => mocks.company.current,
}));

const run: TFranchiseRun = {
  id: 3,
  trigger: 'hourly',
  status: 'done',
  locations_total: 2,
  locations_done: 2,
  counts: { added: 4, updated: 1, moved: 1, deactivated: 2, unchanged: 10, rejected: 0 },
  error: null,
  created_at: '2026-11-24T10:00:00.000Z',
  finished_at: '2026-11-24T10:00:05.000Z',
};
const connected: TFranchiseStatus = {
  configured: true,
  connected: true,
  connected_at: '2026-11-20T10:00:00.000Z',
  synced_locations: 1,
  last_run: run,
};
const locations: TFranchiseLocations = {
  directory: [
    { ext_id: 'S1', name: 'North Store', synced: true, location_id: 4, location_name: 'North' },
    { ext_id: 'S2', name: 'South Store', synced: false, location_id: null, location_name: null },
  ],
  company: [
    { id: 4, name: 'North', ext_id: 'S1' },
    { id: 5, name: 'Harbor', ext_id: null },
  ],
};

const at = (path: string, element: React.ReactElement, route: string) =>
  renderRoutes(
    [
      { path: `/:companyId/${route}`, element },
      { path: '/:companyId/franchise-locations', element: <p>Locations page</p> },
    ],
    path,
  );

beforeEach(() => {
  vi.restoreAllMocks();
  mocks.company.current = buildCompany('admin');
  vi.spyOn(franchiseApi, 'status').mockResolvedValue(connected);
  vi.spyOn(franchiseApi, 'locations').mockResolvedValue(locations);
  vi.spyOn(franchiseApi, 'runs').mockResolvedValue([run]);
});

describe('Franchise locations page', () => {
  const renderPage = () =>
    renderRoutes(
      [{ path: '/:companyId/franchise-locations', element: <FranchiseLocationsPage /> }],
      '/7/franchise-locations',
    );

  it("lists the directory's locations beside ours and adds one into a new location", async () => {
    const add = vi.spyOn(franchiseApi, 'add').mockResolvedValue(locations);
    renderPage();
    const row = (await screen.findByText('South Store')).closest('tr') as HTMLElement;
    expect(within(row).getByDisplayValue('A new location named “South Store”')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Add South Store to the sync' }));
    await waitFor(() => expect(add).toHaveBeenCalledWith(7, 'S2', null));
    expect(screen.getByText('North')).toBeTruthy();
    expect(screen.getByText(/4 added, 1 updated, 1 moved, 2 deactivated, 10 unchanged/)).toBeTruthy();
  });

  it('previews the members, then imports', async () => {
    vi.spyOn(franchiseApi, 'preview').mockResolvedValue({
      counts: { create: 1, update: 0, unchanged: 0, reject: 0 },
      rows: [{ row: 1, outcome: 'create', employee_id: null, label: 'Ana Lopez', changes: [], errors: [] }],
      missing_count: 2,
    });
    const sync = vi.spyOn(franchiseApi, 'sync').mockResolvedValue({ ...run, id: 4, status: 'queued' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Ana Lopez')).toBeTruthy();
    expect(screen.getByText('2 people no longer listed will be deactivated.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import now' }));
    await waitFor(() => expect(sync).toHaveBeenCalledWith(7));
  });

  it('shows a run under way as a progress bar', async () => {
    vi.spyOn(franchiseApi, 'runs').mockResolvedValue([{ ...run, status: 'running', locations_done: 1 }]);
    renderPage();
    expect((await screen.findAllByText('Syncing: 1 of 2 locations read')).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('progressbar', { name: 'Sync progress' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Import now' })).toHaveProperty('disabled', true);
  });

  it('clears the integration after a confirmation', async () => {
    const clear = vi.spyOn(franchiseApi, 'clear').mockResolvedValue({ ...connected, connected: false });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Clear integration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the integration?' });
    expect(clear).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear integration' }));
    await waitFor(() => expect(clear).toHaveBeenCalledWith(7));
  });

  it('offers to connect when not connected', async () => {
    vi.spyOn(franchiseApi, 'status').mockResolvedValue({ ...connected, connected: false, last_run: null });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Connect the directory' });
    expect(link.getAttribute('href')).toBe('/7/franchise-integrate');
  });

  it('is not for managers', async () => {
    mocks.company.current = buildCompany('manager');
    renderPage();
    expect(await screen.findByText(/admins/i)).toBeTruthy();
    expect(franchiseApi.status).not.toHaveBeenCalled();
  });
});

describe('Connecting', () => {
  it('setup mode goes to the directory', async () => {
    vi.spyOn(franchiseApi, 'start').mockResolvedValue({
      authorize_url: 'http://directory.test/oauth/authorize?x=1',
    });
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    at('/7/franchise-integrate', <FranchiseIntegratePage />, 'franchise-integrate');
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://directory.test/oauth/authorize?x=1'));
    expect(franchiseApi.start).toHaveBeenCalledTimes(1);
  });

  it('the callback saves the token once and opens the locations', async () => {
    const save = vi.spyOn(franchiseApi, 'saveToken').mockResolvedValue(connected);
    at('/7/franchise-callback?state=st&code=co', <FranchiseCallbackPage />, 'franchise-callback');
    expect(await screen.findByText('Locations page')).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(7, 'st', 'co');
  });

  it('the callback says why when the state is refused', async () => {
    vi.spyOn(franchiseApi, 'saveToken').mockRejectedValue(
      new ApiError(409, 'This connection link is no longer valid: start again from Connect'),
    );
    at('/7/franchise-callback?state=old&code=co', <FranchiseCallbackPage />, 'franchise-callback');
    expect(
      await screen.findByText('This connection link is no longer valid: start again from Connect'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start again' }).getAttribute('href')).toBe(
      '/7/franchise-integrate',
    );
  });
});

describe('FranchiseSection', () => {
  it('sums up the connection for admins and links to the page', async () => {
    renderRoutes([{ path: '*', element: <FranchiseSection /> }], '/7/settings/integration');
    expect(await screen.findByText('Connected: 1 location synced.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage the franchise directory' }).getAttribute('href')).toBe(
      '/7/franchise-locations',
    );
  });

  it('shows nothing to anyone else', () => {
    mocks.company.current = buildCompany('manager');
    renderRoutes([{ path: '*', element: <FranchiseSection /> }], '/7/settings/integration');
    expect(screen.queryByText('Franchise directory')).toBeNull();
    expect(franchiseApi.status).not.toHaveBeenCalled();
  });
});
