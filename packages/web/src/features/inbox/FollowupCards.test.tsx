import type { TCheckin, THome, TRaisedHand } from '@teamline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../layouts/company/test-render';
import { InboxPage } from './InboxPage';
import { buildBundle, buildInbox } from './test-memos';

const mocks = vi.hoisted(() => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  api: mocks.api,
}));

const stamps = { created_at: '2026-03-01T10:00:00.000Z', updated_at: '2026-03-01T10:00:00.000Z' };
const hand = (over: Partial<TRaisedHand> = {}): TRaisedHand => ({
  id: 5,
  employee_id: 3,
  employee: { id: 3, name: 'Erin Employee' },
  note: 'My badge does not open the back door',
  is_urgent: true,
  manager_id: null,
  manager: null,
  manager_acknowledged_at: null,
  manager_note: null,
  acknowledged_at: null,
  closed_by: null,
  state: 'open',
  is_awaiting_manager: true,
  is_awaiting_employee: false,
  admin_notify_path: '/7/flags',
  ...stamps,
  ...over,
});
const checkin: TCheckin = {
  id: 8,
  employee_id: 3,
  employee: { id: 3, name: 'Erin Employee' },
  topic: 'How was your first week?',
  status: 'open',
  due_at: '2026-03-01T10:00:00.000Z',
  opened_at: '2026-03-01T10:00:00.000Z',
  acknowledged_at: null,
  note: null,
  is_urgent: false,
  creator: null,
  manager_id: null,
  manager: null,
  manager_acknowledged_at: null,
  manager_note: null,
  state: null,
  is_awaiting_manager: false,
  is_awaiting_employee: true,
  admin_notify_path: '/7/flags',
  ...stamps,
};
const home = (employee: Partial<THome['employee']>): THome => ({
  is_management: false,
  management: null,
  employee: {
    unread_memo_count: 0,
    unread_memo_past_due_count: 0,
    checkin: null,
    raised_hand: null,
    ...employee,
  },
});

const renderInbox = () => renderRoutes([{ path: '/:companyId', element: <InboxPage companyId={7} /> }], '/7');

beforeEach(() => {
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  mocks.api.post.mockImplementation(async (path: string) =>
    path === 'app/employee-messages' ? buildInbox([]) : buildBundle([]),
  );
});

describe('Raising a hand and checking in', () => {
  it('raises a hand with a note (urgent), then shows it waiting and, later, the manager’s answer', async () => {
    mocks.api.get.mockResolvedValueOnce(home({}));
    renderInbox();
    fireEvent.click(await screen.findByRole('button', { name: 'Raise hand' }));
    expect(await screen.findByText('Tell your manager what you need')).toBeTruthy();

    mocks.api.get.mockResolvedValueOnce(home({ raised_hand: hand() }));
    fireEvent.change(screen.getByLabelText(/What do you need\?/), {
      target: { value: 'My badge does not open the back door' },
    });
    fireEvent.click(screen.getByLabelText('This is urgent'));
    fireEvent.click(screen.getByRole('button', { name: 'Raise hand' }));
    await screen.findByText('Waiting for your manager.');
    expect(mocks.api.post).toHaveBeenCalledWith('employee-hand/raise', {
      company_id: 7,
      note: 'My badge does not open the back door',
      is_urgent: true,
    });

    mocks.api.get.mockResolvedValue(home({}));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByRole('button', { name: 'Raise hand' });
    expect(mocks.api.post).toHaveBeenCalledWith('employee-hand/acknowledge', { company_id: 7, id: 5 });
  });

  it('shows the manager’s answer to a raised hand', async () => {
    mocks.api.get.mockResolvedValue(
      home({
        raised_hand: hand({
          manager: { id: 9, name: 'Maya Manager' },
          manager_acknowledged_at: '2026-03-02T09:00:00.000Z',
          state: 'answered',
          is_awaiting_manager: false,
          is_awaiting_employee: true,
          manager_note: 'A new badge is at the front desk',
        }),
      }),
    );
    renderInbox();
    expect(await screen.findByText(/^Maya Manager answered on/)).toBeTruthy();
    expect(screen.getByText('A new badge is at the front desk')).toBeTruthy();
  });

  it('checks in on an open check-in with a note', async () => {
    mocks.api.get.mockResolvedValueOnce(home({ checkin })).mockResolvedValue(home({}));
    renderInbox();
    expect(await screen.findByText('How was your first week?')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/How is it going\?/), { target: { value: 'Great team' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() =>
      expect(mocks.api.post).toHaveBeenCalledWith('employee-checkin/acknowledge', {
        company_id: 7,
        id: 8,
        note: 'Great team',
      }),
    );
    await waitFor(() => expect(screen.queryByText('How was your first week?')).toBeNull());
  });
});
