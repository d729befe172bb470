import type { Role, TPackagesPage } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { buildPackage, buildPackagesPage } from './test-packages';

const calls = vi.fn();
let listAnswer: TPackagesPage = buildPackagesPage([]);
vi.mock('../../api/http', async (original) => ({
  ...(await original<typeof import('../../api/http')>()),
  api: {
    get: async (path: string, query: unknown) => calls('GET', path, query),
    post: async (path: string, body: unknown) => {
      calls('POST', path, body);
      if (path === 'memo-template-packages/list') return listAnswer;
      if (path === 'memo-template-packages/create')
        return buildPackage({ id: 44, name: 'Opening', steps: [] });
      return null;
    },
    put: async (path: string, body: unknown) => calls('PUT', path, body),
    delete: async (path: string, body: unknown) => calls('DELETE', path, body),
  },
}));
const viewer: { role: Role } = { role: 'manager' };
vi.mock('../../layouts/company/use-current-company', () => ({
  useCurrentCompany: () => buildCompany(viewer.role, { id: 5 }),
}));

const { default: MemoPackagesListPage } = await import('./MemoPackagesListPage');

const renderList = (path = '/5/memo-packages') =>
  renderRoutes(
    [
      { path: '/:companyId/memo-packages', element: <MemoPackagesListPage /> },
      { path: '/:companyId/memo-package/:id', element: <p>package page</p> },
    ],
    path,
  );
const listBodies = () =>
  calls.mock.calls.filter((c) => c[1] === 'memo-template-packages/list').map((c) => c[2]);

describe('MemoPackagesListPage', () => {
  beforeEach(() => {
    calls.mockReset();
    viewer.role = 'manager';
    listAnswer = buildPackagesPage([]);
  });

  it('tells an employee plainly the page is not for them, and asks nothing', () => {
    viewer.role = 'employee';
    renderList();
    expect(screen.getByText('Only managers and admins can open this page.')).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
  });

  it('lists packages with their templates, spread, uses; reads sort and page from the URL', async () => {
    listAnswer = buildPackagesPage([buildPackage({ description: 'For cooks' })], {
      total: 26,
      total_pages: 2,
    });
    renderList('/5/memo-packages?sort=name&dir=asc&page=2');
    const link = await screen.findByRole('link', { name: 'New hire, first week' });
    expect(link.getAttribute('href')).toBe('/5/memo-package/30');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('3 templates')).toBeTruthy();
    expect(within(row).getByText('4 days')).toBeTruthy();
    expect(within(row).getByText('For cooks')).toBeTruthy();
    expect(screen.getByText('26 packages')).toBeTruthy();
    expect(listBodies()[0]).toEqual({
      company_id: 5,
      page: 2,
      terms: '',
      sort_by: 'name',
      sort_direction: 'asc',
    });
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeTruthy();
  });

  it('searches by name (debounced into the URL and the request)', async () => {
    renderList();
    await screen.findByRole('heading', { name: 'No packages yet' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search packages' }), {
      target: { value: 'hire' },
    });
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ terms: 'hire', page: 1 }), {
      timeout: 2000,
    });
    expect(await screen.findByText('No package matches this search.')).toBeTruthy();
  });

  it('creates a package from the empty state and opens it', async () => {
    renderList();
    const empty = await screen.findByRole('heading', { name: 'No packages yet' });
    fireEvent.click(within(empty.closest('div') as HTMLElement).getByRole('button', { name: 'New package' }));
    const dialog = await screen.findByRole('dialog', { name: 'New package' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create package' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: ' Opening ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create package' }));
    expect(await screen.findByText('package page')).toBeTruthy();
    expect(calls).toHaveBeenCalledWith('POST', 'memo-template-packages/create', {
      company_id: 5,
      name: 'Opening',
      description: null,
    });
  });
});
