import type { THome, THomeManagement } from '@teamline/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../layouts/company/test-render';
import { ManagerDashboard } from './ManagerDashboard';

const mocks = vi.hoisted(() => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  api: mocks.api,
}));

const memo = (over: Partial<THomeManagement['recent_memos'][number]>) => ({
  id: 0,
  kind: 'message' as const,
  title: '',
  display_start_at: '2026-03-01T10:00:00.000Z',
  due_at: '2026-03-02T10:00:00.000Z',
  recipient_count: 0,
  read_count: 0,
  responded_count: 0,
  past_due_count: 0,
  response_rate: 0,
  ...over,
});

const management: THomeManagement = {
  recent_memos: [
    memo({
      id: 11,
      title: 'Fire drill',
      recipient_count: 10,
      read_count: 8,
      responded_count: 5,
      past_due_count: 3,
      response_rate: 0.5,
    }),
    memo({
      id: 12,
      title: 'Menu survey',
      kind: 'survey',
      recipient_count: 30,
      read_count: 30,
      responded_count: 15,
      past_due_count: 4,
      response_rate: 0.5,
    }),
  ],
  reach: { recipient_count: 40, responded_count: 20, response_rate: 0.5 },
  past_due_by_location: [
    {
      location_id: 2,
      location_name: 'Airport',
      count: 5,
      memos: [
        { id: 12, name: 'Menu survey' },
        { id: 11, name: 'Fire drill' },
      ],
    },
    { location_id: 1, location_name: 'Downtown', count: 3, memos: [{ id: 11, name: 'Fire drill' }] },
  ],
  followups: {
    flagged_messages: 3,
    raised_hands: 2,
    checkins: 1,
    urgent: 1,
    awaiting_manager: 6,
    awaiting_employee: 2,
  },
};
const home = (board: THomeManagement): THome => ({
  is_management: true,
  management: board,
  employee: { unread_memo_count: 0, unread_memo_past_due_count: 0, checkin: null, raised_hand: null },
});

beforeEach(() => {
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  mocks.api.get.mockResolvedValue(home(management));
});

const render = () =>
  renderRoutes([{ path: '/:companyId', element: <ManagerDashboard companyId={7} /> }], '/7');

describe('Management Home dashboard', () => {
  it('shows reach, response rate and past due by location from one GET home, each linking to the memo behind it', async () => {
    render();
    const recent = await screen.findByRole('region', { name: 'Recent memos' });
    expect(mocks.api.get).toHaveBeenCalledTimes(1);
    expect(mocks.api.get).toHaveBeenCalledWith('home', { company_id: 7 });
    expect(screen.getByText('40')).toBeTruthy(); // reached
    expect(screen.getByText('7')).toBeTruthy(); // past due on the recent memos: 3 + 4
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
      expect.stringMatching(/^Airport5Menu survey, Fire drill$/),
      expect.stringMatching(/^Downtown3Fire drill$/),
    ]);
    expect(within(pastDue).getAllByRole('link', { name: 'Menu survey' })[0]?.getAttribute('href')).toBe(
      '/7/memo/12',
    );
  });

  it('counts the open follow-ups, urgent ones called out, linking to Follow-ups', async () => {
    render();
    const card = await screen.findByRole('region', { name: /Open follow-ups/ });
    expect(within(card).getByText('1 urgent')).toBeTruthy();
    expect(within(card).getByText('Awaiting a manager').previousElementSibling?.textContent).toBe('6');
    expect(
      within(card).getByText('Answered, waiting for employees').previousElementSibling?.textContent,
    ).toBe('2');
    expect(within(card).getByText('Raised hands').previousElementSibling?.textContent).toBe('2');
    expect(within(card).getByRole('link', { name: 'Go to Follow-ups' }).getAttribute('href')).toBe(
      '/7/flags',
    );
  });

  it('says so when nothing has been sent', async () => {
    mocks.api.get.mockResolvedValue(
      home({
        ...management,
        recent_memos: [],
        past_due_by_location: [],
        reach: { recipient_count: 0, responded_count: 0, response_rate: 0 },
      }),
    );
    render();
    expect(await screen.findByText(/No memos sent yet/)).toBeTruthy();
    expect(screen.getByText('Nobody is past due on recent memos.')).toBeTruthy();
  });

  it('says the dashboard could not be loaded when GET home fails', async () => {
    mocks.api.get.mockRejectedValue(new Error('boom'));
    render();
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
