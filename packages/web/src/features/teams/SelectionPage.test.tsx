import type { TCompanySummary, TInvitation, TUserDetails } from '@teamline/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../layouts/company/test-render';
import { autoRedirectTarget, companyToSelect } from './selection';

const state: { details: Partial<TUserDetails> | undefined; invites: TInvitation[] | undefined } = {
  details: undefined,
  invites: undefined,
};

vi.mock('../../api/user', () => ({
  useUserDetails: () => ({ data: state.details }),
  useInvites: () => ({ data: state.invites, isError: false }),
  useInviteAnswer: () => ({
    accept: { mutate: vi.fn(), isPending: false },
    ignore: { mutate: vi.fn(), isPending: false },
  }),
}));

const { default: SelectionPage } = await import('./SelectionPage');

const company = (id: number, name: string): TCompanySummary => ({
  id,
  name,
  logo: null,
  slogan: null,
  pivot: { role: 'employee' },
});
const invite: TInvitation = {
  id: 1,
  token: 'tok',
  employee: { id: 3, name: 'Sam', company: { id: 9, name: 'Other' } },
};

function renderSelection(path = '/') {
  return renderRoutes(
    [
      { path: '/', element: <SelectionPage /> },
      { path: '/:companyId', element: <p>home of the company</p> },
    ],
    path,
  );
}

describe('autoRedirectTarget', () => {
  const one = [company(4, 'Solo')];
  it('goes to Home with exactly one company and no invitations', () => {
    expect(autoRedirectTarget({ show: false, companies: one, invites: [] })).toBe('/4');
  });
  it('stays when told to show, with invitations, with several or no companies, or while loading', () => {
    expect(autoRedirectTarget({ show: true, companies: one, invites: [] })).toBeNull();
    expect(autoRedirectTarget({ show: false, companies: one, invites: [invite] })).toBeNull();
    expect(autoRedirectTarget({ show: false, companies: [...one, company(5, 'B')], invites: [] })).toBeNull();
    expect(autoRedirectTarget({ show: false, companies: [], invites: [] })).toBeNull();
    expect(autoRedirectTarget({ show: false, companies: one, invites: undefined })).toBeNull();
  });
});

describe('companyToSelect', () => {
  it('prefers the current company the user details name, else the only one', () => {
    const details = {
      company: { id: 8 },
      companies: [company(4, 'A'), company(8, 'B')],
    } as unknown as TUserDetails;
    expect(companyToSelect(details)).toBe(8);
    expect(companyToSelect({ company: null, companies: [company(4, 'A')] } as unknown as TUserDetails)).toBe(
      4,
    );
    expect(companyToSelect({ company: null, companies: [] } as unknown as TUserDetails)).toBeNull();
  });
});

describe('SelectionPage', () => {
  beforeEach(() => {
    localStorage.clear();
    state.details = undefined;
    state.invites = undefined;
  });

  it('sends a one-team user without invitations straight to Home', async () => {
    state.details = { company: null, companies: [company(4, 'Solo Diner')] };
    state.invites = [];
    renderSelection();
    expect(await screen.findByText('home of the company')).toBeTruthy();
    expect(localStorage.getItem('companyId')).toBe('4');
  });

  it('shows the list with ?show=yes', async () => {
    state.details = { company: null, companies: [company(4, 'Solo Diner')] };
    state.invites = [];
    renderSelection('/?show=yes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Select a Team' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Solo Diner/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Team' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join a Team by Code' })).toBeTruthy();
  });

  it('shows the list when an invitation is pending', async () => {
    state.details = { company: null, companies: [company(4, 'Solo Diner')] };
    state.invites = [invite];
    renderSelection();
    expect(await screen.findByText('Pending Team Invitations')).toBeTruthy();
    expect(await screen.findByText('Other', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept the invitation to Other' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ignore the invitation to Other' })).toBeTruthy();
  });

  it('says so when there are no teams and no invitations', async () => {
    state.details = { company: null, companies: [] };
    state.invites = [];
    renderSelection();
    expect(await screen.findByText("You don't belong to any teams yet")).toBeTruthy();
    expect(await screen.findByText('No pending team invitations', {}, { timeout: 2000 })).toBeTruthy();
  });
});
