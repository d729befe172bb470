import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Role, TForm, TFormField, TFormResponse } from '@teamline/shared';
import { cleanup, configure, render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { userKeys } from '../../api/user';
import { buildCompany } from '../../layouts/company/test-company';
import './i18n';

// Two cores shared by several runs: a find waits up to 5 s (its default 1 s is short under load).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

export const COMPANY_ID = 5;

/** One call the page made: method, path under /api/, query and body. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = unknown | ((call: Call) => unknown);

/**
 * Stubs fetch as the server would answer: `answers` by "METHOD path" (a value or a function of
 * the call), the envelope around it; `failures` answer an error body with its status. Every call
 * is recorded. The app's own code (api/http, the hooks) runs as it is.
 */
export function stubServer(
  answers: Record<string, Answer>,
  failures: Record<string, { status: number; body: unknown }> = {},
) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const call = { method, path, query: url.searchParams, body };
    calls.push(call);
    const key = `${method} ${path}`;
    const failure = failures[key];
    if (failure) return new Response(JSON.stringify(failure.body), { status: failure.status });
    if (key === 'GET forms/exportResponses')
      return new Response('Employee,Submitted\n', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="deliveries-responses.csv"' },
      });
    const answer = answers[key];
    const content = typeof answer === 'function' ? (answer as (c: Call) => unknown)(call) : (answer ?? []);
    return new Response(JSON.stringify({ data: { content } }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    of: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** Renders routes for a member of `role` of company 5, whose details are already loaded. */
export function renderAs(role: Role, routes: RouteObject[], path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The company area has loaded the company's details once; pages read them, never ask again here.
  queryClient.setQueryDefaults(userKeys.company(COMPANY_ID), { staleTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData(userKeys.company(COMPANY_ID), buildCompany(role, { id: COMPANY_ID }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, router, queryClient };
}

export function buildField(over: Partial<TFormField> = {}): TFormField {
  return {
    key: 'notes',
    type: 'text',
    label: 'Notes',
    required: false,
    help_text: null,
    options: [],
    order: 0,
    ...over,
  };
}

export function buildForm(over: Partial<TForm> = {}): TForm {
  return {
    id: 40,
    company_id: COMPANY_ID,
    name: 'Deliveries',
    description: 'Check each delivery as it arrives.',
    fields: [buildField()],
    template_id: null,
    template_key: null,
    mode: 'segments',
    location_ids: [1],
    audience_ids: [],
    recipient_ids: [],
    locations: [{ id: 1, name: 'Downtown' }],
    audiences: [],
    recipients: [],
    creator: { id: 2, name: 'Morgan Manager' },
    updater: null,
    created_at: '2026-03-10T15:30:00Z',
    updated_at: '2026-03-10T15:30:00Z',
    deleted_at: null,
    closed_at: null,
    response_count: 0,
    ...over,
  };
}

export function buildResponse(over: Partial<TFormResponse> = {}): TFormResponse {
  return {
    id: 70,
    company_id: COMPANY_ID,
    form_id: 40,
    employee_id: 3,
    employee: { id: 3, name: 'Eli Employee' },
    locations: [{ id: 1, name: 'Downtown' }],
    response: { notes: 'All boxes in' },
    files: [],
    created_at: '2026-03-11T14:00:00Z',
    updated_at: '2026-03-11T14:00:00Z',
    can_edit: false,
    ...over,
  };
}

export const page = <T,>(key: string, items: T[], over: Record<string, unknown> = {}) => ({
  [key]: items,
  current_page: 1,
  total_pages: 1,
  total: items.length,
  per_page: 20,
  sort_by: 'created_at',
  sort_direction: 'desc',
  ...over,
});
