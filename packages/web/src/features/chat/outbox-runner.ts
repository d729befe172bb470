import type { QueryClient } from '@tanstack/react-query';
import type { TChatGroup, TChatMessage } from '@teamline/shared';
import { chatApi, chatKeys } from '../../api/chat';
import { bumpGroup, type ChatThread, upsertMessage } from './cache';
import { flushOutbox, OUTBOX_RETRY_MS, type OutboxItem, outboxStore } from './outbox';

/** A sent (or echoed) message joins its conversation and moves its group to the top. */
export function placeMessage(
  queryClient: QueryClient,
  companyId: number,
  message: TChatMessage,
  unread: boolean,
) {
  queryClient.setQueryData<ChatThread>(chatKeys.thread(companyId, message.chat_group_id), (thread) =>
    thread ? upsertMessage(thread, message) : thread,
  );
  const groups = queryClient.getQueryData<TChatGroup[]>(chatKeys.groups(companyId));
  if (groups?.some((g) => g.id === message.chat_group_id))
    queryClient.setQueryData<TChatGroup[]>(
      chatKeys.groups(companyId),
      bumpGroup(groups, message, { unread }),
    );
  else void queryClient.invalidateQueries({ queryKey: chatKeys.groups(companyId) });
}

const send = (item: OutboxItem) =>
  chatApi.send(item.company_id, item.group_id, {
    client_id: item.client_id,
    ...(item.content ? { content: item.content } : {}),
    ...(item.chat_message_id ? { chat_message_id: item.chat_message_id } : {}),
    ...(item.image_id ? { image_id: item.image_id } : {}),
    ...(item.gif ? { gif: item.gif } : {}),
  });

let running = false;
let rerun = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let client: QueryClient | null = null;

/** Sends what the outbox holds now; again later while the connection is down. */
export function kickOutbox(queryClient: QueryClient = client as QueryClient): void {
  if (!queryClient) return;
  client = queryClient;
  if (running) {
    rerun = true;
    return;
  }
  running = true;
  clearTimeout(timer);
  void flushOutbox(send, (item, message) => placeMessage(queryClient, item.company_id, message, false))
    .then((again) => {
      running = false;
      if (rerun) {
        rerun = false;
        kickOutbox(queryClient);
      } else if (again) timer = setTimeout(() => kickOutbox(queryClient), OUTBOX_RETRY_MS);
    })
    .catch((err: unknown) => {
      running = false;
      console.warn('chat outbox', err);
    });
}

let started = false;

/** Once per page: back online sends the outbox; a new item is sent at once. */
export function startOutbox(queryClient: QueryClient): void {
  client = queryClient;
  if (!started) {
    started = true;
    globalThis.addEventListener?.('online', () => kickOutbox());
    let size = outboxStore.get().length;
    outboxStore.subscribe(() => {
      const next = outboxStore.get();
      const grew = next.length > size || next.some((i) => i.status === 'pending');
      size = next.length;
      if (grew && next.some((i) => i.status === 'pending')) kickOutbox();
    });
  }
  kickOutbox(queryClient);
}

/** For tests: forget timers and the bound client. */
export function resetOutboxRunner(): void {
  clearTimeout(timer);
  running = false;
  rerun = false;
}
