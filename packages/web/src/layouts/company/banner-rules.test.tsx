import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingExit } from '../../features/billing/leave';
import { AppBanner, type AppBannerProps } from './AppBanner';
import type { SubscriptionState } from './banner';
import { renderRoutes } from './test-render';

/**
 * The banner rules of spec §2 as a table: each subscription state (and who looks) → the banner's
 * text and level, or none. The priority of version and profile is in AppBanner.test.tsx.
 */

const NEED =
  'In order to use the product you will need an active subscription - click here to manage subscription.';
const MORE = 'You need to add more locations to your subscription - click here to manage subscription.';
const PAST_DUE = 'Your last payment did not go through - click here to fix your payment method.';

const state = (over: Partial<SubscriptionState>): SubscriptionState => ({
  is_subscribed: true,
  all_locations_subscribed: true,
  is_on_trial: false,
  trial_ends_at: null,
  trial_days_left: 0,
  ...over,
});

interface Row {
  name: string;
  company: SubscriptionState;
  admin?: boolean;
  billingStatus?: AppBannerProps['billingStatus'];
  text: string | null;
  level?: 'alarm' | 'warn';
}

const rows: Row[] = [
  { name: 'subscribed, every location covered', company: state({}), text: null },
  {
    name: 'BILLING=off (every company counts as subscribed, trial none)',
    company: state({ trial_ends_at: null }),
    text: null,
  },
  {
    name: 'on trial, 12 days left',
    company: state({
      is_subscribed: false,
      is_on_trial: true,
      trial_ends_at: '2099-01-01T00:00:00Z',
      trial_days_left: 12,
    }),
    text: NEED,
    level: 'alarm',
  },
  {
    name: 'on trial, last day',
    company: state({
      is_subscribed: false,
      is_on_trial: true,
      trial_ends_at: '2099-01-01T00:00:00Z',
      trial_days_left: 1,
    }),
    text: NEED,
    level: 'alarm',
  },
  {
    name: 'trial ended, not subscribed (the end day in the company zone)',
    company: state({ is_subscribed: false, trial_ends_at: '2026-03-05T03:00:00.000Z' }),
    text: `Your free trial of the product ended on March 4, 2026. ${NEED}`,
    level: 'warn',
  },
  {
    name: 'not subscribed, no trial on record',
    company: state({ is_subscribed: false }),
    text: NEED,
    level: 'warn',
  },
  {
    name: 'subscribed, a location not covered',
    company: state({ all_locations_subscribed: false }),
    text: MORE,
    level: 'warn',
  },
  {
    name: 'past due (Stripe retrying the payment)',
    company: state({ is_subscribed: false, trial_ends_at: '2026-03-05T03:00:00.000Z' }),
    billingStatus: 'past_due',
    text: PAST_DUE,
    level: 'warn',
  },
  {
    name: 'cancelled after a plan: the spec texts',
    company: state({ is_subscribed: false, trial_ends_at: '2026-03-05T03:00:00.000Z' }),
    billingStatus: 'canceled',
    text: `Your free trial of the product ended on March 4, 2026. ${NEED}`,
    level: 'warn',
  },
  {
    name: 'a manager of a company on trial',
    company: state({
      is_subscribed: false,
      is_on_trial: true,
      trial_ends_at: '2099-01-01T00:00:00Z',
      trial_days_left: 3,
    }),
    admin: false,
    text: null,
  },
  {
    name: 'a manager of a past-due company',
    company: state({ is_subscribed: false }),
    billingStatus: 'past_due',
    admin: false,
    text: null,
  },
];

function renderBanner(props: Partial<AppBannerProps>) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <AppBanner
            companyId={7}
            appVersion="1.0.0"
            minAppVersion="1.0.0"
            userName="Dana"
            canManageSubscription
            company={null}
            {...props}
          />
        ),
      },
      { path: '/:companyId/settings/subscription', element: <p>subscription page</p> },
    ],
    '/',
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the subscription banner, state by state (spec §2)', () => {
  it.each(rows)('$name', ({ company, admin = true, billingStatus, text, level }) => {
    renderBanner({ company, canManageSubscription: admin, billingStatus });
    const banner = screen.queryByTestId('app-banner');
    if (text === null) {
      expect(banner).toBeNull();
      return;
    }
    expect(banner?.textContent).toBe(text);
    expect(banner?.parentElement?.dataset.level).toBe(level);
  });
});

describe('the past-due banner leads to fixing the payment', () => {
  const pastDue = { company: state({ is_subscribed: false }), billingStatus: 'past_due' as const };

  it('opens the billing portal (POST company/billing/url), and refreshes the company', async () => {
    const leaveTo = vi.spyOn(billingExit, 'leaveTo').mockImplementation(() => undefined);
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        const content = String(url).includes('billing/url')
          ? { url: 'https://portal.test/bps_9', checkout_url: null, status: 'past_due', cancel_at: null }
          : null;
        return new Response(JSON.stringify({ data: { content } }), { status: 200 });
      }),
    );
    renderBanner(pastDue);
    fireEvent.click(screen.getByTestId('app-banner'));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://portal.test/bps_9'));
    expect(calls[0]).toBe('POST /api/company/billing/url');
    leaveTo.mockRestore();
  });

  it('a failed URL fetch is swallowed (spec §8): the Subscription page opens instead', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'down' }), { status: 502 })),
    );
    renderBanner(pastDue);
    fireEvent.click(screen.getByTestId('app-banner'));
    expect(await screen.findByText('subscription page')).toBeTruthy();
  });
});
