import type { Role, TAbilities, TMemo, TMemosPage } from '@teamline/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';

const listCalls = vi.fn();
const memo = (over: Partial<TMemo>) =>
  ({
    id: 1,
    kind: 'message',
    status: 'published',
    title: 'Holiday hours',
    category: 'Operations',
    display_start_at: '2026-03-10T15:30:00.000Z',
    due_at: null,
    is_past_due: false,
    recipient_count: 12,
    response_rate: 0.4166,
    ...over,
  }) as TMemo;
const page: TMemosPage = {
  memos: [
    memo({}),
    memo({
      id: 2,
      kind: 'survey',
      status: 'draft',
      title: 'Coffee survey',
      response_rate: 2 / 3,
      recipient_count: 3,
    }),
  ],
  current_page: 1,
  total_pages: 1,
  total: 2,
  per_page: 25,
  sort_by: 'created_at',
  sort_direction: 'desc',
  filters: { terms: '', status: null, category: null, kind: null },
};

const answer: { page: TMemosPage } = { page };
vi.mock('../../api/memos', () => ({
  useMemoList: (_: number, params: unknown) => {
    listCalls(params);
    return { data: answer.page, isPending: false, isError: false };
  },
  useCompanyTimeZone: () => 'America/Chicago',
}));
vi.mock('../../api/celebrations', () => ({
  useUpcomingCelebrations: () => ({
    isPending: false,
    isError: false,
    data: {
      from: '2026-03-01',
      days: 30,
      celebrations: [
        { employee: { id: 8, name: 'Bo Chen' }, type: 'anniversary', date: '2026-03-04', years: 3 },
      ],
    },
  }),
}));
const viewer: { role: Role; abilities: Partial<TAbilities> } = { role: 'manager', abilities: {} };
vi.mock('../../layouts/company/use-current-company', () => ({
  useCurrentCompany: () => buildCompany(viewer.role, { id: 5, abilities: viewer.abilities }),
}));

const { default: MemosListPage } = await import('./MemosListPage');

const renderList = (path = '/5/memo-sends') =>
  renderRoutes([{ path: '/:companyId/memo-sends', element: <MemosListPage /> }], path);

describe('MemosListPage', () => {
  beforeEach(() => {
    listCalls.mockReset();
    answer.page = page;
    viewer.role = 'manager';
    viewer.abilities = {};
  });

  it('tells an employee the page is for management, and asks nothing', () => {
    viewer.role = 'employee';
    renderList();
    expect(screen.getByText('Only managers and admins can open this page.')).toBeTruthy();
    expect(listCalls).not.toHaveBeenCalled();
  });

  it('follows memos.manage, not the role: a manager without it gets the same note', () => {
    viewer.abilities = { 'memos.manage': false };
    renderList();
    expect(screen.getByText('Only managers and admins can open this page.')).toBeTruthy();
    expect(listCalls).not.toHaveBeenCalled();
  });

  it('shows each memo with kind, status, start, recipients and a whole-percent response rate', () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Sent' })).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Holiday hours' }).getAttribute('href')).toMatch(
      /^\/5\/memo\/1\?from=/,
    );
    expect(first.getByText('Message')).toBeTruthy();
    expect(first.getByText('Published')).toBeTruthy();
    // Company time, its zone named: the tests' own clock is UTC.
    expect(first.getByText('3/10/26, 10:30 AM CDT')).toBeTruthy();
    expect(first.getByText('12')).toBeTruthy();
    expect(first.getByText('42%')).toBeTruthy();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('Survey')).toBeTruthy();
    expect(second.getByText('Draft')).toBeTruthy();
    expect(second.getByText('67%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New message' }).getAttribute('href')).toBe(
      '/5/memos/new?kind=message',
    );
    expect(screen.getByRole('link', { name: 'New survey' }).getAttribute('href')).toBe(
      '/5/memos/new?kind=survey',
    );
    expect(screen.getByRole('searchbox', { name: 'Search for memos' })).toBeTruthy();
  });

  it('reads filters and sort from the URL and sorts by a column header', () => {
    const { router } = renderList('/5/memo-sends?kind=survey&status=draft&sort=title&dir=asc');
    expect(listCalls).toHaveBeenLastCalledWith({
      page: 1,
      terms: '',
      sort_by: 'title',
      sort_direction: 'asc',
      kind: 'survey',
      status: 'draft',
    });
    expect(screen.getByDisplayValue('Survey')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Title' }));
    expect(router.state.location.search).toContain('dir=desc');
  });

  it('kind=celebration narrows memos/list to celebrations and shows the coming birthdays and anniversaries', () => {
    answer.page = {
      ...page,
      total: 1,
      memos: [memo({ id: 30, kind: 'celebration', title: 'Happy birthday, Ana!', category: null })],
    };
    renderList('/5/memo-sends?kind=celebration&terms=ana');
    expect(listCalls).toHaveBeenLastCalledWith(
      expect.objectContaining({ terms: 'ana', kind: 'celebration' }),
    );
    const row = screen.getByRole('link', { name: 'Happy birthday, Ana!' }).closest('tr');
    expect(row && within(row).getByText('Celebration')).toBeTruthy();
    expect(screen.getByText('1 memo')).toBeTruthy();
    const coming = screen.getByRole('region', { name: 'Coming up' });
    expect(within(coming).getByText('Bo Chen')).toBeTruthy();
    expect(within(coming).getByText('3 years')).toBeTruthy();
    const write = within(coming).getByRole('link', { name: 'Write one for Bo Chen' });
    expect(write.getAttribute('href')).toBe(
      '/5/memos/new?kind=celebration&employee=8&type=anniversary&date=2026-03-04',
    );
    expect(screen.getByRole('link', { name: 'New celebration' }).getAttribute('href')).toBe(
      '/5/memos/new?kind=celebration',
    );
  });

  it('All kinds asks memos/list without a kind, celebrations included, and offers the three kinds', () => {
    renderList('/5/memo-sends?status=scheduled');
    expect(listCalls).toHaveBeenLastCalledWith({
      page: 1,
      terms: '',
      sort_by: 'created_at',
      sort_direction: 'desc',
      status: 'scheduled',
    });
    expect(screen.getByDisplayValue('All kinds')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Coming up' })).toBeNull();
  });

  it('with nothing sent yet, says so and offers to write one (no filter to blame)', () => {
    answer.page = { ...page, memos: [], total: 0, total_pages: 0 };
    renderList();
    expect(screen.getByText('No memos yet')).toBeTruthy();
    expect(screen.queryByText('No memos match these filters.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Write your first message' }).getAttribute('href')).toBe(
      '/5/memos/new?kind=message',
    );
  });

  it('with filters that match nothing, says so and clears them', () => {
    answer.page = { ...page, memos: [], total: 0, total_pages: 0 };
    const { router } = renderList('/5/memo-sends?kind=survey&status=expired&terms=zzz');
    expect(screen.getByText('No memos match these filters.')).toBeTruthy();
    expect(screen.queryByText('No memos yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(listCalls).toHaveBeenLastCalledWith(expect.not.objectContaining({ kind: expect.anything() }));
  });
});
