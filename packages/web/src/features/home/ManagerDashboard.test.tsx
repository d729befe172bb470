import type { TMemoDetail } from '@teamline/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../layouts/company/test-render';
import { ManagerDashboard } from './ManagerDashboard';

const mocks = vi.hoisted(() => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  api: mocks.api,
}));

const late = (id: number, name: string) => ({ id, name });
function detail(id: number, title: string, stats: Partial<TMemoDetail['stats']>): TMemoDetail {
  return {
    id,
    title,
    kind: 'message',
    display_start_at: '2026-03-01T10:00:00.000Z',
    stats: {
      recipient_count: 0,
      read: 0,
      acknowledged: 0,
      response_rate: 0,
      past_due_by_location: [],
      ...stats,
    },
  } as unknown as TMemoDetail;
}

const details = [
  detail(11, 'Fire drill', {
    recipient_count: 10,
    read: 8,
    acknowledged: 5,
    response_rate: 0.5,
    past_due_by_location: [
      {
        location_id: 1,
        location_name: 'Downtown',
        count: 3,
        employees: [late(1, 'A'), late(2, 'B'), late(3, 'C')],
      },
      { location_id: 2, location_name: 'Airport', count: 1, employees: [late(3, 'C')] },
    ],
  }),
  detail(12, 'Menu survey', {
    recipient_count: 30,
    read: 30,
    acknowledged: 15,
    response_rate: 0.5,
    past_due_by_location: [
      {
        location_id: 2,
        location_name: 'Airport',
        count: 4,
        employees: [4, 5, 6, 7].map((i) => late(i, 'x')),
      },
    ],
  }),
];

beforeEach(() => {
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  mocks.api.post.mockResolvedValue({ memos: details.map((d) => ({ id: d.id })) });
  mocks.api.get.mockImplementation(async (path: string, q: { id: number }) =>
    path === 'company/messages/flagged'
      ? {
          flagged_messages: [],
          raised_hands: [],
          checkins: [],
          employees: [],
          counts: { flagged_messages: 3, raised_hands: 2, checkins: 1, urgent: 1, awaiting_manager: 5 },
        }
      : details.find((d) => d.id === q.id),
  );
});

describe('Management Home dashboard', () => {
  it('shows reach, response rate and past due by location, each linking to the memo behind it', async () => {
    renderRoutes([{ path: '/:companyId', element: <ManagerDashboard companyId={7} /> }], '/7');
    const recent = await screen.findByRole('region', { name: 'Recent memos' });
    expect(mocks.api.post).toHaveBeenCalledWith('memos/list', {
      company_id: 7,
      status: 'published',
      sort_by: 'start_at',
      sort_direction: 'desc',
      per_page: 6,
    });
    expect(mocks.api.get).toHaveBeenCalledWith('memos/get', { company_id: 7, id: 11, per_page: 1 });
    expect(screen.getByText('40')).toBeTruthy(); // reached
    expect(screen.getByText('7')).toBeTruthy(); // 3 people past due on the drill (one in two places) + 4
    expect(within(recent).getByRole('link', { name: 'Fire drill' }).getAttribute('href')).toBe('/7/memo/11');
    expect(
      within(recent)
        .getByRole('progressbar', { name: 'Responded to Fire drill' })
        .getAttribute('aria-valuenow'),
    ).toBe('50');
    expect(within(recent).getByText('5 of 10 responded · 8 read · 3 past due')).toBeTruthy();

    const pastDue = screen.getByRole('region', { name: 'Past due by location' });
    const rows = within(pastDue).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Airport5Fire drill, Menu survey$/),
      expect.stringMatching(/^Downtown3Fire drill$/),
    ]);
    expect(within(pastDue).getAllByRole('link', { name: 'Menu survey' })[0]?.getAttribute('href')).toBe(
      '/7/memo/12',
    );
  });

  it('counts the open follow-ups, urgent ones called out, linking to Follow-ups', async () => {
    renderRoutes([{ path: '/:companyId', element: <ManagerDashboard companyId={7} /> }], '/7');
    const card = await screen.findByRole('region', { name: /Open follow-ups/ });
    expect(await within(card).findByText('1 urgent')).toBeTruthy();
    expect(within(card).getByText('Awaiting a manager').previousElementSibling?.textContent).toBe('5');
    expect(within(card).getByText('Raised hands').previousElementSibling?.textContent).toBe('2');
    expect(within(card).getByRole('link', { name: 'Go to Follow-ups' }).getAttribute('href')).toBe(
      '/7/flags',
    );
  });

  it('says so when nothing has been sent', async () => {
    mocks.api.post.mockResolvedValue({ memos: [] });
    renderRoutes([{ path: '/:companyId', element: <ManagerDashboard companyId={7} /> }], '/7');
    expect(await screen.findByText(/No memos sent yet/)).toBeTruthy();
    expect(screen.getByText('Nobody is past due on recent memos.')).toBeTruthy();
  });
});
