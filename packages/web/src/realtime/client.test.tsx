import { QueryClient, useQueryClient } from '@tanstack/react-query';
import type { TNotification, TRealtimeNotification } from '@teamline/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsTray } from '../layouts/company/NotificationsTray';
import { renderAt } from '../layouts/company/test-render';
import { authStore, clearAuthToken } from '../stores/auth';
import { realtimeStore } from '../stores/realtime';
import {
  RESPONSE_BATCH_MS,
  RETRY_AFTER_REFUSAL_MS,
  type RealtimeSocket,
  startRealtime,
  stopRealtime,
} from './client';

const { playRingtone, listNotifications, countUnread } = vi.hoisted(() => ({
  playRingtone: vi.fn(),
  listNotifications: vi.fn(),
  countUnread: vi.fn(async () => ({ unread: 0 })),
}));
vi.mock('../layouts/company/ringtone', () => ({ playRingtone }));
vi.mock('../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/http')>()),
  api: {
    get: (path: string, query: unknown) =>
      path === 'notifications/unread' ? countUnread() : listNotifications(path, query),
    post: vi.fn(),
  },
}));

/** Stands in for a Socket.IO client socket: the test emits what the server would. */
class FakeSocket {
  private readonly listeners = new Map<string, ((payload: never) => void)[]>();
  readonly disconnect = vi.fn();
  readonly connect = vi.fn();
  active = true;
  on(event: string, listener: (payload: never) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  serverSends(event: string, payload?: unknown) {
    act(() => {
      for (const l of this.listeners.get(event) ?? []) l(payload as never);
    });
  }
}

const item = (id: number, title: string): TNotification => ({
  id,
  title,
  content: `${title} content`,
  type: 'INVITE_ACCEPTED',
  read: false,
  created_at: '2026-03-02T14:00:00.000Z',
  type_id: null,
});

function Live({ socket }: { socket: FakeSocket }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void startRealtime(queryClient, async () => socket as unknown as RealtimeSocket);
  }, [queryClient, socket]);
  return <NotificationsTray companyId={1} />;
}

afterEach(() => {
  stopRealtime();
  vi.clearAllMocks();
});

describe('realtime notifications', () => {
  it('a pushed notification lands in the tray without a reload: badge, item and ringtone', async () => {
    authStore.set({ token: 'session' });
    listNotifications.mockResolvedValue([item(1, 'Older')]);
    const socket = new FakeSocket();
    renderAt(<Live socket={socket} />);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    socket.serverSends('connect');
    expect(realtimeStore.get().status).toBe('live');

    const pushed: TRealtimeNotification = { company_id: 1, notification: item(2, 'New team member') };
    socket.serverSends('notification', pushed);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(playRingtone).toHaveBeenCalledTimes(1);
    expect(listNotifications).toHaveBeenCalledTimes(1);
    fireEvent.click(bell);
    expect(await screen.findByText('New team member')).toBeTruthy();

    // Another company's notification does not enter this tray, and does not ring.
    socket.serverSends('notification', { company_id: 2, notification: item(3, 'Elsewhere') });
    expect(screen.queryByText('Elsewhere')).toBeNull();
    expect(playRingtone).toHaveBeenCalledTimes(1);
  });

  it('refetches the tray after a reconnection, and polls only while the socket is down', async () => {
    authStore.set({ token: 'session' });
    listNotifications.mockResolvedValue([]);
    const socket = new FakeSocket();
    renderAt(<Live socket={socket} />);
    await waitFor(() => expect(listNotifications).toHaveBeenCalledTimes(1));
    socket.serverSends('connect');
    socket.serverSends('disconnect', 'transport close');
    expect(realtimeStore.get().status).toBe('offline');
    listNotifications.mockResolvedValue([item(4, 'Missed')]);
    socket.serverSends('connect');
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(listNotifications).toHaveBeenCalledTimes(2);
  });

  it('tries again after a passing refusal by the server, never after an unauthorized one', async () => {
    authStore.set({ token: 'session' });
    listNotifications.mockResolvedValue([]);
    const socket = new FakeSocket();
    renderAt(<Live socket={socket} />);
    await waitFor(() => expect(realtimeStore.get().status).toBe('connecting'));
    vi.useFakeTimers();
    try {
      socket.active = false;
      socket.serverSends('connect_error', new Error('unauthorized'));
      vi.advanceTimersByTime(RETRY_AFTER_REFUSAL_MS);
      expect(socket.connect).not.toHaveBeenCalled();
      socket.serverSends('connect_error', new Error('unavailable'));
      expect(realtimeStore.get().status).toBe('offline');
      vi.advanceTimersByTime(RETRY_AFTER_REFUSAL_MS);
      expect(socket.connect).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signing out disconnects the socket', async () => {
    authStore.set({ token: 'session' });
    listNotifications.mockResolvedValue([]);
    const socket = new FakeSocket();
    renderAt(<Live socket={socket} />);
    await waitFor(() => expect(realtimeStore.get().status).toBe('connecting'));
    act(() => clearAuthToken());
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(realtimeStore.get().status).toBe('off');
  });

  it('a pushed notification refetches the inbox, follow-ups and home of its company only', async () => {
    authStore.set({ token: 'session' });
    listNotifications.mockResolvedValue([]);
    const socket = new FakeSocket();
    const { queryClient } = renderAt(<Live socket={socket} />);
    await waitFor(() => expect(realtimeStore.get().status).toBe('connecting'));
    const keys = [
      ['company', 1, 'inbox'],
      ['company', 1, 'inbox-memo', 4],
      ['company', 1, 'followups', 'awaiting'],
      ['company', 1, 'home'],
      ['company', 2, 'inbox'],
      ['company', 1, 'employees'],
    ];
    for (const key of keys) queryClient.setQueryData(key, { cached: true });
    socket.serverSends('notification', { company_id: 1, notification: item(5, 'New memo') });
    const stale = keys.map((key) => queryClient.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, true, true, false, false]);
  });

  it('followup.updated refetches the follow-ups, Home, the inbox and the Team list of its company', async () => {
    authStore.set({ token: 'session' });
    listNotifications.mockResolvedValue([]);
    const socket = new FakeSocket();
    const { queryClient } = renderAt(<Live socket={socket} />);
    await waitFor(() => expect(realtimeStore.get().status).toBe('connecting'));
    const keys = [
      ['company', 1, 'followups', 'overview', 'open'],
      ['company', 1, 'home', 'mine'],
      ['company', 1, 'employees', 'list', {}],
      ['company', 1, 'inbox-memo', 4],
      ['company', 1, 'memos', 'one', 4, 1],
      ['company', 2, 'followups', 'overview', 'open'],
    ];
    for (const key of keys) queryClient.setQueryData(key, { cached: true });
    socket.serverSends('followup.updated', { company_id: 1, kind: 'flagged_message', id: 3, employee_id: 5 });
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('memo.response refetches the memo figures, Home and the Team list once per burst', async () => {
    authStore.set({ token: 'session' });
    listNotifications.mockResolvedValue([]);
    const socket = new FakeSocket();
    const { queryClient } = renderAt(<Live socket={socket} />);
    await waitFor(() => expect(realtimeStore.get().status).toBe('connecting'));
    const keys = [
      ['company', 1, 'memos', 'one', 4, 1],
      ['company', 1, 'memos', 'list', {}],
      ['company', 1, 'home', 'mine'],
      ['company', 1, 'employees', 'one', 5],
      ['company', 1, 'inbox'],
      ['company', 2, 'memos', 'one', 4, 1],
    ];
    for (const key of keys) queryClient.setQueryData(key, { cached: true });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    vi.useFakeTimers();
    try {
      for (const employee_id of [5, 6, 7])
        socket.serverSends('memo.response', { company_id: 1, memo_id: 4, employee_id });
      expect(queryClient.getQueryState(keys[0] as unknown[])?.isInvalidated).toBe(false);
      act(() => vi.advanceTimersByTime(RESPONSE_BATCH_MS));
    } finally {
      vi.useRealTimers();
    }
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('notifications.read (another tab, or opening what it was about) refetches the tray', async () => {
    authStore.set({ token: 'session' });
    listNotifications.mockResolvedValue([item(1, 'Older')]);
    const socket = new FakeSocket();
    renderAt(<Live socket={socket} />);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    listNotifications.mockResolvedValue([{ ...item(1, 'Older'), read: true }]);
    socket.serverSends('notifications.read', { company_id: 1 });
    await screen.findByRole('button', { name: 'Notifications' });
    expect(listNotifications).toHaveBeenCalledTimes(2);
  });

  it('does not connect without a session', async () => {
    clearAuthToken();
    const factory = vi.fn();
    await startRealtime(new QueryClient(), factory);
    expect(factory).not.toHaveBeenCalled();
  });
});
