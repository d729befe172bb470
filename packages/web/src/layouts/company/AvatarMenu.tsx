import { Box, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconCreditCard,
  IconLogout,
  IconMailForward,
  IconSwitchHorizontal,
  IconUser,
} from '@tabler/icons-react';
import type { TCompany } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Avatar } from '../../components/Avatar';

export interface AvatarMenuProps {
  userName: string | null | undefined;
  company: Pick<TCompany, 'id' | 'name'> | null;
}

/** The avatar in the top bar and its menu: Team Settings and Account Settings groups (spec §2). */
export function AvatarMenu({ userName, company }: AvatarMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const here = useLocation();
  const name = userName?.trim() || t('layout.defaultUserName');
  // Both show whenever a company is selected (spec §2); each page then says who may act there.
  const companyId = company?.id ?? null;

  const handleGo = (to: string) => () => navigate(to);

  return (
    // A menu owns menu items only (axe aria-required-children): no focus placeholder inside it
    // (the first item takes focus on open), and the phone greeting is plain text, not paragraphs.
    <Menu position="bottom-end" width={240} shadow="md" withArrow withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={t('layout.avatarMenu.open')} style={{ borderRadius: '50%' }}>
          <Avatar name={name} size="sm" round decorative />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={6} hiddenFrom="sm">
          <Text component="div" size="sm" fw={600}>
            {t('layout.hiUser', { name })}
          </Text>
          {company && (
            <Text component="div" size="xs" c="gray.7">
              {t('layout.loggedInFor', { team: company.name })}
            </Text>
          )}
        </Box>
        <Menu.Label>{t('layout.avatarMenu.teamSettings')}</Menu.Label>
        <Menu.Item leftSection={<IconSwitchHorizontal size={16} />} onClick={handleGo('/?show=yes')}>
          {t('layout.avatarMenu.changeTeam')}
        </Menu.Item>
        {companyId !== null && (
          <Menu.Item
            leftSection={<IconCreditCard size={16} />}
            onClick={handleGo(`/${companyId}/settings/subscription`)}
          >
            {t('layout.avatarMenu.manageSubscription')}
          </Menu.Item>
        )}
        {companyId !== null && (
          <Menu.Item
            leftSection={<IconMailForward size={16} />}
            onClick={handleGo(`/${companyId}/settings/team-invitations`)}
          >
            {t('layout.avatarMenu.teamInvitations')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Label>{t('layout.avatarMenu.accountSettings')}</Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={handleGo('/profile')}>
          {t('layout.avatarMenu.userAccount')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={handleGo(logoutPath(`${here.pathname}${here.search}`))}
        >
          {t('layout.avatarMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Log out keeps the page as the login's redirect (spec §4 "login with redirect and reason"), so
 * signing in again — with a password or through the company's identity provider — lands there.
 */
export function logoutPath(current: string): string {
  return current === '/' ? '/logout' : `/logout?redirect=${encodeURIComponent(current)}`;
}
