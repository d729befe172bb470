import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LOGIN_ERROR_TOAST_MS, MSG } from '@teamline/shared';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { ApiError } from '../../api/http';
import { authStore } from '../../stores/auth';
import { toastStore } from '../../stores/toasts';
import LoginPage from './LoginPage';

const authApi = vi.hoisted(() => ({
  login: vi.fn(),
  requestPhoneCode: vi.fn(),
  loginWithCode: vi.fn(),
}));
vi.mock('../../api/auth', () => ({ authApi }));

function renderLogin(url = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const titles = () => toastStore.get().map((t) => t.title);

beforeEach(() => {
  toastStore.set([]);
  for (const fn of Object.values(authApi)) fn.mockReset();
});
afterEach(cleanup);

describe('LoginPage, phone tab', () => {
  it('blocks the code request while the phone is empty or incomplete', async () => {
    renderLogin();
    submit('Send code');
    expect(await screen.findByText(MSG.required)).toBeTruthy();
    expect(titles()).toContain(MSG.fieldValidationFailed);

    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '555123' } });
    submit('Send code');
    expect(await screen.findByText(MSG.phoneLength)).toBeTruthy();
    expect(authApi.requestPhoneCode).not.toHaveBeenCalled();
  });

  it('refuses letters in the phone with the spec text; failed submits show one toast', async () => {
    renderLogin();
    const phone = screen.getByLabelText(/Phone number/) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: 'abc' } });
    expect(phone.value).toBe('');
    expect(await screen.findByText(MSG.phoneDigits)).toBeTruthy();
    for (let i = 0; i < 3; i++) submit('Send code');
    expect(await screen.findByText(MSG.required)).toBeTruthy();
    expect(titles()).toEqual([MSG.fieldValidationFailed]);
    expect(authApi.requestPhoneCode).not.toHaveBeenCalled();
  });

  it('sends the code to the normalised number, then checks the 6-character code', async () => {
    authApi.requestPhoneCode.mockResolvedValue({ content: null, successes: ['Code sent'] });
    renderLogin();
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '5551234567' } });
    submit('Send code');
    await waitFor(() => expect(authApi.requestPhoneCode).toHaveBeenCalledWith({ phone: '15551234567' }));

    const code = await screen.findByLabelText(/Auth code/);
    expect(screen.getByText(/\(555\) 123-4567/)).toBeTruthy();
    fireEvent.change(code, { target: { value: 'ab1' } });
    expect((code as HTMLInputElement).value).toBe('AB1');
    submit('Log in');
    expect(await screen.findByText(MSG.authCodeLength)).toBeTruthy();
    expect(authApi.loginWithCode).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(await screen.findByLabelText(/Phone number/)).toBeTruthy();
  });
});

describe('LoginPage, e-mail tab', () => {
  const openEmailTab = () => fireEvent.click(screen.getByRole('tab', { name: 'Email / Password' }));

  it('shows both tabs with the spec names', () => {
    renderLogin();
    expect(screen.getByRole('tab', { name: 'Phone' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Email / Password' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('blocks the login call on invalid fields', async () => {
    renderLogin();
    openEmailTab();
    fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'not-an-email' } });
    submit('Log in');
    expect(await screen.findByText(MSG.email)).toBeTruthy();
    expect(screen.getByText(MSG.required)).toBeTruthy();
    expect(titles()).toEqual([MSG.fieldValidationFailed]);
    expect(authApi.login).not.toHaveBeenCalled();
  });

  it("shows 'Error logging in' with the server's message for 7000 ms", async () => {
    authApi.login.mockRejectedValue(new ApiError(422, 'Invalid', { email: [MSG.invalidCredentials] }));
    renderLogin('/login?token=INV123');
    openEmailTab();
    fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'Boss@Example.com ' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret' } });
    await act(async () => submit('Log in'));
    await waitFor(() => expect(toastStore.get()).toHaveLength(1));
    expect(authApi.login).toHaveBeenCalledWith({
      email: 'boss@example.com',
      password: 'secret',
      token: 'INV123',
    });
    const [toast] = toastStore.get();
    expect(toast).toMatchObject({
      title: MSG.loginError,
      messages: [MSG.invalidCredentials],
      variant: 'error',
      timeout: LOGIN_ERROR_TOAST_MS,
    });
  });

  it('says gently that the session ended', () => {
    renderLogin('/login?reason=expired&redirect=%2F5');
    expect(screen.getByText('Your session has ended. Please log in again.')).toBeTruthy();
    const signup = screen.getByRole('link', { name: 'Create an account' });
    expect(signup.getAttribute('href')).toBe('/signup?redirect=%2F5');
  });
});

describe('LoginPage when already signed in', () => {
  afterEach(() => authStore.set({ token: null }));

  it('goes on to the safe redirect target instead of showing the form', async () => {
    authStore.set({ token: 'a-token' });
    const router = renderLogin('/login?redirect=%2F12%2Fprofile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/12/profile'));
    const offsite = renderLogin('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(offsite.state.location.pathname).toBe('/'));
  });
});
