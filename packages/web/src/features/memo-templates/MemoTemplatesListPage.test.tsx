import type { Role, TAbilities, TMemoTemplatesPage } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { buildPage, buildTemplate } from './test-templates';

const calls = vi.fn();
let listAnswer: TMemoTemplatesPage = buildPage([]);
vi.mock('../../api/http', async (original) => ({
  ...(await original<typeof import('../../api/http')>()),
  api: {
    get: async (path: string, query: unknown) => calls('GET', path, query),
    post: async (path: string, body: unknown, headers?: Record<string, string>) => {
      calls('POST', path, body, ...(headers ? [headers] : []));
      if (path === 'memo-templates/list') return listAnswer;
      if (path === 'memo-template-sends/create') return { id: 70, name: 'Store week' };
      if (path === 'memo-templates/use') return { id: 99, title: 'Holiday hours' };
      return null;
    },
    put: async (path: string, body: unknown) => calls('PUT', path, body),
    delete: async (path: string, body: unknown) => calls('DELETE', path, body),
  },
}));
const viewer: { role: Role; abilities: Partial<TAbilities> } = { role: 'manager', abilities: {} };
vi.mock('../../layouts/company/use-current-company', () => ({
  useCurrentCompany: () => buildCompany(viewer.role, { id: 5, abilities: viewer.abilities }),
}));

const { default: MemoTemplatesListPage } = await import('./MemoTemplatesListPage');

const renderList = (path = '/5/memo-templates') =>
  renderRoutes(
    [
      { path: '/:companyId/memo-templates', element: <MemoTemplatesListPage /> },
      { path: '/:companyId/memo/:id/edit', element: <p>compose</p> },
      { path: '/:companyId/memo-send/:id', element: <p>send page</p> },
    ],
    path,
  );
const listBodies = () => calls.mock.calls.filter((c) => c[1] === 'memo-templates/list').map((c) => c[2]);

describe('MemoTemplatesListPage', () => {
  beforeEach(() => {
    calls.mockReset();
    viewer.role = 'manager';
    viewer.abilities = {};
    listAnswer = buildPage([]);
  });

  it('tells an employee plainly the page is not for them, and asks nothing', () => {
    viewer.role = 'employee';
    renderList();
    expect(screen.getByText('Only managers and admins can open this page.')).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
  });

  it('shows an empty library with what to do: write one, or browse the community', async () => {
    renderList();
    expect(await screen.findByRole('heading', { name: 'No templates yet' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'New template' });
    expect(links.map((l) => l.getAttribute('href'))).toContain('/5/memo-template/new');
    expect(screen.getAllByRole('link', { name: 'Browse the community' }).length).toBeGreaterThan(0);
  });

  it('lists templates with kind, category, uses and the shared badge; reads tab, kind and sort from the URL', async () => {
    listAnswer = buildPage([
      buildTemplate({
        tags: [{ id: 2, title: 'Holidays' }],
        share: {
          id: 1,
          description: null,
          category: null,
          language: 'en',
          published: true,
          hidden: false,
          use_count: 0,
          published_at: null,
        },
      }),
      buildTemplate({ id: 12, kind: 'survey', title: 'Coffee survey', category: null, use_count: 0 }),
    ]);
    renderList('/5/memo-templates?tab=archived&kind=survey&sort=title&dir=asc');
    await screen.findByRole('link', { name: 'Holiday hours' });
    expect(listBodies().at(-1)).toEqual({
      company_id: 5,
      page: 1,
      terms: '',
      sort_by: 'title',
      sort_direction: 'asc',
      archived: 'yes',
      kind: 'survey',
    });
    const rows = screen.getAllByRole('row').slice(1);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Holiday hours' }).getAttribute('href')).toBe(
      '/5/memo-template/11',
    );
    expect(first.getByText('Shared')).toBeTruthy();
    expect(within(first.getByRole('list', { name: 'Tags' })).getByText('Holidays')).toBeTruthy();
    expect(first.getByText('Operations')).toBeTruthy();
    expect(first.getByText('3/10/26, 10:30 AM CDT')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Survey')).toBeTruthy();
    expect(screen.getByText('2 templates')).toBeTruthy();
  });

  it('"Use" starts a draft memo from the template and opens it in compose', async () => {
    listAnswer = buildPage([buildTemplate()]);
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Use Holiday hours' }));
    await waitFor(() => expect(screen.getByText('compose')).toBeTruthy());
    expect(calls).toHaveBeenCalledWith('POST', 'memo-templates/use', { company_id: 5, id: 11 });
  });

  it('several templates chosen → Send: a named draft send of them is created and opened', {
    timeout: 15_000,
  }, async () => {
    listAnswer = buildPage([
      buildTemplate(),
      buildTemplate({ id: 12, title: 'Deep clean' }),
      buildTemplate({ id: 13, title: 'Old one', archived_at: '2026-03-01T00:00:00.000Z' }),
    ]);
    renderList();
    await screen.findByRole('link', { name: 'Holiday hours' });
    // An archived template cannot go into a send.
    expect(screen.queryByRole('checkbox', { name: 'Select Old one' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Deep clean' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Holiday hours' }));
    expect(screen.getByText('2 templates selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 templates' }));
    const dialog = await screen.findByRole('dialog', { name: 'New send' });
    // Nothing is sent without a name.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Store week' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(screen.getByText('send page')).toBeTruthy());
    const create = calls.mock.calls.find((c) => c[1] === 'memo-template-sends/create');
    expect(create?.[2]).toEqual({
      company_id: 5,
      name: 'Store week',
      template_ids: [12, 11],
      location_ids: [],
      audience_ids: [],
      recipient_ids: [],
    });
    expect(create?.[3]?.['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });
});
