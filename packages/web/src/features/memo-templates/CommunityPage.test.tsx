import type { Role } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { buildPage, buildShared, buildTemplate } from './test-templates';

const calls = vi.fn();
let items = [
  buildShared(),
  buildShared({ id: 41, kind: 'message', title: 'Our own notice', mine: true, description: null }),
];
const answer = (path: string, body: unknown) => {
  calls(path, body);
  if (path === 'memo-templates/list') return buildPage(items, 'community');
  if (path === 'memo-templates/share/categories')
    return {
      categories: [
        { name: 'Food safety', count: 12 },
        { name: 'Holidays', count: 3 },
      ],
    };
  if (path === 'memo-templates/share') return items[0];
  if (path === 'memo-templates/share/use') return buildTemplate({ id: 88, title: 'Food safety check' });
  return null;
};
vi.mock('../../api/http', async (original) => ({
  ...(await original<typeof import('../../api/http')>()),
  api: {
    get: async (path: string, query: unknown) => answer(path, query),
    post: async (path: string, body: unknown) => answer(path, body),
  },
}));
const viewer: { role: Role } = { role: 'manager' };
vi.mock('../../layouts/company/use-current-company', () => ({
  useCurrentCompany: () => buildCompany(viewer.role, { id: 5 }),
}));

const { default: CommunityPage } = await import('./CommunityPage');
const { default: CommunityTemplatePage } = await import('./CommunityTemplatePage');

const renderPage = (path: string) =>
  renderRoutes(
    [
      { path: '/:companyId/community', element: <CommunityPage /> },
      { path: '/:companyId/community/:id', element: <CommunityTemplatePage /> },
      { path: '/:companyId/memo-template/:id', element: <p>the copy</p> },
    ],
    path,
  );
const called = (path: string) => calls.mock.calls.filter((c) => c[0] === path).map((c) => c[1]);

describe('Community', () => {
  beforeEach(() => {
    calls.mockReset();
    viewer.role = 'manager';
    items = [
      buildShared(),
      buildShared({ id: 41, kind: 'message', title: 'Our own notice', mine: true, description: null }),
    ];
  });

  it('is not for employees', () => {
    viewer.role = 'employee';
    renderPage('/5/community');
    expect(screen.getByText('Only managers and admins can open this page.')).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
  });

  it('lists shared templates, most used first; Newest sorts by the sharing date', async () => {
    renderPage('/5/community');
    const card = (await screen.findByRole('link', { name: 'Open Food safety check' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('Shared by Franchise HQ')).toBeTruthy();
    expect(within(card).getByText('The check our franchise runs daily.')).toBeTruthy();
    expect(within(card).getByText(/Used 7 times/)).toBeTruthy();
    expect(screen.getByText('Shared by your company')).toBeTruthy();
    expect(called('memo-templates/list').at(-1)).toMatchObject({ scope: 'community', sort_by: 'use_count' });
    fireEvent.click(screen.getByText('Newest'));
    await waitFor(() =>
      expect(called('memo-templates/list').at(-1)).toMatchObject({ sort_by: 'published_at' }),
    );
  });

  it('shows an empty community with a way forward', async () => {
    items = [];
    renderPage('/5/community');
    expect(await screen.findByRole('heading', { name: 'Nothing shared yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your templates' }).getAttribute('href')).toBe(
      '/5/memo-templates',
    );
  });

  it('previews a shared template as employees see it, and copies it into the company’s templates', async () => {
    const { router } = renderPage('/5/community/40');
    expect(await screen.findByRole('heading', { level: 1, name: 'Food safety check' })).toBeTruthy();
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Answer before your shift.')).toBeTruthy();
    const yes = within(preview).getByRole('radio', { name: 'Yes' }) as HTMLInputElement;
    expect(yes.closest('fieldset')?.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add to my templates' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/5/memo-template/88'));
    expect(called('memo-templates/share/use')).toEqual([{ company_id: 5, id: 40 }]);
  });

  it('filters by the categories the community has, with their counts', async () => {
    renderPage('/5/community');
    await screen.findByRole('link', { name: 'Open Food safety check' });
    expect(called('memo-templates/share/categories')).toEqual([{ company_id: 5 }]);
    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    const listbox = await screen.findByRole('listbox', { name: 'Category', hidden: true });
    const options = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    expect(options).toEqual(['All categories', 'Food safety (12)', 'Holidays (3)']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Holidays (3)', hidden: true }));
    await waitFor(() =>
      expect(called('memo-templates/list').at(-1)).toMatchObject({
        scope: 'community',
        category: 'Holidays',
      }),
    );
  });
});
