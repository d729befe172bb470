import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TBillingSummary, TCompany } from '@teamline/shared';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { userKeys } from '../../api/user';
import { DateZone } from '../../i18n/dates';
import '../../i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; content?: unknown; message?: string };

/**
 * A stand-in for the server over fetch: each `METHOD path` answers its content (or a failure);
 * every call is recorded. Company details answer `company()` each time, so a refetch is seen.
 */
export function fakeServer(answers: Record<string, Answer | (() => Answer)>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(url).replace(/^\/api\//, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const key = `${method} ${path.replace(/\?.*$/, '')}`;
    const found = answers[key];
    const answer = typeof found === 'function' ? found() : found;
    if (!answer) return new Response(JSON.stringify({ message: 'not found' }), { status: 404 });
    const status = answer.status ?? 200;
    const payload =
      status < 400 ? { data: { content: answer.content ?? null } } : { message: answer.message };
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    of: (key: string) => calls.filter((c) => `${c.method} ${c.path.replace(/\?.*$/, '')}` === key),
  };
}

/** Renders a company page at `path` with the company details already loaded, as CompanyArea does. */
export function renderCompanyPage(element: ReactElement, route: string, path: string, company: TCompany) {
  // Loaded details stay fresh until something invalidates them, as after CompanyArea's first load.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(userKeys.company(company.id), company);
  const router = createMemoryRouter(
    [{ path: route, element: <DateZone value={company.timezone}>{element}</DateZone> }],
    { initialEntries: [path] },
  );
  const utils = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, router, queryClient };
}

const DAY = 86_400_000;

/** billing/summary as the server answers it, for a team on a Stripe trial with two locations. */
export function buildSummary(over: Partial<TBillingSummary> = {}): TBillingSummary {
  return {
    provider: 'stripe',
    plan: null,
    subscription: {
      // The app's own trial: no Stripe subscription yet.
      status: 'none',
      interval: null,
      all_locations: false,
      location_ids: [],
      quantity: 0,
      cancel_at: null,
      current_period_end: null,
      until: null,
    },
    price: {
      provider: 'stripe',
      month: { interval: 'month', unit_amount: 900, currency: 'usd' },
      year: { interval: 'year', unit_amount: 9000, currency: 'usd' },
    },
    locations: [
      { id: 3, name: 'Downtown', covered: false },
      { id: 4, name: 'Airport', covered: false },
    ],
    covered_location_count: 0,
    location_count: 2,
    is_subscribed: false,
    all_locations_subscribed: true,
    is_on_trial: true,
    trial_ends_at: new Date(Date.now() + 5 * DAY - 60_000).toISOString(),
    trial_days_left: 5,
    next_invoice: null,
    payment_method: null,
    invoices: [],
    can_publish: true,
    admin_names: ['Dana Admin'],
    ...over,
  };
}
