import { SSO_MSG, type TSsoSettings } from '@teamline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import i18n, { switchLocale } from '../../i18n';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { toastStore } from '../../stores/toasts';
import SettingsIntegrationPage from './SettingsIntegrationPage';

const mocks = vi.hoisted(() => ({
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
  company: { current: null as unknown },
}));
vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  api: mocks.api,
}));
vi.mock('../../layouts/company/use-current-company', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../layouts/company/use-current-company')>()),
  useCurrentCompany: () => mocks.company.current,
}));

const SAVED: TSsoSettings = {
  issuer: 'https://acme.okta.com',
  client_id: 'teamline',
  display_name: 'Acme ID',
  use_pkce: true,
  require_sso: false,
  has_client_secret: true,
  redirect_uri: 'https://teamline.test/callback',
  login_url: 'https://teamline.test/login?company=7',
  updated_at: '2026-11-24T12:00:00.000Z',
};

/** The page's GETs: single sign-on's settings as given; the other sections not connected. */
const answering = (sso: TSsoSettings | null) => (path: string) => {
  if (path === 'company/scim-tokens')
    return Promise.resolve({ base_url: 'https://teamline.test/api/scim/v2', tokens: [] });
  if (path === 'company/integration')
    return Promise.resolve({
      configured: false,
      connected: false,
      connected_at: null,
      synced_locations: 0,
      last_run: null,
    });
  return Promise.resolve(sso);
};

const renderPage = () =>
  renderRoutes(
    [{ path: '/:companyId/settings/integration', element: <SettingsIntegrationPage /> }],
    '/7/settings/integration',
  );
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save and check connection' }));

beforeEach(async () => {
  mocks.company.current = buildCompany('admin');
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  toastStore.set([]);
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('Settings › Integration › Single sign-on', () => {
  it('refuses an empty form and an -admin issuer with the spec texts, before any call', async () => {
    mocks.api.get.mockImplementation(answering(null));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Single sign-on' })).toBeTruthy();
    // The page's other sections, in order after it.
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Single sign-on',
        'Franchise directory',
        'SCIM provisioning',
      ]),
    );
    save();
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(3);
    fireEvent.change(field(/Issuer URL/), { target: { value: 'not a url' } });
    save();
    expect(await screen.findByText(SSO_MSG.issuerUrl)).toBeTruthy();
    fireEvent.change(field(/Issuer URL/), { target: { value: 'https://acme-admin.okta.com' } });
    save();
    expect(await screen.findByText(SSO_MSG.issuerAdmin)).toBeTruthy();
    expect(mocks.api.post).not.toHaveBeenCalled();
  });

  it('saves a provider (PKCE on by default) and puts the server’s 422 on the issuer', async () => {
    mocks.api.get.mockImplementation(answering(null));
    mocks.api.post.mockRejectedValueOnce(
      new ApiError(
        422,
        'The given data was invalid.',
        { issuer: [SSO_MSG.issuerUnreachable] },
        'validation_failed',
      ),
    );
    renderPage();
    fireEvent.change(await screen.findByLabelText(/Provider name/), { target: { value: 'Acme ID' } });
    fireEvent.change(field(/Issuer URL/), { target: { value: 'https://acme.okta.com' } });
    fireEvent.change(field(/Client ID/), { target: { value: 'teamline' } });
    fireEvent.change(field(/Client secret/), { target: { value: 's3cret' } });
    save();
    expect(await screen.findByText(SSO_MSG.issuerUnreachable)).toBeTruthy();
    expect(mocks.api.post).toHaveBeenCalledWith('company/sso', {
      company_id: 7,
      display_name: 'Acme ID',
      issuer: 'https://acme.okta.com',
      client_id: 'teamline',
      client_secret: 's3cret',
      use_pkce: true,
      require_sso: false,
    });
  });

  it('shows a saved provider without its secret, with the links to register and share', async () => {
    mocks.api.get.mockImplementation(answering(SAVED));
    mocks.api.post.mockResolvedValue(SAVED);
    renderPage();
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(screen.getByText(SAVED.redirect_uri)).toBeTruthy();
    expect(screen.getByText(SAVED.login_url)).toBeTruthy();
    expect(field(/Client secret/).value).toBe('');
    save();
    await waitFor(() => expect(mocks.api.post).toHaveBeenCalled());
    expect(mocks.api.post.mock.calls[0]?.[1]).not.toHaveProperty('client_secret', expect.anything());
  });

  it('is for admins only', async () => {
    mocks.company.current = buildCompany('manager');
    renderPage();
    expect(await screen.findByText(/admins/i)).toBeTruthy();
    expect(mocks.api.get).not.toHaveBeenCalled();
  });

  it('speaks Spanish, the spec’s issuer rule included', async () => {
    await switchLocale('es');
    mocks.api.get.mockImplementation(answering(null));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Inicio de sesión único' })).toBeTruthy();
    fireEvent.change(field(/URL del emisor/), { target: { value: 'https://acme-admin.okta.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y comprobar la conexión' }));
    expect(await screen.findByText('El emisor no debe contener "-admin" en su subdominio')).toBeTruthy();
  });
});
