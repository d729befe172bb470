import type { TUserDetails } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyLayout } from './CompanyLayout';
import { buildCompany } from './company/test-company';
import { renderAt } from './company/test-render';

const mocks = vi.hoisted(() => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/http')>()),
  api: mocks.api,
}));

const user = { user: { name: 'Dana' }, min_app_version: '0.0.1' } as unknown as TUserDetails;
/** The caller's own employee record: its unread count puts the dot on the Memos items. */
const OWN_RECORD = 'app/company/get-employee/7';
const unsubscribed = { is_subscribed: false, is_on_trial: false, trial_ends_at: null };

function renderLayout(company: ReturnType<typeof buildCompany>, who: TUserDetails = user) {
  return renderAt(
    <CompanyLayout company={company} user={who}>
      <p>page</p>
    </CompanyLayout>,
    '/7',
  );
}
const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

beforeEach(() => {
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  mocks.api.get.mockResolvedValue([]);
});

describe('CompanyLayout follows the abilities the server sends, not the role', () => {
  it('a manager company without memos.manage shows no Memos', async () => {
    renderLayout(buildCompany('manager', { abilities: { 'memos.manage': false } }));
    expect(navLinks()).toEqual(['Home', 'Chat', 'Team', 'Forms', 'Media', 'Follow-ups']);
    // Nor does it ask for the caller's unread memos, which only the Memos items show.
    await waitFor(() => expect(mocks.api.get).toHaveBeenCalledWith('notifications', { company_id: 7 }));
    expect(mocks.api.get).not.toHaveBeenCalledWith(OWN_RECORD);
  });

  it('a manager company shows Team, Memos, Forms, Media and Follow-ups', async () => {
    renderLayout(buildCompany('manager'));
    expect(navLinks()).toEqual([
      'Home',
      'Chat',
      'Team',
      'Memos',
      'Sent',
      'Templates',
      'Packages',
      'Scheduler',
      'Community',
      'Forms',
      'Media',
      'Follow-ups',
    ]);
    await waitFor(() => expect(mocks.api.get).toHaveBeenCalledWith(OWN_RECORD));
  });

  it('shows the subscription banner by subscription.manage', () => {
    renderLayout(buildCompany('admin', unsubscribed));
    expect(screen.getByTestId('app-banner').textContent).toContain('manage subscription');
  });

  it('an admin without subscription.manage gets no subscription banner', () => {
    renderLayout(buildCompany('admin', { ...unsubscribed, abilities: { 'subscription.manage': false } }));
    expect(screen.queryByTestId('app-banner')).toBeNull();
  });

  it('a manager gets no subscription banner', () => {
    renderLayout(buildCompany('manager', unsubscribed));
    expect(screen.queryByTestId('app-banner')).toBeNull();
  });
});

describe('CompanyLayout for everyone with a company selected', () => {
  it('the avatar menu offers Manage Subscription and Team Invitations to an employee too (spec §2)', async () => {
    renderLayout(buildCompany('employee'));
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      'Change Team',
      'Manage Subscription',
      'Team Invitations',
      'User Account',
      'Log out',
    ]);
  });

  it('a user without a name is greeted "Hi, User" and asked to complete the profile', () => {
    const nameless = { user: { name: null }, min_app_version: '0.0.1' } as unknown as TUserDetails;
    renderLayout(buildCompany('employee'), nameless);
    expect(screen.getAllByText('Hi, User').length).toBeGreaterThan(0);
    expect(screen.getByTestId('app-banner').textContent).toBe(
      'Incomplete Profile. Click here to complete user profile.',
    );
  });
});
