import { QueryClient } from '@tanstack/react-query';
import { CHAT_EVENTS, type TChatGroup } from '@teamline/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatKeys } from '../api/chat';
import { memoKeys } from '../api/memos';
import type { ChatThread } from '../features/chat/cache';
import { enqueue, outboxStore } from '../features/chat/outbox';
import { chatGroup, chatMessage, ME, OTHER } from '../features/chat/test-chat';
import i18n, { switchLocale } from '../i18n';
import { openChatStore } from '../stores/chat';
import { toastStore } from '../stores/toasts';
import { bindChat, type ChatSocket } from './chat';

vi.mock('../features/chat/outbox-runner', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../features/chat/outbox-runner')>()),
  startOutbox: vi.fn(),
  kickOutbox: vi.fn(),
}));

class FakeSocket {
  private readonly listeners = new Map<string, ((payload: never) => unknown)[]>();
  on(event: string, listener: (payload: never) => unknown) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  async serverSends(event: string, payload: unknown) {
    for (const l of this.listeners.get(event) ?? []) await l(payload as never);
  }
}

const COMPANY = 7;
let queryClient: QueryClient;
let socket: FakeSocket;
const thread = () => queryClient.getQueryData<ChatThread>(chatKeys.thread(COMPANY, 1));
const groups = () => queryClient.getQueryData<TChatGroup[]>(chatKeys.groups(COMPANY));
const toasts = () => toastStore.get().flatMap((t) => t.messages);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  queryClient = new QueryClient();
  queryClient.setQueryData(memoKeys.me(COMPANY), { id: ME });
  queryClient.setQueryData(chatKeys.groups(COMPANY), [chatGroup(2), chatGroup(1, { name: 'Store 12' })]);
  queryClient.setQueryData<ChatThread>(chatKeys.thread(COMPANY, 1), {
    messages: [chatMessage(5, { employee_id: ME, employee: { id: ME, name: 'Me' } })],
    next_before_id: null,
  });
  socket = new FakeSocket();
  bindChat(socket as unknown as ChatSocket, queryClient);
  toastStore.set([]);
  outboxStore.set([]);
  openChatStore.set(null);
});
afterEach(() => openChatStore.set(null));

const created = (id: number, over = {}) => ({
  company_id: COMPANY,
  chat_group_id: 1,
  message: chatMessage(id, over),
});

describe('chat over the realtime channel', () => {
  it("a colleague's message joins the conversation, tops the list, counts unread and toasts when the group is not open", async () => {
    await socket.serverSends(CHAT_EVENTS.messageCreated, created(6));
    expect(thread()?.messages.map((m) => m.id)).toEqual([6, 5]);
    expect(groups()?.map((g) => [g.id, g.unread_count])).toEqual([
      [1, 1],
      [2, 0],
    ]);
    expect(toasts()).toEqual(['New message in Store 12.']);
  });

  it('says it in Spanish too', async () => {
    await switchLocale('es');
    await socket.serverSends(CHAT_EVENTS.messageCreated, created(6));
    expect(toasts()).toEqual(['Nuevo mensaje en Store 12.']);
  });

  it('no toast and no unread while the group is open, nor for a muted group', async () => {
    openChatStore.set({ companyId: COMPANY, groupId: 1 });
    await socket.serverSends(CHAT_EVENTS.messageCreated, created(6));
    expect(groups()?.[0]?.unread_count).toBe(0);
    openChatStore.set(null);
    queryClient.setQueryData<TChatGroup[]>(chatKeys.groups(COMPANY), (l) =>
      l?.map((g) => ({ ...g, is_notifications_active: false })),
    );
    await socket.serverSends(CHAT_EVENTS.messageCreated, created(7));
    expect(toasts()).toEqual([]);
  });

  it('the echo of my own message settles my pending copy, once, without a toast', async () => {
    const item = enqueue({ company_id: COMPANY, group_id: 1, content: 'hi' });
    const echo = created(6, { employee_id: ME, client_id: item.client_id });
    await socket.serverSends(CHAT_EVENTS.messageCreated, echo);
    await socket.serverSends(CHAT_EVENTS.messageCreated, echo);
    expect(outboxStore.get()).toEqual([]);
    expect(thread()?.messages.map((m) => m.id)).toEqual([6, 5]);
    expect(toasts()).toEqual([]);
  });

  it('an edit replaces the message; an update with deleted_at and a deletion remove it', async () => {
    await socket.serverSends(CHAT_EVENTS.messageCreated, created(6));
    await socket.serverSends(CHAT_EVENTS.messageUpdated, created(6, { content: 'edited', edited_at: 'x' }));
    expect(thread()?.messages[0]?.content).toBe('edited');
    await socket.serverSends(CHAT_EVENTS.messageUpdated, created(6, { deleted_at: 'x', content: null }));
    expect(thread()?.messages.map((m) => m.id)).toEqual([5]);
    await socket.serverSends(CHAT_EVENTS.messageDeleted, {
      company_id: COMPANY,
      chat_group_id: 1,
      id: 5,
      deleted_at: 'x',
    });
    expect(thread()?.messages).toEqual([]);
  });

  it("a reaction to my message updates it and toasts 'Reaction to your message.'; taking it back does not", async () => {
    const reaction = {
      company_id: COMPANY,
      chat_group_id: 1,
      chat_message_id: 5,
      employee_id: OTHER,
      message_employee_id: ME,
      emoji: '👍',
      added: true,
      reactions: [{ emoji: '👍', count: 1, employee_ids: [OTHER] }],
    };
    await socket.serverSends(CHAT_EVENTS.reaction, reaction);
    expect(thread()?.messages[0]?.reactions).toEqual(reaction.reactions);
    expect(toasts()).toEqual(['Reaction to your message.']);
    toastStore.set([]);
    await socket.serverSends(CHAT_EVENTS.reaction, { ...reaction, added: false, reactions: [] });
    expect(thread()?.messages[0]?.reactions).toEqual([]);
    expect(toasts()).toEqual([]);
  });

  it('a read mark shows who has read my message', async () => {
    await socket.serverSends(CHAT_EVENTS.read, {
      company_id: COMPANY,
      chat_group_id: 1,
      employee_id: OTHER,
      name: 'Olivia Other',
      last_read_message_id: 5,
      read_at: '2026-03-02T15:00:00.000Z',
    });
    expect(thread()?.messages[0]?.receipts.map((r) => r.name)).toEqual(['Olivia Other']);
  });

  it('leaving a group drops it and its conversation', async () => {
    await socket.serverSends(CHAT_EVENTS.groupChanged, {
      company_id: COMPANY,
      chat_group_id: 1,
      change: 'removed',
    });
    expect(groups()?.map((g) => g.id)).toEqual([2]);
    expect(thread()).toBeUndefined();
  });
});
