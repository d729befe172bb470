import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SSO_MSG } from '@teamline/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { ApiError } from '../../api/http';
import { ssoApi } from '../../api/sso';
import CallbackPage from './CallbackPage';
import LoginPage from './LoginPage';
import { SSO_COMPANY_KEY, ssoCompanyOf } from './SsoLoginButton';

// The real module's object, its calls replaced: its hooks call them too.
const sso = {
  option: vi.spyOn(ssoApi, 'option'),
  start: vi.spyOn(ssoApi, 'start'),
  finish: vi.spyOn(ssoApi, 'finish'),
};

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/callback', element: <CallbackPage /> },
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

beforeEach(() => {
  for (const fn of Object.values(sso)) fn.mockReset();
  localStorage.clear();
});
afterEach(cleanup);

describe('which company the login page offers', () => {
  it('the shared link, else the redirect’s company, else the one last used here', () => {
    expect(ssoCompanyOf(new URLSearchParams('company=4&redirect=/9/memos'), '2')).toBe(4);
    expect(ssoCompanyOf(new URLSearchParams('redirect=/9/settings/integration'), '2')).toBe(9);
    expect(ssoCompanyOf(new URLSearchParams('redirect=/profile'), '2')).toBe(2);
    expect(ssoCompanyOf(new URLSearchParams(''), null)).toBeNull();
    expect(ssoCompanyOf(new URLSearchParams('company=x'), 'nope')).toBeNull();
  });
});

describe('Sign in with {provider}', () => {
  it('shows the company’s button and starts the flow with the page to return to', async () => {
    sso.option.mockResolvedValue({ company_id: 9, company_name: 'Acme', display_name: 'Acme ID' });
    sso.start.mockRejectedValue(new ApiError(502, SSO_MSG.issuerUnreachable));
    renderAt('/login?redirect=%2F9%2Fsettings%2Fintegration');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Acme ID' }));
    await waitFor(() =>
      expect(sso.start).toHaveBeenCalledWith({ company_id: 9, return_to: '/9/settings/integration' }),
    );
    expect(sso.option).toHaveBeenCalledWith(9);
  });

  it('offers no button when the company has no provider', async () => {
    sso.option.mockRejectedValue(new ApiError(404, SSO_MSG.notConfigured));
    renderAt('/login?company=3');
    await waitFor(() => expect(sso.option).toHaveBeenCalledWith(3));
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
    expect(localStorage.getItem(SSO_COMPANY_KEY)).toBeNull();
  });
});

describe('/callback', () => {
  it('shows the spec’s text when the flow cannot finish', async () => {
    sso.finish.mockRejectedValue(
      new ApiError(
        422,
        'The given data was invalid.',
        { state: [SSO_MSG.parseResponse] },
        'validation_failed',
      ),
    );
    renderAt('/callback?state=s&code=c');
    expect(await screen.findByText(SSO_MSG.parseResponse)).toBeTruthy();
    expect(sso.finish).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to log in' })).toBeTruthy();
  });

  it('without a state it does not call the server', async () => {
    renderAt('/callback?code=c');
    expect(await screen.findByText(SSO_MSG.parseResponse)).toBeTruthy();
    expect(sso.finish).not.toHaveBeenCalled();
  });
});
