import type { TFlaggedMessage, TRaisedHand } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlaggedOverview } from '../../api/followups';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { toastStore } from '../../stores/toasts';
import { buildResponse } from '../inbox/test-memos';
import FollowupsPage from './FollowupsPage';

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

type Over = { urgent?: boolean; answered?: string | null; closed?: boolean };
const base = (id: number, name: string, over: Over = {}) => ({
  id,
  employee_id: id,
  employee: { id, name },
  is_urgent: over.urgent ?? false,
  is_awaiting_manager: !over.answered,
  is_awaiting_employee: Boolean(over.answered) && !over.closed,
  manager_id: over.answered ? 9 : null,
  manager: over.answered ? { id: 9, name: 'Maya Manager' } : null,
  manager_acknowledged_at: over.answered ? '2026-03-02T09:00:00.000Z' : null,
  manager_note: over.answered ?? null,
  admin_notify_path: '/flags',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
});
const stateOf = (over: Over) => (over.closed ? 'closed' : over.answered ? 'answered' : 'open') as 'open';
const flagged = (
  id: number,
  name: string,
  memo: { id: number; title: string },
  note: string | null,
  over: Over = {},
): TFlaggedMessage => ({
  ...buildResponse({ memo_id: memo.id, flag_data: note === null ? null : { note } }),
  ...base(id, name, over),
  memo: { ...memo, kind: 'message' },
  flagged_at: null,
  flag_state: stateOf(over),
  flag_closed_at: over.closed ? '2026-03-03T09:00:00.000Z' : null,
  flag_closed_by: over.closed ? { id, name } : null,
});
const hand = (id: number, name: string, note: string, over: Over = {}): TRaisedHand => ({
  ...base(id, name, over),
  note,
  acknowledged_at: over.closed ? '2026-03-03T09:00:00.000Z' : null,
  closed_by: over.closed ? { id: 9, name: 'Maya Manager' } : null,
  state: stateOf(over),
});
const counts = {
  flagged_messages: 2,
  raised_hands: 1,
  checkins: 0,
  urgent: 1,
  awaiting_manager: 3,
  awaiting_employee: 1,
};
const overview: FlaggedOverview = {
  flagged_messages: [
    flagged(1, 'Ana', { id: 40, title: 'Price change' }, 'Wrong price'),
    flagged(2, 'Ben', { id: 41, title: 'Fire exit' }, null, { urgent: true }),
  ],
  raised_hands: [hand(4, 'Dee', 'Need new boots')],
  checkins: [],
  employees: [],
  counts,
};
const answered: FlaggedOverview = {
  flagged_messages: [
    flagged(3, 'Cai', { id: 42, title: 'Rota' }, 'Wrong day', { answered: 'Fixed it' }),
    flagged(5, 'Eve', { id: 43, title: 'Menu' }, null, { answered: 'Thanks', closed: true }),
  ],
  raised_hands: [hand(6, 'Fay', 'Locker broken', { answered: 'Done', closed: true })],
  checkins: [],
  employees: [],
  counts,
};
const byTab = (_path: string, query: { status?: string }) =>
  Promise.resolve(query.status === 'answered' ? answered : overview);

const renderPage = (url = '/7/flags') =>
  renderRoutes([{ path: '/:companyId/flags', element: <FollowupsPage /> }], url);

beforeEach(() => {
  mocks.company.current = buildCompany('manager');
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  mocks.api.get.mockImplementation(byTab);
  toastStore.set([]);
});

describe('Follow-ups', () => {
  it('lists what awaits a manager, urgent first, with the memo behind each flag', async () => {
    renderPage();
    const flagged = await screen.findByRole('region', { name: 'Flagged messages' });
    expect(mocks.api.get).toHaveBeenCalledWith('company/messages/flagged', { company_id: 7 });
    const items = within(flagged).getAllByRole('listitem');
    expect(items.map((i) => within(i).getAllByText(/Ana|Ben/)[0]?.textContent)).toEqual(['Ben', 'Ana']);
    expect(screen.getByRole('tab', { name: /Open/, selected: true })).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Urgent')).toBeTruthy();
    expect(within(flagged).getByRole('link', { name: 'Price change' }).getAttribute('href')).toBe(
      '/7/memo/40',
    );
    expect(within(flagged).getByText('“Wrong price”')).toBeTruthy();
    const hands = screen.getByRole('region', { name: 'Raised hands' });
    expect(within(hands).getByText('“Need new boots”')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Check-ins' })).getByText('Nothing is waiting.'),
    ).toBeTruthy();
  });

  it('acknowledges with a manager note in a small modal, then refreshes the lists', async () => {
    mocks.api.post.mockResolvedValue({});
    const { queryClient } = renderPage();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: 'Acknowledge Ana: Price change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge' });
    fireEvent.change(within(dialog).getByLabelText(/Note to the employee/), {
      target: { value: 'Fixed, thanks' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() =>
      expect(mocks.api.post).toHaveBeenCalledWith('message/flagged', {
        company_id: 7,
        id: 1,
        manager_note: 'Fixed, thanks',
      }),
    );
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['company', 7, 'followups'] }));
    expect(toastStore.get().map((t) => t.messages[0])).toContain('Acknowledged. The employee is notified.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('answers a raised hand through its own call', async () => {
    mocks.api.post.mockResolvedValue({});
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Acknowledge Dee: Need new boots' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() =>
      expect(mocks.api.post).toHaveBeenCalledWith('message/raised-hand', {
        company_id: 7,
        id: 4,
        manager_note: null,
      }),
    );
  });

  it('the Answered tab: the manager’s answer, who must close it, and Close for what waits on the employee', async () => {
    mocks.api.post.mockResolvedValue({});
    const { queryClient } = renderPage();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('tab', { name: /Answered/ }));
    const flags = await screen.findByRole('region', { name: 'Flagged messages' });
    await within(flags).findByText('Cai');
    expect(mocks.api.get).toHaveBeenCalledWith('company/messages/flagged', {
      company_id: 7,
      status: 'answered',
    });
    const [waiting, closed] = within(flags).getAllByRole('listitem') as HTMLElement[];
    expect(within(waiting as HTMLElement).getByText(/Maya Manager answered on/)).toBeTruthy();
    expect(within(waiting as HTMLElement).getByText(/Fixed it/)).toBeTruthy();
    expect(within(waiting as HTMLElement).getByText('Waiting for Cai to close it')).toBeTruthy();
    expect(within(closed as HTMLElement).getByText(/^Closed by Eve on/)).toBeTruthy();
    expect(within(closed as HTMLElement).queryByRole('button')).toBeNull();
    const hands = screen.getByRole('region', { name: 'Raised hands' });
    expect(within(hands).getByText(/^Closed by Maya Manager on/)).toBeTruthy();
    fireEvent.click(within(flags).getByRole('button', { name: 'Close Cai: Rota' }));
    await waitFor(() =>
      expect(mocks.api.post).toHaveBeenCalledWith('message/flagged/close', { company_id: 7, id: 3 }),
    );
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['company', 7, 'employees'] }));
    expect(toastStore.get().map((t) => t.messages[0])).toContain('Closed.');
  });

  it('marks the item a tray notification names, looking in the history when it was answered', async () => {
    renderPage('/7/flags?item=raised_hand-4');
    const hands = await screen.findByRole('region', { name: 'Raised hands' });
    const marked = await within(hands).findByText('Dee');
    expect(marked.closest('[data-highlighted]')).not.toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Flagged messages' }))
        .getByText('Ana')
        .closest('[data-highlighted]'),
    ).toBeNull();
  });

  it('an answered item named by the tray opens the Answered tab', async () => {
    renderPage('/7/flags?item=flagged_message-3');
    expect(await screen.findByRole('tab', { name: /Answered/, selected: true })).toBeTruthy();
    const cai = await screen.findByText('Cai');
    expect(cai.closest('[data-highlighted]')).not.toBeNull();
  });

  it('tells an employee it is for managers', () => {
    mocks.company.current = buildCompany('employee');
    renderPage();
    expect(screen.getByText('Follow-ups are for managers.')).toBeTruthy();
    expect(mocks.api.get).not.toHaveBeenCalled();
  });

  it('follows followups.manage, not the role: a manager without it gets the same note', () => {
    mocks.company.current = buildCompany('manager', { abilities: { 'followups.manage': false } });
    renderPage();
    expect(screen.getByText('Follow-ups are for managers.')).toBeTruthy();
    expect(mocks.api.get).not.toHaveBeenCalled();
  });
});
