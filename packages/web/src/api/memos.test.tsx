import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TNotification } from '@teamline/shared';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoKeys, useHasUnreadMemos } from './memos';
import { notificationKeys } from './notifications';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Dot({ enabled = true }: { enabled?: boolean }) {
  return <span>{useHasUnreadMemos(5, enabled) ? 'dot' : 'none'}</span>;
}

const notification = (id: number, type: string): TNotification =>
  ({
    id,
    type,
    title: 'New survey',
    content: 'x',
    read: false,
    created_at: '2026-01-01T00:00:00Z',
    type_id: 1,
  }) as TNotification;

describe('useHasUnreadMemos', () => {
  it("follows the manager's own unread count, and refetches it when a memo notification arrives", async () => {
    let unread = 0;
    const fetchMock = vi.fn(async (url: string) => {
      const content = url.includes('get-employee/5') ? { unread_memo_count: unread } : [];
      return new Response(JSON.stringify({ data: { content } }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    qc.setQueryData(notificationKeys.list(5), [notification(1, 'CHAT')]);
    render(
      <QueryClientProvider client={qc}>
        <Dot />
      </QueryClientProvider>,
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('get-employee/5'))).toBe(true),
    );
    expect(screen.getByText('none')).toBeTruthy();

    unread = 2;
    act(() => qc.setQueryData(notificationKeys.list(5), [notification(1, 'CHAT')]));
    act(() =>
      qc.setQueryData(notificationKeys.list(5), [notification(2, 'SURVEY'), notification(1, 'CHAT')]),
    );
    expect(await screen.findByText('dot')).toBeTruthy();
    expect(qc.getQueryData(memoKeys.me(5))).toEqual({ unread_memo_count: 2 });
  });

  it('asks nothing for a caller who is not management', () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ data: { content: [] } })));
    vi.stubGlobal('fetch', fetchMock);
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    qc.setQueryData(notificationKeys.list(5), []);
    render(
      <QueryClientProvider client={qc}>
        <Dot enabled={false} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('none')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('get-employee'))).toBe(false);
  });
});
