import type { TChatGif, TChatMessage, TChatPrimary } from '@teamline/shared';
import { ApiError, isNoAnswer, newIdempotencyKey } from '../../api/http';
import { createStore } from '../../stores/store';

/**
 * The sender's outbox (issue 16): a message shows `pending` from the moment it is written, is sent
 * with its client_id, and is retried with the same client_id while the connection is down, so the
 * server makes it once. It is kept in localStorage: text written offline on a phone goes out when
 * the phone is back online, even after the app was closed.
 */
export interface OutboxItem {
  client_id: string;
  company_id: number;
  group_id: number;
  content: string | null;
  chat_message_id?: number;
  /** The quoted message, for showing the pending copy. */
  primary?: TChatPrimary | null;
  image_id?: number;
  image_url?: string;
  gif?: TChatGif;
  status: 'pending' | 'failed';
  /** Why the server refused it (a failed item waits for Retry or Discard). */
  error?: string;
  created_at: string;
}

export const OUTBOX_KEY = 'teamline.chat.outbox';
/** While items wait and no event (online, reconnect) comes, try again this often. */
export const OUTBOX_RETRY_MS = 4000;

function load(): OutboxItem[] {
  try {
    const raw = globalThis.localStorage?.getItem(OUTBOX_KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? (list as OutboxItem[]) : [];
  } catch {
    return [];
  }
}

export const outboxStore = createStore<OutboxItem[]>(load());
outboxStore.subscribe(() => {
  try {
    globalThis.localStorage?.setItem(OUTBOX_KEY, JSON.stringify(outboxStore.get()));
  } catch {
    // Storage full or off (a private window): the outbox still works for this session.
  }
});

/** Reads the stored outbox again (another tab wrote it, or a test set it). */
export function reloadOutbox(): void {
  outboxStore.set(load());
}

export type NewItem = Omit<OutboxItem, 'client_id' | 'status' | 'created_at'>;

export function enqueue(item: NewItem): OutboxItem {
  const queued: OutboxItem = {
    ...item,
    client_id: newIdempotencyKey(),
    status: 'pending',
    created_at: new Date().toISOString(),
  };
  outboxStore.set((list) => [...list, queued]);
  return queued;
}

/** The server has it (its answer, or the realtime echo carrying the client_id): the pending copy goes. */
export function settle(clientId: string | null | undefined): void {
  if (!clientId) return;
  if (outboxStore.get().some((i) => i.client_id === clientId))
    outboxStore.set((list) => list.filter((i) => i.client_id !== clientId));
}

export function discard(clientId: string): void {
  settle(clientId);
}

export function retry(clientId: string): void {
  outboxStore.set((list) =>
    list.map((i) => (i.client_id === clientId ? { ...i, status: 'pending', error: undefined } : i)),
  );
}

function fail(clientId: string, error: string): void {
  outboxStore.set((list) =>
    list.map((i) => (i.client_id === clientId ? { ...i, status: 'failed', error } : i)),
  );
}

export type Send = (item: OutboxItem) => Promise<TChatMessage>;
export type OnSent = (item: OutboxItem, message: TChatMessage) => void;

const inFlight = new Set<string>();

/**
 * Sends what waits, oldest first, one group's messages in order. A lost answer (no connection)
 * leaves the item pending and stops that group's turn (answers `true`: try again later); a refusal
 * marks it failed. An item already on its way is never sent twice at once.
 */
export async function flushOutbox(send: Send, onSent: OnSent): Promise<boolean> {
  if (globalThis.navigator?.onLine === false) return outboxStore.get().some((i) => i.status === 'pending');
  const stalled = new Set<number>();
  let again = false;
  for (const item of outboxStore.get()) {
    if (item.status !== 'pending' || inFlight.has(item.client_id) || stalled.has(item.group_id)) continue;
    inFlight.add(item.client_id);
    try {
      const message = await send(item);
      settle(item.client_id);
      onSent(item, message);
    } catch (err) {
      if (isNoAnswer(err)) {
        stalled.add(item.group_id);
        again = true;
      } else if (err instanceof ApiError && err.status === 404) {
        // The group is gone (deleted, or the sender left it): nothing to retry.
        discard(item.client_id);
      } else {
        fail(item.client_id, err instanceof ApiError ? (err.messages[0] ?? err.message) : String(err));
      }
    } finally {
      inFlight.delete(item.client_id);
    }
  }
  return again;
}
