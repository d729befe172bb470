import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyRead,
  bumpGroup,
  type ChatThread,
  mergeOlder,
  removeMessage,
  toggleReaction,
  upsertMessage,
} from './cache';
import { chatGroup, chatMessage, ME, OTHER } from './test-chat';

afterEach(() => vi.restoreAllMocks());

describe('the thread cache (spec §4, §8)', () => {
  it('fetching skips messages already present by id, and only logs a duplicate', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const thread = { messages: [chatMessage(5), chatMessage(4)], next_before_id: 4 };
    const next = mergeOlder(thread, {
      messages: [chatMessage(4, { content: 'changed' }), chatMessage(3)],
      next_before_id: null,
    });
    expect(next.messages.map((m) => m.id)).toEqual([5, 4, 3]);
    expect(next.messages[1]?.content).toBe('message 4');
    expect(next.next_before_id).toBeNull();
    expect(warn).toHaveBeenCalledWith('duplicate chat message id', 4);
  });

  it('keeps newest first by id whatever order things arrive in', () => {
    let thread: ChatThread = { messages: [chatMessage(2)], next_before_id: null };
    thread = upsertMessage(thread, chatMessage(9));
    thread = upsertMessage(thread, chatMessage(5));
    expect(thread.messages.map((m) => m.id)).toEqual([9, 5, 2]);
  });

  it('an update of a deleted message removes it from the group; a reply keeps its quote, marked deleted', () => {
    const reply = chatMessage(6, { chat_message_id: 5, primary: { ...chatMessage(5), content: 'hi' } });
    const thread = { messages: [reply, chatMessage(5)], next_before_id: null };
    const next = upsertMessage(
      thread,
      chatMessage(5, { deleted_at: '2026-03-02T15:00:00.000Z', content: null }),
    );
    expect(next.messages.map((m) => m.id)).toEqual([6]);
    expect(next.messages[0]?.primary?.deleted_at).toBe('2026-03-02T15:00:00.000Z');
    expect(removeMessage(thread, 6).messages.map((m) => m.id)).toEqual([5]);
  });

  it('an edit updates the quote of its replies', () => {
    const reply = chatMessage(6, { chat_message_id: 5, primary: chatMessage(5) });
    const next = upsertMessage(
      { messages: [reply, chatMessage(5)], next_before_id: null },
      chatMessage(5, { content: 'fixed' }),
    );
    expect(next.messages[0]?.primary?.content).toBe('fixed');
  });

  it('a read mark adds the reader to the receipts of what they have read, never to their own', () => {
    const thread = {
      messages: [
        chatMessage(8, { employee_id: ME }),
        chatMessage(7, { employee_id: ME }),
        chatMessage(6, { employee_id: OTHER }),
      ],
      next_before_id: null,
    };
    const read = {
      company_id: 7,
      chat_group_id: 1,
      employee_id: OTHER,
      name: 'Olivia Other',
      last_read_message_id: 7,
      read_at: 'now',
    };
    const next = applyRead(applyRead(thread, read), read);
    expect(next.messages.map((m) => m.receipt_count)).toEqual([0, 1, 0]);
    expect(next.messages[1]?.receipts.map((r) => r.name)).toEqual(['Olivia Other']);
  });

  it('a reaction is toggled', () => {
    const once = toggleReaction([], '👍', ME);
    expect(once).toEqual([{ emoji: '👍', count: 1, employee_ids: [ME] }]);
    const both = toggleReaction([{ emoji: '👍', count: 1, employee_ids: [OTHER] }], '👍', ME);
    expect(both[0]?.count).toBe(2);
    expect(toggleReaction(once, '👍', ME)).toEqual([]);
  });

  it('a message moves its group to the top with its latest message and unread count', () => {
    const groups = [chatGroup(2), chatGroup(1)];
    const bumped = bumpGroup(groups, chatMessage(30, { chat_group_id: 1 }), { unread: true });
    expect(bumped.map((g) => g.id)).toEqual([1, 2]);
    expect(bumped[0]?.unread_count).toBe(1);
    expect(bumped[0]?.latest_message?.id).toBe(30);
  });
});

describe('receipts arriving before the message they are about', () => {
  it('a read mark that came first still shows on the message placed after it, and never goes back', () => {
    const read = {
      company_id: 7,
      chat_group_id: 1,
      employee_id: OTHER,
      name: 'Olivia Other',
      last_read_message_id: 9,
      read_at: 'now',
    };
    let thread: ChatThread = applyRead({ messages: [], next_before_id: null }, read);
    thread = upsertMessage(thread, chatMessage(9, { employee_id: ME }));
    expect(thread.messages[0]?.receipt_count).toBe(1);
    // The send's answer, older than the read event, replaces the copy: the reader stays.
    thread = upsertMessage({ ...thread, reads: {} }, chatMessage(9, { employee_id: ME }));
    expect(thread.messages[0]?.receipts.map((r) => r.name)).toEqual(['Olivia Other']);
  });
});
