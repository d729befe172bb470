import type { TScimToken } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { switchLocale } from '../../i18n';
import { buildCompany } from '../../layouts/company/test-company';
import { toastStore } from '../../stores/toasts';
import { fakeServer, renderCompanyPage } from '../billing/test-billing';
import { ScimSection } from './ScimSection';

const BASE = 'https://teamline.example/api/scim/v2';
const okta: TScimToken = {
  id: 1,
  name: 'Okta',
  token_hint: 'scim_AbCd',
  created_at: '2026-11-01T15:00:00.000Z',
  last_used_at: null,
};
const entra: TScimToken = {
  ...okta,
  id: 2,
  name: 'Entra ID',
  token_hint: 'scim_ZyXw',
  last_used_at: '2026-11-20T10:00:00.000Z',
};

const renderSection = (role: 'admin' | 'manager' = 'admin') =>
  renderCompanyPage(
    <ScimSection />,
    '/:companyId/settings/integration',
    '/7/settings/integration',
    buildCompany(role),
  );

afterEach(async () => {
  toastStore.set([]);
  await i18n.changeLanguage('en');
});

describe('Settings › Integration: SCIM provisioning', () => {
  it('lists the tokens with the base URL; a new token is shown once, with a copy button', async () => {
    const server = fakeServer({
      'GET company/scim-tokens': { content: { base_url: BASE, tokens: [okta, entra] } },
      'POST company/scim-tokens': {
        content: { base_url: BASE, secret: 'scim_SECRET-once', token: { ...okta, id: 3, name: 'Workday' } },
      },
    });
    renderSection();
    expect(await screen.findByRole('heading', { level: 2, name: 'SCIM provisioning' })).toBeTruthy();
    expect((await screen.findByTestId('scim-base-url')).textContent).toBe(BASE);
    const rows = await screen.findAllByTestId('scim-token');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Okta')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('scim_AbCd…')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(/Never used/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/Last used/)).toBeTruthy();
    expect(server.of('GET company/scim-tokens')[0]?.path).toContain('company_id=7');

    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'Workday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect((await screen.findByTestId('scim-secret')).textContent).toBe('scim_SECRET-once');
    expect(screen.getByText('Token "Workday" created')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeTruthy();
    expect(server.of('POST company/scim-tokens')[0]?.body).toEqual({ company_id: 7, name: 'Workday' });
    // The list is asked again; the secret goes once dismissed and is never fetched back.
    await waitFor(() => expect(server.of('GET company/scim-tokens').length).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('scim-secret')).toBeNull();
    expect(document.body.textContent).not.toContain('scim_SECRET-once');
  });

  it("tells the server's refusal, and shows no secret", async () => {
    fakeServer({
      'GET company/scim-tokens': { content: { base_url: BASE, tokens: [] } },
      'POST company/scim-tokens': () => ({ status: 500, message: 'Server Error' }),
    });
    renderSection();
    expect(await screen.findByText(/No tokens yet/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'Okta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(toastStore.get().length).toBe(1));
    expect(screen.queryByTestId('scim-secret')).toBeNull();
  });

  it('revokes a token after asking', async () => {
    const server = fakeServer({
      'GET company/scim-tokens': { content: { base_url: BASE, tokens: [okta] } },
      'DELETE company/scim-tokens': { content: null },
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Okta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() =>
      expect(server.of('DELETE company/scim-tokens')[0]?.body).toEqual({ company_id: 7, id: 1 }),
    );
    await waitFor(() =>
      expect(toastStore.get().some((t) => JSON.stringify(t).includes('Token revoked'))).toBe(true),
    );
  });

  it('shows nothing to a manager and asks nothing', async () => {
    const server = fakeServer({});
    renderSection('manager');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('speaks Spanish', async () => {
    await switchLocale('es');
    fakeServer({ 'GET company/scim-tokens': { content: { base_url: BASE, tokens: [okta] } } });
    renderSection();
    expect(await screen.findByRole('heading', { level: 2, name: 'Aprovisionamiento SCIM' })).toBeTruthy();
    expect(await screen.findByText(/Nunca usado/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear token' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revocar Okta' })).toBeTruthy();
  });
});
