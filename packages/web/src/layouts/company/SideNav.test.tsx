import type { Role, TAbilities, TFlag } from '@teamline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildNavItems } from './nav-items';
import { SideNav } from './SideNav';
import { abilitiesFor } from './test-company';
import { renderRoutes } from './test-render';

const labels = (role: Role, flags: TFlag[] = [], isMobile = false) =>
  buildNavItems({ abilities: abilitiesFor(role), flags, isMobile }).map((i) => i.labelKey);
/** The items of a member of `role` whose abilities differ from the role's in `changes`. */
const labelsWith = (role: Role, changes: Partial<TAbilities>) =>
  buildNavItems({ abilities: { ...abilitiesFor(role), ...changes }, flags: [] }).map((i) => i.labelKey);

function renderNav(role: Role, flags: TFlag[] = [], path = '/5', isMobile = false, hasUnreadMemos = false) {
  const nav = (
    <SideNav
      companyId={5}
      abilities={abilitiesFor(role)}
      flags={flags}
      isMobile={isMobile}
      hasUnreadMemos={hasUnreadMemos}
    />
  );
  return renderRoutes(
    [
      {
        path: '/:companyId',
        children: [
          { index: true, element: nav, handle: { name: 'Home', tab: 'home' } },
          {
            path: 'memo-templates',
            element: nav,
            handle: { name: 'MemoTemplatesList', tab: 'memo-templates' },
          },
        ],
      },
    ],
    path,
  );
}

describe('side navigation by role', () => {
  it('employees see Home only', () => {
    expect(labels('employee')).toEqual(['home']);
  });

  it('managers see Chat, Team, Memos, Forms, Media and Follow-ups, not Settings', () => {
    expect(labels('manager')).toEqual(['home', 'chat', 'team', 'memos', 'forms', 'media', 'flags']);
  });

  it('admins also see Settings', () => {
    expect(labels('admin')).toEqual(['home', 'chat', 'team', 'memos', 'forms', 'media', 'flags', 'settings']);
  });

  it('Files shows to anyone only when the files flag is on', () => {
    expect(labels('employee', [{ key: 'files', enabled: true }])).toEqual(['home', 'files']);
    expect(labels('employee', [{ key: 'files', enabled: false }])).toEqual(['home']);
    expect(labels('admin', [{ key: 'files', enabled: true }])).toContain('files');
  });

  it('the mobile overlay leaves out Memos (not Forms, filled in and read on phones, nor Media, uploaded from them)', () => {
    expect(labels('admin', [], true)).toEqual([
      'home',
      'chat',
      'team',
      'forms',
      'media',
      'flags',
      'settings',
    ]);
  });

  it('Memos carries its five sub-items', () => {
    const memos = buildNavItems({ abilities: abilitiesFor('manager'), flags: [] }).find(
      (i) => i.labelKey === 'memos',
    );
    expect(memos?.children?.map((c) => c.labelKey)).toEqual([
      'memoSends',
      'memoTemplates',
      'memoPackages',
      'memoScheduler',
      'community',
    ]);
  });
});

describe('side navigation by the abilities the server sends, not the role', () => {
  it('Templates and Community follow memo_templates.manage', () => {
    const memos = buildNavItems({
      abilities: { ...abilitiesFor('manager'), 'memo_templates.manage': false },
      flags: [],
    }).find((i) => i.labelKey === 'memos');
    expect(memos?.children?.map((c) => c.labelKey)).toEqual(['memoSends', 'memoPackages', 'memoScheduler']);
  });

  it('a manager without memos.manage sees no Memos', () => {
    expect(labelsWith('manager', { 'memos.manage': false })).toEqual([
      'home',
      'chat',
      'team',
      'forms',
      'media',
      'flags',
    ]);
  });

  it('Team, Forms, Media, Follow-ups and Settings each follow their own ability', () => {
    expect(labelsWith('manager', { 'employees.manage': false })).toEqual([
      'home',
      'chat',
      'memos',
      'forms',
      'media',
      'flags',
    ]);
    expect(labelsWith('manager', { 'forms.manage': false })).toEqual([
      'home',
      'chat',
      'team',
      'memos',
      'media',
      'flags',
    ]);
    expect(labelsWith('manager', { 'media.manage': false })).toEqual([
      'home',
      'chat',
      'team',
      'memos',
      'forms',
      'flags',
    ]);
    expect(labelsWith('manager', { 'followups.manage': false })).toEqual([
      'home',
      'chat',
      'team',
      'memos',
      'forms',
      'media',
    ]);
    expect(labelsWith('admin', { 'settings.manage': false })).toEqual([
      'home',
      'chat',
      'team',
      'memos',
      'forms',
      'media',
      'flags',
    ]);
  });

  it('an employee the server lets manage memos and settings sees those items', () => {
    expect(labelsWith('employee', { 'memos.manage': true, 'settings.manage': true })).toEqual([
      'home',
      'memos',
      'settings',
    ]);
  });
});

describe('SideNav', () => {
  it('renders the admin links with the company in their paths', () => {
    renderNav('admin');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual([
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
      'Settings',
    ]);
    expect(screen.getByRole('link', { name: 'Media' }).getAttribute('href')).toBe('/5/media');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/5/settings');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/5');
  });

  it('an employee with the files flag sees Home and Files', () => {
    renderNav('employee', [{ key: 'files', enabled: true }]);
    const links = screen.getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['Home', 'Files']);
  });

  it('marks the item of the route tab as the current page', () => {
    renderNav('manager', [], '/5/memo-templates');
    expect(screen.getByRole('link', { name: 'Templates' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows no unread dot while there are no unread memos', () => {
    renderNav('manager');
    expect(screen.queryByTestId('unread-dot')).toBeNull();
  });

  it('Sent opens the memo list (memo-sends), and the memo items carry the unread dot', () => {
    renderNav('manager', [], '/5', false, true);
    expect(screen.getByRole('link', { name: /^Sent/ }).getAttribute('href')).toBe('/5/memo-sends');
    const dots = screen.getAllByTestId('unread-dot');
    expect(dots).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Memos Unread memos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sent Unread memos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Templates' })).toBeTruthy();
  });
});
