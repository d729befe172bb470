import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import {
  enqueue,
  flushOutbox,
  OUTBOX_KEY,
  type OutboxItem,
  outboxStore,
  reloadOutbox,
  retry,
  settle,
} from './outbox';
import { chatMessage } from './test-chat';

const text = (content: string, group_id = 1) => ({ company_id: 7, group_id, content });
const online = (value: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, value });

beforeEach(() => {
  outboxStore.set([]);
  online(true);
});
afterEach(() => online(true));

describe('the chat outbox (pending, sent, retried, offline-first)', () => {
  it('shows pending at once and leaves when sent', async () => {
    const item = enqueue(text('hello'));
    expect(outboxStore.get()).toEqual([expect.objectContaining({ status: 'pending', content: 'hello' })]);
    const onSent = vi.fn();
    await flushOutbox(async (i) => chatMessage(40, { client_id: i.client_id, content: i.content }), onSent);
    expect(outboxStore.get()).toEqual([]);
    expect(onSent).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: item.client_id }),
      expect.objectContaining({ id: 40 }),
    );
  });

  it('a dropped connection keeps it pending and the retry brings the same client_id', async () => {
    const item = enqueue(text('hello'));
    const seen: string[] = [];
    const send = vi.fn(async (i: OutboxItem) => {
      seen.push(i.client_id);
      if (seen.length === 1) throw new ApiError(0, 'Network Error');
      return chatMessage(41, { client_id: i.client_id });
    });
    expect(await flushOutbox(send, () => {})).toBe(true);
    expect(outboxStore.get()[0]?.status).toBe('pending');
    expect(await flushOutbox(send, () => {})).toBe(false);
    expect(seen).toEqual([item.client_id, item.client_id]);
    expect(outboxStore.get()).toEqual([]);
  });

  it('keeps one group in order: after a lost send the later ones wait', async () => {
    enqueue(text('first'));
    enqueue(text('second'));
    enqueue(text('elsewhere', 2));
    const sent: string[] = [];
    await flushOutbox(
      async (i) => {
        if (i.content === 'first') throw new ApiError(0, 'Network Error');
        sent.push(i.content ?? '');
        return chatMessage(42);
      },
      () => {},
    );
    expect(sent).toEqual(['elsewhere']);
    expect(outboxStore.get().map((i) => i.content)).toEqual(['first', 'second']);
  });

  it('is never sent twice: the realtime echo with its client_id settles it first', async () => {
    const item = enqueue(text('hello'));
    settle(item.client_id);
    const send = vi.fn();
    await flushOutbox(send, () => {});
    expect(send).not.toHaveBeenCalled();
  });

  it('offline it waits, kept in localStorage, and goes out when back online', async () => {
    online(false);
    enqueue(text('written offline'));
    const send = vi.fn(async (i: OutboxItem) => chatMessage(43, { client_id: i.client_id }));
    expect(await flushOutbox(send, () => {})).toBe(true);
    expect(send).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ content: 'written offline', status: 'pending' }),
    ]);
    // The app closed and opened again: the stored outbox is read back.
    outboxStore.set([]);
    localStorage.setItem(
      OUTBOX_KEY,
      JSON.stringify([{ ...enqueue(text('written offline')), status: 'pending' }]),
    );
    reloadOutbox();
    online(true);
    await flushOutbox(send, () => {});
    expect(send).toHaveBeenCalledTimes(1);
    expect(outboxStore.get()).toEqual([]);
  });

  it('a refusal marks it failed with the server text; Retry sends it again', async () => {
    const item = enqueue(text('x'.repeat(5)));
    const refuse = async () => {
      throw new ApiError(
        422,
        'invalid',
        { content: ['A message can have at most 4000 characters'] },
        'validation_failed',
      );
    };
    await flushOutbox(refuse, () => {});
    expect(outboxStore.get()[0]).toMatchObject({
      status: 'failed',
      error: 'A message can have at most 4000 characters',
    });
    retry(item.client_id);
    await flushOutbox(
      async (i) => chatMessage(44, { client_id: i.client_id }),
      () => {},
    );
    expect(outboxStore.get()).toEqual([]);
  });
});
