import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { authStore } from '../../stores/auth';
import { useSignIn } from './useSignIn';

const fetchMock = vi.fn<typeof fetch>();

function renderSignIn() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/login']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useSignIn(), { wrapper }).result.current;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  authStore.set({ token: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('useSignIn when the user fetch fails', () => {
  it('keeps the new token when the fetch was aborted (the page navigated away meanwhile)', async () => {
    fetchMock.mockRejectedValue(new DOMException('The user aborted a request.', 'AbortError'));
    const signIn = renderSignIn();
    await expect(signIn('new-token')).rejects.toBeInstanceOf(ApiError);
    expect(authStore.get().token).toBe('new-token');
  });

  it('drops the token when the server refuses it', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Forbidden', code: 'forbidden' }), { status: 403 }),
    );
    const signIn = renderSignIn();
    await expect(signIn('new-token')).rejects.toMatchObject({ status: 403 });
    expect(authStore.get().token).toBeNull();
  });
});
