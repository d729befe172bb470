import { Box, NavLink, Stack, VisuallyHidden } from '@mantine/core';
import {
  type Icon,
  IconCalendarTime,
  IconClipboardList,
  IconFiles,
  IconFlag,
  IconHome,
  IconLibraryPhoto,
  IconMessageCircle,
  IconMessages,
  IconPackage,
  IconSend,
  IconSettings,
  IconTemplate,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import type { TAbilities, TFlag } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import type { RouteHandle } from '../../route-meta';
import { buildNavItems, type NavItem, type NavTab } from './nav-items';

const ICONS: Record<NavTab, Icon> = {
  home: IconHome,
  files: IconFiles,
  chat: IconMessageCircle,
  media: IconLibraryPhoto,
  team: IconUsers,
  memos: IconMessages,
  'memo-sends': IconSend,
  'memo-templates': IconTemplate,
  'memo-packages': IconPackage,
  'memo-scheduler': IconCalendarTime,
  community: IconWorld,
  forms: IconClipboardList,
  flags: IconFlag,
  settings: IconSettings,
};

/** The tab meta of the deepest matched route: it decides the active item (spec §2). */
export function useActiveTab(): NavTab | undefined {
  const matches = useMatches();
  return [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.tab)
    .find(Boolean);
}

export interface SideNavProps {
  companyId: number;
  /** What the server allows the caller in the company (company/details abilities). */
  abilities: TAbilities;
  flags: TFlag[];
  isMobile?: boolean;
  /** The signed-in manager has unread memos (their own employee record's unread count). */
  hasUnreadMemos?: boolean;
  onNavigate?: () => void;
}

/** The side navigation by the caller's abilities; the mobile overlay renders it without Memos. */
export function SideNav({
  companyId,
  abilities,
  flags,
  isMobile = false,
  hasUnreadMemos = false,
  onNavigate,
}: SideNavProps) {
  const { t } = useTranslation();
  const activeTab = useActiveTab();
  const items = buildNavItems({ abilities, flags, isMobile });

  const renderItem = (item: NavItem, depth = 0) => {
    const ItemIcon = ICONS[item.tab];
    const isActive = item.tab === activeTab;
    const hasDot = Boolean(item.showsUnread && hasUnreadMemos);
    return (
      <Box component="li" key={item.tab} style={{ listStyle: 'none' }}>
        <NavLink
          component={Link}
          to={`/${companyId}${item.path ? `/${item.path}` : ''}`}
          label={t(`layout.nav.${item.labelKey}`)}
          leftSection={<ItemIcon size={depth === 0 ? 20 : 16} stroke={1.6} aria-hidden />}
          rightSection={
            hasDot ? (
              <Box w={8} h={8} bg="red.6" style={{ borderRadius: '50%' }} data-testid="unread-dot">
                <VisuallyHidden>{t('layout.nav.unread')}</VisuallyHidden>
              </Box>
            ) : undefined
          }
          active={isActive}
          aria-current={isActive ? 'page' : undefined}
          onClick={onNavigate}
          pl={depth === 0 ? 'sm' : 'xl'}
          py={depth === 0 ? 10 : 6}
          fw={depth === 0 ? 500 : 400}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
        {item.children && (
          <Stack component="ul" gap={2} p={0} m={0} mt={2}>
            {item.children.map((child) => renderItem(child, depth + 1))}
          </Stack>
        )}
      </Box>
    );
  };

  return (
    <Box component="nav" aria-label={t('layout.mainNavigation')}>
      <Stack component="ul" gap={4} p={0} m={0}>
        {items.map((item) => renderItem(item))}
      </Stack>
    </Box>
  );
}
