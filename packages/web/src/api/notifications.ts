import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotification, TNotificationUnread } from '@teamline/shared';
import { realtimeStore } from '../stores/realtime';
import { useStore } from '../stores/store';
import { showErrorToast } from '../stores/toasts';
import { api } from './http';

/** New notifications are pushed over the realtime socket; while it is down the tray polls this often. */
export const NOTIFICATIONS_POLL_MS = 60_000;
/** The server keeps at most this many in the tray. */
export const TRAY_LIMIT = 50;

export const notificationKeys = {
  list: (companyId: number) => ['company', companyId, 'notifications'] as const,
  /** Under the list's key: whatever refreshes the tray refreshes the badge. */
  unread: (companyId: number) => ['company', companyId, 'notifications', 'unread'] as const,
};

export const notificationsApi = {
  list: (companyId: number) => api.get<TNotification[]>('notifications', { company_id: companyId }),
  markRead: (companyId: number, id: number) =>
    api.post<TNotification>('notifications/read', { company_id: companyId, id }),
  clear: (companyId: number) => api.post<null>('notifications/clear', { company_id: companyId }),
  unread: (companyId: number) =>
    api.get<TNotificationUnread>('notifications/unread', { company_id: companyId }),
};

/** The caller's notifications in a company: pushed while the socket is live, else refreshed every minute. */
export function useNotifications(companyId: number) {
  const live = useStore(realtimeStore).status === 'live';
  return useQuery({
    queryKey: notificationKeys.list(companyId),
    queryFn: () => notificationsApi.list(companyId),
    refetchInterval: live ? false : NOTIFICATIONS_POLL_MS,
  });
}

/** How many of the tray are unread, counted by the server beyond the 50 it lists: the badge. */
export function useUnreadNotifications(companyId: number) {
  const live = useStore(realtimeStore).status === 'live';
  return useQuery({
    queryKey: notificationKeys.unread(companyId),
    queryFn: () => notificationsApi.unread(companyId),
    select: (data) => data.unread,
    refetchInterval: live ? false : NOTIFICATIONS_POLL_MS,
  });
}

/** 'mark read' and 'clear all', each updating the tray at once and then refreshing it. */
export function useNotificationActions(companyId: number) {
  const qc = useQueryClient();
  const key = notificationKeys.list(companyId);
  const refresh = () => qc.invalidateQueries({ queryKey: key });
  const markRead = useMutation({
    mutationFn: (id: number) => notificationsApi.markRead(companyId, id),
    onSuccess: (_data, id) => {
      const before = qc.getQueryData<TNotification[]>(key)?.find((n) => n.id === id);
      qc.setQueryData<TNotification[]>(key, (list) =>
        list?.map((n) => (n.id === id ? { ...n, read: true } : n)),
      );
      if (before && !before.read)
        qc.setQueryData<TNotificationUnread>(notificationKeys.unread(companyId), (count) =>
          count ? { unread: Math.max(0, count.unread - 1) } : count,
        );
      void refresh();
    },
    onError: (error) => showErrorToast(error),
  });
  const clear = useMutation({
    mutationFn: () => notificationsApi.clear(companyId),
    onSuccess: () => {
      qc.setQueryData<TNotification[]>(key, []);
      qc.setQueryData<TNotificationUnread>(notificationKeys.unread(companyId), { unread: 0 });
      void refresh();
    },
    onError: (error) => showErrorToast(error),
  });
  return { markRead, clear };
}
