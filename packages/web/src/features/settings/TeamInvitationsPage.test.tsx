import type { Role, TAbilities } from '@teamline/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';

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

const { default: TeamInvitationsPage } = await import('./TeamInvitationsPage');

const HINT = 'Only admins can invite managers and admins.';
const NOT_ALLOWED = 'Only managers and admins can invite people to this team.';
const setCompany = (role: Role, abilities: Partial<TAbilities> = {}) => {
  mocks.company.current = buildCompany(role, { join_code: 'ABC123', abilities });
};
const renderPage = () =>
  renderRoutes(
    [{ path: '/:companyId/settings/team-invitations', element: <TeamInvitationsPage /> }],
    '/7/settings/team-invitations',
  );
/** The role select's input (Mantine labels its option list with the same text). */
const roleInput = () => {
  const input = screen
    .getAllByLabelText('Role')
    .find((el): el is HTMLInputElement => el instanceof HTMLInputElement);
  if (!input) throw new Error('no role input');
  return input;
};

beforeEach(() => {
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  mocks.api.get.mockResolvedValue([]);
});

describe('Team Invitations follows the abilities the server sends, not the role', () => {
  it('an admin invites with any role', () => {
    setCompany('admin');
    renderPage();
    expect(roleInput().disabled).toBe(false);
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('a manager invites employees only', () => {
    setCompany('manager');
    renderPage();
    expect(roleInput().disabled).toBe(true);
    expect(screen.getByText(HINT)).toBeTruthy();
  });

  it('an employee is told the page is not for them', () => {
    setCompany('employee');
    renderPage();
    expect(screen.getByText(NOT_ALLOWED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Invitation' })).toBeNull();
  });

  it('so is a manager without invitations.manage', () => {
    setCompany('manager', { 'invitations.manage': false });
    renderPage();
    expect(screen.getByText(NOT_ALLOWED)).toBeTruthy();
  });

  it('links back to Settings like the other settings pages; an employee is told the page is not theirs, with a way Home', () => {
    setCompany('manager');
    const { unmount } = renderPage();
    expect(screen.getByRole('link', { name: 'Back to Settings' }).getAttribute('href')).toBe('/7/settings');
    unmount();
    setCompany('employee');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Team Invitations' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/7');
  });
});
