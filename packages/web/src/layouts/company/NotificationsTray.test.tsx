import type { TNotification } from '@teamline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsTray } from './NotificationsTray';
import { notificationTarget } from './notification-target';
import { renderRoutes } from './test-render';

const mocks = vi.hoisted(() => ({ api: { get: vi.fn(), post: vi.fn() } }));
vi.mock('./ringtone', () => ({ playRingtone: vi.fn() }));
vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  api: mocks.api,
}));

const notice = (id: number, type: string, typeId: number | null, read = false): TNotification => ({
  id,
  title: `${type} title`,
  content: `${type} content`,
  type,
  type_id: typeId,
  read,
  created_at: '2026-03-02T14:00:00.000Z',
});

beforeEach(() => {
  for (const fn of Object.values(mocks.api)) fn.mockReset();
});

describe('notificationTarget', () => {
  it('leads each kind to what it is about', () => {
    const to = (type: string, id: number | null = 12) => notificationTarget(7, { type, type_id: id });
    expect(to('MESSAGE')).toBe('/7?memo=12');
    expect(to('SURVEY')).toBe('/7?memo=12');
    expect(to('FLAG_ANSWERED')).toBe('/7?memo=12');
    expect(to('CELEBRATION')).toBe('/7?tab=inbox&celebration=12');
    expect(to('CELEBRATED')).toBe('/7?tab=inbox&celebration=12');
    expect(to('FLAGGED_MESSAGE')).toBe('/7/flags?item=flagged_message-12');
    expect(to('RAISED_HAND')).toBe('/7/flags?item=raised_hand-12');
    expect(to('CHECKIN_SUBMITTED')).toBe('/7/flags?item=checkin-12');
    expect(to('RAISED_HAND_ANSWERED')).toBe('/7?tab=inbox');
    expect(to('CHECKIN')).toBe('/7?tab=inbox');
    expect(to('INVITE_ACCEPTED')).toBe('/7/employee/12');
    // Reminders open the memo in the inbox; a digest its detail, or Home for a manager who cannot open it.
    expect(to('MEMO_REMINDER')).toBe('/7?memo=12');
    expect(to('MEMO_ESCALATION')).toBe('/7/memo/12');
    expect(to('MEMO_ESCALATION_TEAM')).toBe('/7');
    // A new form opens its page (an employee's fill page).
    expect(to('FORM')).toBe('/7/form/12');
    // A chat message opens its conversation (issue 16); a type the web does not know leads nowhere.
    expect(to('CHAT')).toBe('/7/chat?group=12');
    expect(to('SOMETHING_NEW')).toBeNull();
    expect(to('MESSAGE', null)).toBeNull();
  });
});

describe('NotificationsTray', () => {
  function renderTray() {
    return renderRoutes(
      [
        { path: '/:companyId', element: <NotificationsTray companyId={7} /> },
        { path: '/:companyId/flags', element: <p>Follow-ups page</p> },
      ],
      '/7',
    );
  }

  it('an item opens what it is about and is marked read', async () => {
    const list = [
      notice(1, 'FLAGGED_MESSAGE', 30),
      notice(2, 'MESSAGE', 40),
      notice(3, 'SOMETHING_NEW', 5, true),
    ];
    mocks.api.get.mockResolvedValue(list);
    mocks.api.post.mockResolvedValue({ ...list[0], read: true });
    const { router } = renderTray();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const flagLink = await screen.findByRole('link', { name: 'FLAGGED_MESSAGE title' });
    const links = screen.getAllByRole('link', { hidden: true }).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/7/flags?item=flagged_message-30', '/7?memo=40']);
    expect(screen.getByText('SOMETHING_NEW title').tagName).not.toBe('A');
    mocks.api.get.mockResolvedValue([{ ...list[0], read: true }, list[1], list[2]]);
    fireEvent.click(flagLink);
    await waitFor(() =>
      expect(mocks.api.post).toHaveBeenCalledWith('notifications/read', { company_id: 7, id: 1 }),
    );
    expect(router.state.location.pathname).toBe('/7/flags');
    expect(router.state.location.search).toBe('?item=flagged_message-30');
    expect(await screen.findByText('Follow-ups page')).toBeTruthy();
  });

  it('badges every unread notification the server counts, not only the 50 it lists', async () => {
    const listed = Array.from({ length: 50 }, (_, i) => notice(i + 1, 'MESSAGE', i + 1, i >= 10));
    mocks.api.get.mockImplementation(async (path: string) =>
      path === 'notifications/unread' ? { unread: 73 } : listed,
    );
    renderTray();
    expect(await screen.findByRole('button', { name: 'Notifications, 73 unread' })).toBeTruthy();
    expect(screen.getByText('73')).toBeTruthy();
  });

  it('a read item opens without marking it again', async () => {
    mocks.api.get.mockResolvedValue([notice(4, 'FLAGGED_MESSAGE', 31, true)]);
    const { router } = renderTray();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    fireEvent.click(await screen.findByRole('link', { name: 'FLAGGED_MESSAGE title' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/flags'));
    expect(mocks.api.post).not.toHaveBeenCalled();
  });
});
