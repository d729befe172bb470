import type { TTemplateSendsPage } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { buildSend, buildSendsPage } from './test-sends';

const calls = vi.fn();
let listAnswer: TTemplateSendsPage = buildSendsPage([]);
vi.mock('../../api/http', async (original) => ({
  ...(await original<typeof import('../../api/http')>()),
  api: {
    get: async (path: string, query: unknown) => {
      calls('GET', path, query);
      return path === 'company/details' ? { timezone: 'America/Chicago' } : [];
    },
    post: async (path: string, body: unknown) => {
      calls('POST', path, body);
      if (path === 'memo-template-sends/list') return listAnswer;
      if (path === 'memos/list')
        return {
          memos: [],
          current_page: 1,
          total_pages: 1,
          total: 0,
          per_page: 25,
          sort_by: 'created_at',
          sort_direction: 'desc',
          filters: { terms: '', status: null, category: null, kind: null },
        };
      return null;
    },
    put: async (path: string, body: unknown) => {
      calls('PUT', path, body);
      return buildSend({ status: 'archived' });
    },
    delete: async (path: string, body: unknown) => calls('DELETE', path, body),
  },
}));
vi.mock('../../layouts/company/use-current-company', () => ({
  useCurrentCompany: () => buildCompany('manager', { id: 5 }),
}));

const { default: MemosListPage } = await import('../memos/MemosListPage');

const renderSent = (path = '/5/memo-sends?view=sends') =>
  renderRoutes(
    [
      { path: '/:companyId/memo-sends', element: <MemosListPage /> },
      { path: '/:companyId/memo-send/:id', element: <p>send page</p> },
    ],
    path,
  );
const listBodies = () => calls.mock.calls.filter((c) => c[1] === 'memo-template-sends/list').map((c) => c[2]);

describe('Sent › Sends', () => {
  beforeEach(() => {
    calls.mockReset();
    listAnswer = buildSendsPage([]);
  });

  it('Memos is the default view; Sends is kept in the address and asks for sends, not memos', async () => {
    const { router } = renderSent('/5/memo-sends?kind=survey');
    await waitFor(() => expect(calls.mock.calls.some((c) => c[1] === 'memos/list')).toBe(true));
    expect(listBodies()).toEqual([]);
    fireEvent.click(screen.getByText('Sends'));
    await waitFor(() => expect(listBodies().length).toBe(1));
    // The memo filters do not follow into the other view.
    expect(router.state.location.search).toBe('?view=sends');
    expect(listBodies()[0]).toEqual({
      company_id: 5,
      page: 1,
      terms: '',
      sort_by: 'updated_at',
      sort_direction: 'desc',
    });
    expect(await screen.findByRole('heading', { name: 'No sends yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start from templates' }).getAttribute('href')).toBe(
      '/5/memo-templates',
    );
  });

  it('lists each send with its status, memos, reach, response rate and dates; tab and sort come from the address', async () => {
    listAnswer = buildSendsPage([
      buildSend(),
      buildSend({
        id: 2,
        name: 'Spring cleaning',
        status: 'published',
        reach: 12,
        memo_count: 3,
        response_rate: 0.5,
        published_at: '2026-03-11T15:30:00.000Z',
      }),
    ]);
    renderSent('/5/memo-sends?view=sends&status=published&sort=name&dir=asc');
    await screen.findByRole('link', { name: 'Spring cleaning' });
    expect(listBodies().at(-1)).toEqual({
      company_id: 5,
      page: 1,
      terms: '',
      sort_by: 'name',
      sort_direction: 'asc',
      status: 'published',
    });
    const rows = screen.getAllByRole('row').slice(1);
    const draft = within(rows[0] as HTMLElement);
    expect(draft.getByRole('link', { name: 'Holiday week' }).getAttribute('href')).toBe('/5/memo-send/1');
    expect(draft.getByText('Draft')).toBeTruthy();
    expect(draft.getByText('Not published')).toBeTruthy();
    expect(draft.getByText('—')).toBeTruthy();
    const published = within(rows[1] as HTMLElement);
    expect(published.getByText('Published')).toBeTruthy();
    expect(published.getByText('12')).toBeTruthy();
    expect(published.getByText('50%')).toBeTruthy();
    expect(published.getByText('3/11/26, 10:30 AM CDT')).toBeTruthy();
    expect(screen.getByText('2 sends')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Published', selected: true })).toBeTruthy();
  });

  it('deletes the selected sends at once (delete/list), after a confirmation', async () => {
    listAnswer = buildSendsPage([
      buildSend(),
      buildSend({ id: 2, name: 'Spring cleaning' }),
      buildSend({ id: 3, name: 'Not mine', can_edit: false }),
    ]);
    renderSent();
    await screen.findByRole('link', { name: 'Spring cleaning' });
    // A send the caller may not change cannot be chosen.
    expect(screen.queryByRole('checkbox', { name: 'Select Not mine' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every send on this page' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 sends?' });
    expect(calls.mock.calls.some((c) => c[0] === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith('DELETE', 'memo-template-sends/delete/list', {
        company_id: 5,
        ids: [1, 2],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('2 selected')).toBeNull();
  });

  it('archives selected published sends', async () => {
    listAnswer = buildSendsPage([buildSend({ id: 4, name: 'Spring cleaning', status: 'published' })]);
    renderSent();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Spring cleaning' }));
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith('PUT', 'memo-template-sends/archive', { company_id: 5, id: 4 }),
    );
  });
});
