import type { QueryClient } from '@tanstack/react-query';
import {
  CHAT_EVENTS,
  type TChatGroup,
  type TEmployeeDetail,
  type TRealtimeChatGroup,
  type TRealtimeChatMessage,
  type TRealtimeChatMessageDeleted,
  type TRealtimeChatReaction,
  type TRealtimeChatRead,
} from '@teamline/shared';
import { chatApi, chatKeys } from '../api/chat';
import { memoKeys, memosApi } from '../api/memos';
import {
  applyRead,
  type ChatThread,
  removeMessage,
  setReactions,
  upsertMessage,
} from '../features/chat/cache';
import '../features/chat/i18n';
import { settle } from '../features/chat/outbox';
import { kickOutbox, placeMessage, startOutbox } from '../features/chat/outbox-runner';
import i18n from '../i18n';
import { isChatOpen } from '../stores/chat';
import { showToast } from '../stores/toasts';

/** The chat events and their payloads. */
export interface ChatEventPayloads {
  [CHAT_EVENTS.messageCreated]: TRealtimeChatMessage;
  [CHAT_EVENTS.messageUpdated]: TRealtimeChatMessage;
  [CHAT_EVENTS.messageDeleted]: TRealtimeChatMessageDeleted;
  [CHAT_EVENTS.reaction]: TRealtimeChatReaction;
  [CHAT_EVENTS.read]: TRealtimeChatRead;
  [CHAT_EVENTS.groupChanged]: TRealtimeChatGroup;
}

/** The chat events of a socket (tests pass a fake). */
export interface ChatSocket {
  on<E extends keyof ChatEventPayloads>(event: E, listener: (payload: ChatEventPayloads[E]) => void): unknown;
}

/** The caller's employee id in a company (cached; fetched once when a chat event comes first). */
async function me(queryClient: QueryClient, companyId: number): Promise<number | undefined> {
  try {
    const employee = await queryClient.fetchQuery<TEmployeeDetail>({
      queryKey: memoKeys.me(companyId),
      queryFn: () => memosApi.me(companyId),
      staleTime: Number.POSITIVE_INFINITY,
    });
    return employee.id;
  } catch {
    return undefined;
  }
}

/** The group as the list knows it, else fetched. */
async function groupOf(
  queryClient: QueryClient,
  companyId: number,
  groupId: number,
): Promise<TChatGroup | null> {
  const listed = queryClient
    .getQueryData<TChatGroup[]>(chatKeys.groups(companyId))
    ?.find((g) => g.id === groupId);
  if (listed) return listed;
  try {
    return await queryClient.fetchQuery({
      queryKey: chatKeys.group(companyId, groupId),
      queryFn: () => chatApi.group(companyId, groupId),
    });
  } catch {
    return null;
  }
}

const TOAST = { variant: 'info' as const, timeout: 5000 };

function updateThread(
  queryClient: QueryClient,
  companyId: number,
  groupId: number,
  change: (thread: ChatThread) => ChatThread,
) {
  queryClient.setQueryData<ChatThread>(chatKeys.thread(companyId, groupId), (thread) =>
    thread ? change(thread) : thread,
  );
}

/** Wires the chat events to the query cache and the toasts (spec §2, §4). */
export function bindChat(socket: ChatSocket, queryClient: QueryClient): void {
  startOutbox(queryClient);
  socket.on(CHAT_EVENTS.messageCreated, async ({ company_id, chat_group_id, message }) => {
    const myId = await me(queryClient, company_id);
    const mine = myId !== undefined && message.employee_id === myId;
    const open = isChatOpen(company_id, chat_group_id);
    placeMessage(queryClient, company_id, message, !mine && !open);
    settle(message.client_id);
    if (mine || open) return;
    const group = await groupOf(queryClient, company_id, chat_group_id);
    if (group && !group.is_notifications_active) return;
    showToast({
      ...TOAST,
      id: `chat-message-${chat_group_id}`,
      messages: [i18n.t('chat.toast.newMessage', { group: group?.name ?? '' })],
    });
  });
  socket.on(CHAT_EVENTS.messageUpdated, ({ company_id, chat_group_id, message }) =>
    updateThread(queryClient, company_id, chat_group_id, (t) => upsertMessage(t, message)),
  );
  socket.on(CHAT_EVENTS.messageDeleted, ({ company_id, chat_group_id, id, deleted_at }) => {
    updateThread(queryClient, company_id, chat_group_id, (t) => removeMessage(t, id, deleted_at));
    void queryClient.invalidateQueries({ queryKey: chatKeys.groups(company_id) });
  });
  socket.on(CHAT_EVENTS.reaction, async (payload) => {
    const { company_id, chat_group_id, chat_message_id, reactions } = payload;
    updateThread(queryClient, company_id, chat_group_id, (t) => setReactions(t, chat_message_id, reactions));
    if (!payload.added || isChatOpen(company_id, chat_group_id)) return;
    const myId = await me(queryClient, company_id);
    if (myId === undefined || payload.message_employee_id !== myId || payload.employee_id === myId) return;
    showToast({
      ...TOAST,
      id: `chat-reaction-${chat_message_id}`,
      messages: [i18n.t('chat.toast.reaction')],
    });
  });
  socket.on(CHAT_EVENTS.read, (payload) =>
    updateThread(queryClient, payload.company_id, payload.chat_group_id, (t) => applyRead(t, payload)),
  );
  socket.on(CHAT_EVENTS.groupChanged, ({ company_id, chat_group_id, change }) => {
    if (change === 'removed') {
      queryClient.removeQueries({ queryKey: chatKeys.thread(company_id, chat_group_id) });
      queryClient.setQueryData<TChatGroup[]>(chatKeys.groups(company_id), (list) =>
        list?.filter((g) => g.id !== chat_group_id),
      );
    }
    void queryClient.invalidateQueries({ queryKey: chatKeys.groups(company_id) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.group(company_id, chat_group_id) });
  });
}

/** Back after a gap: conversations refetch (what came meanwhile), and the outbox sends. */
export function chatReconnected(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] === 'company' && q.queryKey[2] === 'chat',
  });
  kickOutbox(queryClient);
}
