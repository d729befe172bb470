import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../layouts/company/test-company';
import { renderAt, renderRoutes } from '../../layouts/company/test-render';
import AudiencesPage from './AudiencesPage';
import LocationFormPage from './LocationFormPage';
import LocationsPage from './LocationsPage';
import SettingsIndexPage from './SettingsIndexPage';
import TagsPage from './TagsPage';

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

const downtown = {
  id: 3,
  name: 'Downtown',
  timezone: 'America/Denver',
  created_at: '2026-03-04T10:00:00.000Z',
  deleted_at: null,
  employee_count: 12,
};
const cooks = {
  id: 5,
  name: 'Cooks',
  created_at: '2026-01-02T10:00:00.000Z',
  deleted_at: null,
  employee_count: 4,
};
const page = (kind: 'locations' | 'audiences', rows: unknown[]) => ({
  [kind]: rows,
  current_page: 1,
  total_pages: 1,
  total: rows.length,
  per_page: 25,
  sort_by: 'name',
  sort_direction: 'asc',
  terms: '',
});
/** The query of the latest list request. */
const lastQuery = () => mocks.api.get.mock.calls.at(-1)?.[1] as Record<string, unknown>;

beforeEach(() => {
  mocks.company.current = buildCompany('admin');
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  mocks.api.get.mockImplementation(async (path: string) =>
    path === 'audiences' ? page('audiences', [cooks]) : page('locations', [downtown]),
  );
});

describe('Settings › Locations and Audiences tables', () => {
  it('sort by name, then the other way, then by creation date', async () => {
    renderAt(<LocationsPage />, '/7/settings/locations');
    expect(await screen.findByRole('link', { name: 'Downtown' })).toBeTruthy();
    expect(lastQuery()).toMatchObject({ company_id: 7, sort_by: 'name', sort_direction: 'asc', page: 1 });
    const name = screen.getByRole('button', { name: 'Sort by Name' });
    expect(name.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByText('Mar 4, 2026')).toBeTruthy();

    fireEvent.click(name);
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort_by: 'name', sort_direction: 'desc' }));
    expect(name.closest('th')?.getAttribute('aria-sort')).toBe('descending');

    const created = screen.getByRole('button', { name: 'Sort by Created' });
    fireEvent.click(created);
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort_by: 'created_at', sort_direction: 'asc' }));
    expect(created.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(name.closest('th')?.getAttribute('aria-sort')).toBe('none');
  });

  it('sorts audiences the same way', async () => {
    renderAt(<AudiencesPage />, '/7/settings/audiences');
    fireEvent.click(await screen.findByRole('button', { name: 'Sort by Created' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort_by: 'created_at', sort_direction: 'asc' }));
    expect(mocks.api.get.mock.calls.at(-1)?.[0]).toBe('audiences');
  });

  it('offers an admin the button to add one', async () => {
    renderAt(<LocationsPage />, '/7/settings/locations');
    expect(await screen.findByRole('link', { name: 'New Location' })).toBeTruthy();
  });
});

describe('what a manager gets, as the server allows (decisions.md, Places)', () => {
  beforeEach(() => {
    mocks.company.current = buildCompany('manager');
  });

  it('reads the locations list without the button to add', async () => {
    renderAt(<LocationsPage />, '/7/settings/locations');
    expect(await screen.findByRole('link', { name: 'Downtown' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New Location' })).toBeNull();
    expect(screen.queryByText(/Only admins can open this page/)).toBeNull();
  });

  it('reads one location without a form or a delete button', async () => {
    mocks.api.get.mockResolvedValue(downtown);
    renderRoutes(
      [{ path: '/:companyId/settings/location/:id', element: <LocationFormPage /> }],
      '/7/settings/location/3',
    );
    expect(await screen.findByText('Downtown')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Location' })).toBeTruthy();
    expect(screen.getByText('Denver')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText(/Only admins can change this/)).toBeTruthy();
  });

  it('keeps tags, which management manages', async () => {
    mocks.api.get.mockResolvedValue([]);
    renderAt(<TagsPage />, '/7/settings/tags');
    expect(await screen.findByText('No tags yet.')).toBeTruthy();
    expect(screen.queryByText(/Only/)).toBeNull();
  });

  it('finds Locations, Audiences and Tags in Settings, and nothing only admins may use', () => {
    renderAt(<SettingsIndexPage />, '/7/settings');
    const cards = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(cards).toEqual(['Locations', 'Audiences', 'Tags', 'Team Invitations']);
  });

  it('leaves an employee out of all of them', async () => {
    mocks.company.current = buildCompany('employee');
    renderAt(<LocationsPage />, '/7/settings/locations');
    expect(screen.getByText('Only managers and admins can open this page.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
