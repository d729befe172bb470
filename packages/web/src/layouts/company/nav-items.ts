import type { TAbilities, TFlag } from '@teamline/shared';
import type { RouteHandle } from '../../route-meta';
import { can } from './abilities';

export type NavTab = NonNullable<RouteHandle['tab']>;

export interface NavItem {
  /** i18n key under layout.nav. */
  labelKey: string;
  /** Path inside the company area ('' is Home). */
  path: string;
  tab: NavTab;
  /** Shows the unread-memos dot when unread memos exist. */
  showsUnread?: boolean;
  children?: NavItem[];
}

export interface NavInput {
  /** What the server allows the caller in the company (company/details abilities). */
  abilities: TAbilities;
  flags: TFlag[];
  /** The mobile overlay leaves out Memos (spec §2: desktop only). */
  isMobile?: boolean;
}

export function isFlagEnabled(flags: TFlag[], key: string): boolean {
  return flags.some((f) => f.key === key && f.enabled);
}

const MEMO_CHILDREN: NavItem[] = [
  // 'Sent' is the spec's MemoSendsList: the memos sent; template sends will join it there.
  { labelKey: 'memoSends', path: 'memo-sends', tab: 'memo-sends', showsUnread: true },
  { labelKey: 'memoTemplates', path: 'memo-templates', tab: 'memo-templates' },
  { labelKey: 'memoPackages', path: 'memo-packages', tab: 'memo-packages' },
  { labelKey: 'memoScheduler', path: 'memo-scheduler', tab: 'memo-scheduler' },
  { labelKey: 'community', path: 'community', tab: 'community' },
];

const TEMPLATE_TABS = new Set<NavTab>(['memo-templates', 'community']);

/**
 * The side navigation by what the server allows and the company flags (spec §2, §6): each item
 * shows when the caller may use the pages behind it.
 */
export function buildNavItems(input: NavInput): NavItem[] {
  const { flags, isMobile = false } = input;
  const items: NavItem[] = [{ labelKey: 'home', path: '', tab: 'home' }];
  if (isFlagEnabled(flags, 'files')) items.push({ labelKey: 'files', path: 'files', tab: 'files' });
  // Chat (issue 16): management's page; an employee chats from Home's Chat tab.
  if (can(input, 'chat.manage')) items.push({ labelKey: 'chat', path: 'chat', tab: 'chat' });
  if (can(input, 'employees.manage')) items.push({ labelKey: 'team', path: 'employees', tab: 'team' });
  if (can(input, 'memos.manage') && !isMobile) {
    items.push({
      labelKey: 'memos',
      path: 'memo-sends',
      tab: 'memos',
      showsUnread: true,
      // Templates and Community follow their own ability (issue 12), Packages theirs (issue 13),
      // the rest memos.manage.
      children: MEMO_CHILDREN.filter(
        (c) =>
          (!TEMPLATE_TABS.has(c.tab) || can(input, 'memo_templates.manage')) &&
          (c.tab !== 'memo-packages' || can(input, 'memo_template_packages.manage')),
      ),
    });
  }
  // Forms: its own item after Memos, on phones too (a form is read and answered there); decisions.md, Forms web.
  if (can(input, 'forms.manage')) items.push({ labelKey: 'forms', path: 'forms', tab: 'forms' });

  // The media library is management's (spec §2 lists it among the company pages; decisions.md, Media web).
  if (can(input, 'media.manage')) items.push({ labelKey: 'media', path: 'media', tab: 'media' });
  if (can(input, 'followups.manage')) items.push({ labelKey: 'flags', path: 'flags', tab: 'flags' });
  if (can(input, 'settings.manage')) items.push({ labelKey: 'settings', path: 'settings', tab: 'settings' });
  return items;
}
