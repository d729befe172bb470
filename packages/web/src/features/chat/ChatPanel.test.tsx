import type { TChatMessage } from '@teamline/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { outboxStore } from './outbox';
import { chatGroup, chatMessage, ME } from './test-chat';

const mocks = vi.hoisted(() => ({ company: { current: null as unknown } }));
vi.mock('../../api/chat', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/chat')>()),
  useMyEmployeeId: () => 11,
}));
vi.mock('../../layouts/company/use-current-company', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../layouts/company/use-current-company')>()),
  useCurrentCompany: () => mocks.company.current,
}));

// The composer's autosizing textarea listens to document.fonts, which jsdom has not.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

const { default: ChatPage } = await import('./ChatPage');
const { chatApi } = await import('../../api/chat');

/** The calls the screens make, spied on the one chatApi object the hooks use. */
const chat = {
  groups: vi.spyOn(chatApi, 'groups'),
  messages: vi.spyOn(chatApi, 'messages'),
  send: vi.spyOn(chatApi, 'send'),
  read: vi.spyOn(chatApi, 'read'),
  react: vi.spyOn(chatApi, 'react'),
};

const mine = (id: number, over: Partial<TChatMessage> = {}) =>
  chatMessage(id, { chat_group_id: 3, employee_id: ME, employee: { id: ME, name: 'Me' }, ...over });

function open(path = '/7/chat') {
  return renderRoutes([{ path: '/:companyId/chat', element: <ChatPage /> }], path);
}

beforeEach(() => {
  for (const fn of Object.values(chat)) fn.mockReset();
  outboxStore.set([]);
  mocks.company.current = buildCompany('manager');
  chat.groups.mockResolvedValue({
    groups: [
      chatGroup(3, {
        name: 'Store 12',
        unread_count: 2,
        latest_message: chatMessage(9, { content: 'Truck is late' }),
      }),
      chatGroup(1, { name: 'Managers' }),
    ],
  });
  chat.read.mockResolvedValue({ chat_group_id: 3, last_read_message_id: 9, unread_count: 0 });
});

describe('the group list', () => {
  it('lists groups newest activity first with their unread counts and latest message', async () => {
    open();
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.textContent?.slice(0, 8))).toEqual(['SStore 1', 'MManager']);
    expect(within(items[0] as HTMLElement).getByLabelText('2 unread messages')).toBeTruthy();
    expect(items[0]?.textContent).toContain('Olivia Other: Truck is late');
    expect(screen.getByRole('button', { name: 'New group' })).toBeTruthy();
  });

  it('an employee may start a conversation but not make a group', async () => {
    mocks.company.current = buildCompany('employee');
    open();
    expect(await screen.findByRole('button', { name: 'New conversation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New group' })).toBeNull();
  });
});

describe('a conversation', () => {
  beforeEach(() => {
    chat.messages.mockImplementation(async (_c: number, _g: number, before?: number) =>
      before
        ? {
            messages: [chatMessage(8, { content: 'older' }), chatMessage(7, { content: 'oldest' })],
            next_before_id: null,
          }
        : {
            messages: [
              chatMessage(9, { content: 'see https://example.com' }),
              mine(8, {
                content: 'hi',
                receipt_count: 1,
                receipts: [{ employee_id: 22, name: 'Olivia Other', read_at: 'x' }],
              }),
            ],
            next_before_id: 8,
          },
    );
  });

  it('shows the newest page, marks the group read, and loads older pages skipping what is there', async () => {
    open('/7/chat?group=3');
    expect(await screen.findByRole('link', { name: 'https://example.com' })).toBeTruthy();
    await waitFor(() => expect(chat.read).toHaveBeenCalledWith(7, 3, 9));
    expect(screen.getByText('Read by 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('oldest')).toBeTruthy();
    expect(chat.messages).toHaveBeenLastCalledWith(7, 3, 8);
    // 8 was already there: it is shown once, and the page's copy is not taken.
    expect(screen.getAllByTestId('chat-message').map((m) => m.getAttribute('data-message-id'))).toEqual([
      '9',
      '8',
      '7',
    ]);
    expect(screen.queryByText('older')).toBeNull();
    expect(screen.getByText('This is the beginning of the conversation.')).toBeTruthy();
  });

  it('sending shows pending, then sent with the same client id after a dropped connection', async () => {
    let calls = 0;
    const clientIds: string[] = [];
    chat.send.mockImplementation(
      async (_c: number, _g: number, body: { client_id: string; content?: string }) => {
        clientIds.push(body.client_id);
        calls++;
        if (calls === 1) throw new ApiError(0, 'Network Error');
        return mine(10, { content: body.content ?? null, client_id: body.client_id });
      },
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      open('/7/chat?group=3');
      const input = await screen.findByRole('textbox', { name: 'Message' });
      fireEvent.change(input, { target: { value: 'On my way' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      const pending = await screen.findByTestId('chat-pending');
      expect(within(pending).getByText('Sending…')).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5000);
      });
      await waitFor(() => expect(screen.queryByTestId('chat-pending')).toBeNull());
      const sent = screen.getAllByTestId('chat-message')[0] as HTMLElement;
      expect(within(sent).getByText('On my way')).toBeTruthy();
      expect(within(sent).getByText('Sent')).toBeTruthy();
      expect(clientIds).toHaveLength(2);
      expect(clientIds[1]).toBe(clientIds[0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a reply quotes the message it answers; a reaction toggles', async () => {
    chat.send.mockImplementation(
      async (_c: number, _g: number, body: { client_id: string; content?: string }) =>
        mine(10, {
          content: body.content ?? null,
          chat_message_id: 9,
          primary: chatMessage(9, { content: 'see https://example.com' }),
        }),
    );
    chat.react.mockResolvedValue({
      chat_message_id: 9,
      added: true,
      reactions: [{ emoji: '👍', count: 1, employee_ids: [ME] }],
    });
    open('/7/chat?group=3');
    await screen.findByRole('link', { name: 'https://example.com' });
    const theirs = screen.getAllByTestId('chat-message')[0] as HTMLElement;
    fireEvent.click(within(theirs).getByRole('button', { name: 'Message actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Reply' }));
    expect(screen.getByText(/Replying to Olivia Other/)).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: 'Thanks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(chat.send).toHaveBeenCalledWith(
        7,
        3,
        expect.objectContaining({ chat_message_id: 9, content: 'Thanks' }),
      ),
    );
    expect(await screen.findByTestId('chat-quote')).toBeTruthy();

    const target = screen
      .getAllByTestId('chat-message')
      .find((m) => m.getAttribute('data-message-id') === '9') as HTMLElement;
    fireEvent.click(within(target).getByRole('button', { name: 'React' }));
    fireEvent.click(await screen.findByRole('button', { name: 'React with 👍' }));
    expect(await within(target).findByRole('button', { name: '👍 1 reaction, yours included' })).toBeTruthy();
    expect(chat.react).toHaveBeenCalledWith(7, 9, '👍');
  });
});
