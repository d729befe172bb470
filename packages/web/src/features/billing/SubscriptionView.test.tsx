import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../layouts/company/test-company';
import SubscriptionPage from '../settings/SubscriptionPage';
import { billingExit } from './leave';
import { buildSummary, fakeServer, renderCompanyPage } from './test-billing';

const ROUTE = '/:companyId/settings/subscription';
const PATH = '/7/settings/subscription';
const trialCompany = buildCompany('admin', {
  is_subscribed: false,
  is_on_trial: true,
  trial_days_left: 5,
  trial_ends_at: '2099-01-01T00:00:00.000Z',
});

const leaveTo = vi.spyOn(billingExit, 'leaveTo').mockImplementation(() => undefined);
beforeEach(() => leaveTo.mockClear());
afterEach(() => vi.useRealTimers());

const renderPage = (company = trialCompany) => renderCompanyPage(<SubscriptionPage />, ROUTE, PATH, company);

describe('Settings › Subscription', () => {
  it('on a Stripe trial: days left, both prices, every location chosen; Subscribe opens checkout and refreshes the company', async () => {
    const server = fakeServer({
      'POST billing/summary': { content: buildSummary() },
      'POST company/billing/url': {
        content: { url: null, checkout_url: 'https://checkout.test/cs_1', status: 'none', cancel_at: null },
      },
      'GET company/details': { content: trialCompany },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeTruthy();
    expect((await screen.findByTestId('trial-left')).textContent).toMatch(
      /^5 days left in your free trial, until /,
    );
    expect(screen.getByText('$9.00 per location per month')).toBeTruthy();
    expect(screen.getByText('$90.00 per location per year')).toBeTruthy();
    expect(screen.getByText('Free trial')).toBeTruthy();
    expect(screen.getByText('Subscribe for the 2 locations chosen below.')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Airport' }));
    expect(screen.getByText('Subscribe for the location chosen below.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://checkout.test/cs_1'));
    expect(server.of('POST company/billing/url')[0]?.body).toEqual({
      company_id: 7,
      interval: 'year',
      locations: [3],
    });
    // Spec §4: after fetching the billing URLs the company is refreshed (and the banner with it).
    await waitFor(() => expect(server.of('GET company/details').length).toBe(1));
  });

  it('swallows a failed billing URL fetch (spec §8): no error, the page stays as it was', async () => {
    fakeServer({
      'POST billing/summary': { content: buildSummary() },
      'POST company/billing/url': { status: 500, message: 'Stripe is down' },
      'GET company/details': { content: trialCompany },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('The payment page could not be opened just now. Try again in a moment.'),
    ).toBeTruthy();
    expect(leaveTo).not.toHaveBeenCalled();
    expect(screen.queryByText('Stripe is down')).toBeNull();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('subscribed with Stripe: Manage opens the portal; covered locations change through PUT billing/subscription', async () => {
    const company = buildCompany('admin', { all_locations_subscribed: false });
    const summary = buildSummary({
      plan: 'Teamline monthly',
      subscription: {
        status: 'active',
        interval: 'month',
        all_locations: false,
        location_ids: [3],
        quantity: 1,
        cancel_at: null,
        current_period_end: '2026-12-24T18:00:00.000Z',
        until: null,
      },
      locations: [
        { id: 3, name: 'Downtown', covered: true },
        { id: 4, name: 'Airport', covered: false },
      ],
      covered_location_count: 1,
      is_subscribed: true,
      is_on_trial: false,
      trial_days_left: 0,
      all_locations_subscribed: false,
      next_invoice: { amount: 900, currency: 'usd', date: '2026-12-24T18:00:00.000Z' },
      payment_method: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 },
      invoices: [
        {
          id: 'in_1',
          number: 'TL-0001',
          amount: 900,
          currency: 'usd',
          status: 'paid',
          created_at: '2026-11-24T18:00:00.000Z',
          url: 'https://invoices.test/in_1',
          pdf_url: null,
        },
      ],
    });
    const server = fakeServer({
      'POST billing/summary': { content: summary },
      'POST company/billing/url': {
        content: { url: 'https://portal.test/bps_1', checkout_url: null, status: 'active', cancel_at: null },
      },
      'PUT billing/subscription': { content: summary.subscription },
      'GET company/details': { content: company },
    });
    renderPage(company);
    expect(await screen.findByText('Teamline monthly')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('$9.00 per location per month')).toBeTruthy();
    expect(screen.queryByText('$90.00 per location per year')).toBeNull();
    expect(screen.getByTestId('covered-count').textContent).toBe('1 of 2 locations covered');
    expect(screen.getByTestId('next-invoice').textContent).toBe('$9.00 on December 24, 2026');
    expect(screen.getByTestId('payment-method').textContent).toBe('Visa ending in 4242, expires 04/2030');
    const row = screen.getByRole('row', { name: /TL-0001/ });
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'View invoice TL-0001' }).getAttribute('href')).toBe(
      'https://invoices.test/in_1',
    );

    const save = screen.getByRole('button', { name: 'Update covered locations' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Airport' }));
    fireEvent.click(save);
    await waitFor(() => expect(server.of('PUT billing/subscription').length).toBe(1));
    expect(server.of('PUT billing/subscription')[0]?.body).toEqual({ company_id: 7, locations: [3, 4] });
    await waitFor(() => expect(server.of('GET company/details').length).toBe(1));
    await waitFor(() => expect(server.of('POST billing/summary').length).toBe(2));

    fireEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://portal.test/bps_1'));
    expect(server.of('POST company/billing/url')[0]?.body).toEqual({ company_id: 7 });
  });

  it("an operator's plan: shown as granted, no checkout, and billing is said to be the operator's", async () => {
    fakeServer({
      'POST billing/summary': {
        content: buildSummary({
          provider: 'operator',
          plan: 'Granted by the server operator',
          price: { provider: 'operator', month: null, year: null },
          subscription: {
            status: 'active',
            interval: null,
            all_locations: true,
            location_ids: [3, 4],
            quantity: 2,
            cancel_at: null,
            current_period_end: null,
            until: '2027-12-31T23:59:59.000Z',
          },
          is_subscribed: true,
          is_on_trial: false,
          trial_days_left: 0,
        }),
      },
    });
    renderPage(buildCompany('admin'));
    expect(
      await screen.findByText(
        "Billing is handled by the server's operator. Ask them to start, extend or change your plan.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('Covered until December 31, 2027.')).toBeTruthy();
    expect(screen.getByText('Every location is covered, including the ones you add later.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('BILLING=off: the page says billing is off, nothing else', async () => {
    fakeServer({
      'POST billing/summary': {
        content: buildSummary({ provider: 'off', price: { provider: 'off', month: null, year: null } }),
      },
    });
    renderPage(buildCompany('admin'));
    expect(await screen.findByRole('heading', { name: 'Billing is off' })).toBeTruthy();
    expect(screen.queryByText('Your plan')).toBeNull();
  });

  it('a manager gets the not-for-you page and asks nothing of billing', async () => {
    const server = fakeServer({});
    renderPage(buildCompany('manager'));
    expect(
      screen.getByText(
        "Only this team's admins manage its subscription. Ask one of them if something needs to change.",
      ),
    ).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
