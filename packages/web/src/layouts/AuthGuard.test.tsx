import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../stores/auth';
import AuthGuard from './AuthGuard';
import { renderRoutes } from './company/test-render';

const fetchMock = vi.fn<typeof fetch>();
const userDetails = { user: { id: 1, name: 'Dana', default_locale: 'en' }, companies: [] };
const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

function renderGuard() {
  return renderRoutes(
    [
      { element: <AuthGuard />, children: [{ path: '/', element: <p>inside</p> }] },
      { path: '/login', element: <p>login page</p> },
    ],
    '/',
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  authStore.set({ token: 'a-token' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  authStore.set({ token: null });
});

describe('AuthGuard: only an answer from the server ends the session', () => {
  it('keeps the session when the user fetch is aborted, and lets the user try again', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('The user aborted a request.', 'AbortError'));
    renderGuard();
    expect(await screen.findByText(/Teamline could not be reached/)).toBeTruthy();
    expect(authStore.get().token).toBe('a-token');

    fetchMock.mockImplementationOnce(() => answer(200, { data: { content: userDetails } }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('inside')).toBeTruthy();
    expect(authStore.get().token).toBe('a-token');
  });

  it('keeps the session when the network gives no answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderGuard();
    expect(await screen.findByText(/Teamline could not be reached/)).toBeTruthy();
    expect(authStore.get().token).toBe('a-token');
  });

  it('ends the session when the server refuses the user fetch', async () => {
    fetchMock.mockImplementationOnce(() => answer(403, { message: 'Forbidden', code: 'forbidden' }));
    renderGuard();
    expect(await screen.findByText('login page')).toBeTruthy();
    await waitFor(() => expect(authStore.get().token).toBeNull());
  });
});
