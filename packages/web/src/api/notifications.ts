import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotification } from '@teamline/shared';
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
};

export const notificationsApi = {
  list: (companyId: number) => api.get<TNotification[]>('notifications', { company_id: companyId }),
  markRead: (companyId: number, id: number) =>
    api.post<TNotification>('notifications/read', { company_id: companyId, id }),
  clear: (companyId: number) => api.post<null>('notifications/clear', { company_id: companyId }),
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

/** 'mark read' and 'clear all', each updating the tray at once and then refreshing it. */
export function useNotificationActions(companyId: number) {
  const qc = useQueryClient();
  const key = notificationKeys.list(companyId);
  const refresh = () => qc.invalidateQueries({ queryKey: key });
  const markRead = useMutation({
    mutationFn: (id: number) => notificationsApi.markRead(companyId, id),
    onSuccess: (_data, id) => {
      qc.setQueryData<TNotification[]>(key, (list) =>
        list?.map((n) => (n.id === id ? { ...n, read: true } : n)),
      );
      void refresh();
    },
    onError: (error) => showErrorToast(error),
  });
  const clear = useMutation({
    mutationFn: () => notificationsApi.clear(companyId),
    onSuccess: () => {
      qc.setQueryData<TNotification[]>(key, []);
      void refresh();
    },
    onError: (error) => showErrorToast(error),
  });
  return { markRead, clear };
}
