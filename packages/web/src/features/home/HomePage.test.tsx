import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { buildInbox, buildMemo } from '../inbox/test-memos';
import { buildManagementHome } from './test-home';

const mocks = vi.hoisted(() => ({
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
  company: { current: null as unknown },
}));
vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  api: mocks.api,
}));
vi.mock('../../api/user', () => ({ useUserDetails: () => ({ data: { user: { name: 'Morgan Manager' } } }) }));
vi.mock('../../layouts/company/use-current-company', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../layouts/company/use-current-company')>()),
  useCurrentCompany: () => mocks.company.current,
}));

const { default: HomePage } = await import('./HomePage');

const TRIAL_ACTION = 'Manage Subscription';

const home = buildManagementHome(2);

beforeEach(() => {
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  mocks.company.current = buildCompany('manager');
  mocks.api.get.mockResolvedValue(home);
  mocks.api.post.mockResolvedValue(buildInbox([buildMemo({ id: 3, title: 'Closing checklist' })]));
});

describe('Management Home', () => {
  it('shows the dashboard, and the manager’s own inbox one tab away with its unread count', async () => {
    const { router } = renderRoutes([{ path: '/:companyId', element: <HomePage /> }], '/7');
    expect(await screen.findByRole('region', { name: 'Recent memos' })).toBeTruthy();
    const inboxTab = screen.getByRole('tab', { name: /My inbox/ });
    await waitFor(() => expect(screen.getByLabelText('2 unread memos')).toBeTruthy());
    expect(mocks.api.post).not.toHaveBeenCalled();
    fireEvent.click(inboxTab);
    expect(await screen.findByRole('button', { name: /Closing checklist/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=inbox');
    // Opening a memo keeps the tab, and Back returns to the inbox, not the dashboard.
    fireEvent.click(screen.getByRole('button', { name: /Closing checklist/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=inbox&memo=3'));
  });
});

describe('Home follows the abilities the server sends, not the role', () => {
  it('a manager without memos.manage gets the inbox, not the dashboard', async () => {
    mocks.company.current = buildCompany('manager', { abilities: { 'memos.manage': false } });
    renderRoutes([{ path: '/:companyId', element: <HomePage /> }], '/7');
    expect(await screen.findByRole('button', { name: /Closing checklist/ })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /Dashboard/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recent memos' })).toBeNull();
  });

  it('the trial card offers the subscription by subscription.manage', async () => {
    mocks.company.current = buildCompany('admin');
    renderRoutes([{ path: '/:companyId', element: <HomePage /> }], '/7');
    expect(await screen.findByRole('link', { name: TRIAL_ACTION })).toBeTruthy();
  });

  it('the card says a subscription that leaves locations uncovered, not only that it is active', async () => {
    mocks.company.current = buildCompany('admin', { is_subscribed: true, all_locations_subscribed: false });
    const first = renderRoutes([{ path: '/:companyId', element: <HomePage /> }], '/7');
    expect(
      await screen.findByText('Your subscription is active, but some locations are not covered yet.'),
    ).toBeTruthy();
    first.unmount();
    mocks.company.current = buildCompany('admin', { is_subscribed: true, all_locations_subscribed: true });
    renderRoutes([{ path: '/:companyId', element: <HomePage /> }], '/7');
    expect(await screen.findByText('Your subscription is active.')).toBeTruthy();
  });

  it('a manager sees the trial card without it', async () => {
    renderRoutes([{ path: '/:companyId', element: <HomePage /> }], '/7');
    expect(await screen.findByRole('region', { name: 'Recent memos' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: TRIAL_ACTION })).toBeNull();
  });

  it('nor does an admin without subscription.manage', async () => {
    mocks.company.current = buildCompany('admin', { abilities: { 'subscription.manage': false } });
    renderRoutes([{ path: '/:companyId', element: <HomePage /> }], '/7');
    expect(await screen.findByRole('region', { name: 'Recent memos' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: TRIAL_ACTION })).toBeNull();
  });
});
