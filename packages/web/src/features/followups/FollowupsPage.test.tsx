import type { TFlaggedMessage } from '@teamline/shared';
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

const base = (id: number, name: string, over: { urgent?: boolean; awaiting?: boolean } = {}) => ({
  id,
  employee_id: id,
  employee: { id, name },
  is_urgent: over.urgent ?? false,
  is_awaiting_manager: over.awaiting ?? true,
  is_awaiting_employee: !(over.awaiting ?? true),
  manager_id: null,
  manager: null,
  manager_acknowledged_at: null,
  manager_note: null,
  admin_notify_path: '/flags',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
});
const flagged = (
  id: number,
  name: string,
  memo: { id: number; title: string },
  note: string | null,
  over: { urgent?: boolean; awaiting?: boolean } = {},
): TFlaggedMessage => ({
  ...buildResponse({ memo_id: memo.id, flag_data: note === null ? null : { note } }),
  ...base(id, name, over),
  memo: { ...memo, kind: 'message' },
  flagged_at: null,
});
const overview: FlaggedOverview = {
  flagged_messages: [
    flagged(1, 'Ana', { id: 40, title: 'Price change' }, 'Wrong price'),
    flagged(2, 'Ben', { id: 41, title: 'Fire exit' }, null, { urgent: true }),
    flagged(3, 'Cai', { id: 42, title: 'Answered' }, null, { awaiting: false }),
  ],
  raised_hands: [{ ...base(4, 'Dee'), note: 'Need new boots', acknowledged_at: null }],
  checkins: [],
  employees: [],
  counts: { flagged_messages: 3, raised_hands: 1, checkins: 0, urgent: 1, awaiting_manager: 3 },
};

const renderPage = () =>
  renderRoutes([{ path: '/:companyId/flags', element: <FollowupsPage /> }], '/7/flags');

beforeEach(() => {
  mocks.company.current = buildCompany('manager');
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  mocks.api.get.mockResolvedValue(overview);
  toastStore.set([]);
});

describe('Follow-ups', () => {
  it('lists what awaits a manager, urgent first, with the memo behind each flag', async () => {
    renderPage();
    const flagged = await screen.findByRole('region', { name: 'Flagged messages' });
    expect(mocks.api.get).toHaveBeenCalledWith('company/messages/flagged', { company_id: 7 });
    const items = within(flagged).getAllByRole('listitem');
    expect(items.map((i) => within(i).getAllByText(/Ana|Ben|Cai/)[0]?.textContent)).toEqual(['Ben', 'Ana']);
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
