import type { TCompany } from '@teamline/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userKeys } from '../../api/user';
import { buildCompany } from '../../layouts/company/test-company';
import PaymentPage from './PaymentPage';
import { fakeServer, renderCompanyPage } from './test-billing';

const ROUTE = '/:companyId/payment/:status';
const onTrial = buildCompany('admin', {
  is_subscribed: false,
  is_on_trial: true,
  trial_days_left: 3,
  trial_ends_at: '2099-01-01T00:00:00.000Z',
});
const subscribed = buildCompany('admin');
const acknowledged = {
  status: 'active',
  is_subscribed: true,
  all_locations_subscribed: true,
  is_on_trial: false,
  trial_ends_at: '2099-01-01T00:00:00.000Z',
  trial_days_left: 0,
};

describe('/{company_id}/payment/{status}', () => {
  it('success: acknowledges with the session, says the subscription is active, and refreshes the company', async () => {
    const server = fakeServer({
      'GET billing/acknowledge': { content: acknowledged },
      'GET company/details': { content: subscribed },
    });
    const { queryClient } = renderCompanyPage(
      <PaymentPage />,
      ROUTE,
      '/7/payment/success?session_id=cs_42',
      onTrial,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for subscribing' })).toBeTruthy();
    expect(
      await screen.findByText('Your payment went through and your subscription is active.'),
    ).toBeTruthy();
    expect(server.of('GET billing/acknowledge')[0]?.path).toBe(
      'billing/acknowledge?company_id=7&session_id=cs_42',
    );
    // The banner reads the company: its fields change at once, then it is read again (spec §4).
    await waitFor(() => expect(server.of('GET company/details').length).toBe(1));
    const company = queryClient.getQueryData<TCompany>(userKeys.company(7));
    expect(company?.is_subscribed).toBe(true);
    expect(company?.is_on_trial).toBe(false);
    expect(screen.getByRole('link', { name: 'Back to Subscription' }).getAttribute('href')).toBe(
      '/7/settings/subscription',
    );
  });

  it('success not yet confirmed by the provider: says it is being confirmed', async () => {
    fakeServer({
      'GET billing/acknowledge': { content: { ...acknowledged, status: 'incomplete', is_subscribed: false } },
      'GET company/details': { content: onTrial },
    });
    renderCompanyPage(<PaymentPage />, ROUTE, '/7/payment/success', onTrial);
    expect(
      await screen.findByText(
        'Your payment is being confirmed. Your subscription shows here as soon as it is.',
      ),
    ).toBeTruthy();
  });

  it('cancel: nothing was charged; still acknowledged, so the company is current', async () => {
    const server = fakeServer({
      'GET billing/acknowledge': { content: { ...acknowledged, status: 'none', is_subscribed: false } },
      'GET company/details': { content: onTrial },
    });
    renderCompanyPage(<PaymentPage />, ROUTE, '/7/payment/cancel', onTrial);
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout cancelled' })).toBeTruthy();
    expect(screen.getByText('Nothing was charged. You can subscribe whenever you are ready.')).toBeTruthy();
    await waitFor(() => expect(server.of('GET billing/acknowledge').length).toBe(1));
  });

  it('another status: says there is nothing to show and asks nothing', () => {
    const server = fakeServer({});
    renderCompanyPage(<PaymentPage />, ROUTE, '/7/payment/whatever', onTrial);
    expect(screen.getByText('There is no payment to show at this address.')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('a manager gets the not-for-you page', () => {
    const server = fakeServer({});
    renderCompanyPage(<PaymentPage />, ROUTE, '/7/payment/success', buildCompany('manager'));
    expect(screen.getByText('This page is not for you')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
