import type { QueryClient } from '@tanstack/react-query';
import {
  AUTH_COOKIE,
  REALTIME_EVENTS,
  REALTIME_PATH,
  REALTIME_UNAVAILABLE_TIMEOUT_MS,
  type TNotification,
  type TNotificationUnread,
  type TRealtimeFollowupUpdated,
  type TRealtimeMemoResponse,
  type TRealtimeNotification,
  type TRealtimeNotificationsRead,
} from '@teamline/shared';
import { readCookie } from '../api/cookies';
import { notificationKeys, TRAY_LIMIT } from '../api/notifications';
import { authStore } from '../stores/auth';
import { realtimeStore } from '../stores/realtime';
import { bindChat, type ChatEventPayloads, chatReconnected } from './chat';

/** What this module needs of a Socket.IO client socket (tests pass a fake). */
export interface RealtimeSocket {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  on(event: typeof REALTIME_EVENTS.notification, listener: (payload: TRealtimeNotification) => void): unknown;
  on(
    event: typeof REALTIME_EVENTS.followupUpdated,
    listener: (payload: TRealtimeFollowupUpdated) => void,
  ): unknown;
  on(event: typeof REALTIME_EVENTS.memoResponse, listener: (payload: TRealtimeMemoResponse) => void): unknown;
  on(
    event: typeof REALTIME_EVENTS.notificationsRead,
    listener: (payload: TRealtimeNotificationsRead) => void,
  ): unknown;
  on<E extends keyof ChatEventPayloads>(event: E, listener: (payload: ChatEventPayloads[E]) => void): unknown;
  disconnect(): unknown;
  connect(): unknown;
  /** False once the client has given up reconnecting by itself (a refusal by the server). */
  readonly active: boolean;
}

/** After the server could not sign a socket in for a passing reason, try again this much later. */
export const RETRY_AFTER_REFUSAL_MS = 5000;

export type SocketFactory = () => Promise<RealtimeSocket>;

/**
 * The real socket. socket.io-client loads here, once the company area has rendered, so neither the
 * login page nor a company page's first paint carries it (docs/performance.md, "Lighthouse
 * again"). The token is read at every (re)connection; reconnection backs off from 1 s to 30 s with
 * jitter.
 */
const socketIo: SocketFactory = async () => {
  const { io } = await import('socket.io-client');
  return io({
    path: REALTIME_PATH,
    auth: (send) => send({ token: readCookie(AUTH_COOKIE) ?? '' }),
    // A WebSocket at once, HTTP long-polling only where it cannot open (a proxy that refuses the
    // upgrade): one handshake instead of polling's three requests and the upgrade after them.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    timeout: REALTIME_UNAVAILABLE_TIMEOUT_MS,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 30_000,
    randomizationFactor: 0.5,
  });
};

/** Puts a pushed notification at the top of its company's tray (the tray then rings and badges). */
export function addToTray(
  queryClient: QueryClient,
  { company_id, notification }: TRealtimeNotification,
): void {
  const key = notificationKeys.list(company_id);
  if (queryClient.getQueryData(key) === undefined) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  const known = queryClient.getQueryData<TNotification[]>(key)?.some((n) => n.id === notification.id);
  queryClient.setQueryData<TNotification[]>(key, (list = []) =>
    [notification, ...list.filter((n) => n.id !== notification.id)].slice(0, TRAY_LIMIT),
  );
  if (!known && !notification.read)
    queryClient.setQueryData<TNotificationUnread>(notificationKeys.unread(company_id), (count) =>
      count ? { unread: count.unread + 1 } : count,
    );
}

/**
 * Lists a notification can change (a memo arrives in the inbox, a follow-up is answered or raised):
 * refetched when one comes in, so they are current without a reload.
 */
export const LIVE_LISTS = ['inbox', 'inbox-memo', 'followups', 'home'] as const;
/** A follow-up's change also moves the Team list's markers and the employee's record. */
export const FOLLOWUP_LISTS = [...LIVE_LISTS, 'employees'] as const;
/**
 * A recipient's response moves the figures management watches: the memo's detail and the Sent
 * lists (under 'memos'), Home's dashboard, the Team list's and the employee's memo counts.
 */
export const RESPONSE_LISTS = ['memos', 'home', 'employees'] as const;
/** Responses come in bursts (a store reads a memo at shift start): one refetch per this window. */
export const RESPONSE_BATCH_MS = 300;

function refreshLists(queryClient: QueryClient, companyId: number, lists: readonly string[]): void {
  void queryClient.invalidateQueries({
    predicate: (q) =>
      q.queryKey[0] === 'company' &&
      q.queryKey[1] === companyId &&
      (lists as readonly unknown[]).includes(q.queryKey[2]),
  });
}

/** Refreshes a company's response figures at most once per RESPONSE_BATCH_MS (trailing). */
function responseBatcher(queryClient: QueryClient) {
  const pending = new Map<number, ReturnType<typeof setTimeout>>();
  return {
    add(companyId: number) {
      if (pending.has(companyId)) return;
      pending.set(
        companyId,
        setTimeout(() => {
          pending.delete(companyId);
          refreshLists(queryClient, companyId, RESPONSE_LISTS);
        }, RESPONSE_BATCH_MS),
      );
    },
    stop() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}

/** Wires a socket to the query cache; answers a function that ends it. */
export function bindSocket(socket: RealtimeSocket, queryClient: QueryClient): () => void {
  let wasLive = false;
  realtimeStore.set({ status: 'connecting' });
  socket.on('connect', () => {
    realtimeStore.set({ status: 'live' });
    // Back after a gap: whatever was pushed meanwhile is fetched.
    if (wasLive)
      void queryClient.invalidateQueries({
        predicate: (q) =>
          q.queryKey[0] === 'company' &&
          (q.queryKey[2] === 'notifications' ||
            ([...FOLLOWUP_LISTS, ...RESPONSE_LISTS] as readonly unknown[]).includes(q.queryKey[2])),
      });
    if (wasLive) chatReconnected(queryClient);
    wasLive = true;
  });
  socket.on('disconnect', () => realtimeStore.set({ status: 'offline' }));
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on('connect_error', (error) => {
    realtimeStore.set({ status: 'offline' });
    // Socket.IO retries network failures itself, not a refusal by the server. 'unauthorized'
    // stays refused (the HTTP 401 handling signs out); anything else is tried again.
    if (!socket.active && error.message !== 'unauthorized') {
      clearTimeout(retry);
      retry = setTimeout(() => socket.connect(), RETRY_AFTER_REFUSAL_MS);
    }
  });
  socket.on(REALTIME_EVENTS.notification, (payload) => {
    addToTray(queryClient, payload);
    refreshLists(queryClient, payload.company_id, LIVE_LISTS);
  });
  socket.on(REALTIME_EVENTS.followupUpdated, (payload) =>
    refreshLists(queryClient, payload.company_id, FOLLOWUP_LISTS),
  );
  const responses = responseBatcher(queryClient);
  socket.on(REALTIME_EVENTS.memoResponse, (payload) => responses.add(payload.company_id));
  // Read or cleared on another tab or device (or by opening what it was about): the tray follows.
  socket.on(REALTIME_EVENTS.notificationsRead, (payload) =>
    queryClient.invalidateQueries({ queryKey: notificationKeys.list(payload.company_id) }),
  );
  bindChat(socket, queryClient);
  return () => {
    responses.stop();
    clearTimeout(retry);
    socket.disconnect();
    realtimeStore.set({ status: 'off' });
  };
}

let stop: (() => void) | null = null;
let starting = false;

/** Connects once while a user is signed in; signing out (token gone) disconnects. */
export async function startRealtime(
  queryClient: QueryClient,
  factory: SocketFactory = socketIo,
): Promise<void> {
  if (stop || starting || !authStore.get().token) return;
  starting = true;
  try {
    const socket = await factory();
    if (!authStore.get().token) {
      socket.disconnect();
      return;
    }
    const unbind = bindSocket(socket, queryClient);
    const unsubscribe = authStore.subscribe(() => {
      if (!authStore.get().token) stopRealtime();
    });
    stop = () => {
      unsubscribe();
      unbind();
    };
  } finally {
    starting = false;
  }
}

export function stopRealtime(): void {
  stop?.();
  stop = null;
}
