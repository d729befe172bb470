import { Box, Burger, Divider, Group, Image, Stack, Text } from '@mantine/core';
import type { TCompany } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { AvatarMenu } from './AvatarMenu';
import { Logo } from './Logo';
import { NotificationsTray } from './NotificationsTray';

export interface TopBarProps {
  company: Pick<TCompany, 'id' | 'name' | 'logo' | 'slogan' | 'abilities'>;
  userName: string | null | undefined;
  navOpened: boolean;
  onToggleNav: () => void;
}

/** Logo, team logo and slogan, greeting, notifications and the avatar menu (spec §2). */
export function TopBar({ company, userName, navOpened, onToggleNav }: TopBarProps) {
  const { t } = useTranslation();
  const name = userName?.trim() || t('layout.defaultUserName');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? t('layout.closeNavigation') : t('layout.openNavigation')}
        />
        <Box
          component={Link}
          to={`/${company.id}`}
          aria-label={t('layout.logoHome')}
          visibleFrom="xs"
          style={{ textDecoration: 'none' }}
        >
          <Logo />
        </Box>
        <Divider orientation="vertical" visibleFrom="xs" />
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {company.logo ? (
            <Image
              src={company.logo}
              alt={t('layout.teamLogoAlt', { team: company.name })}
              h={36}
              w="auto"
              fit="contain"
            />
          ) : (
            <Avatar name={company.name} size="sm" color="teal" decorative />
          )}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} size="sm" truncate>
              {company.name}
            </Text>
            {company.slogan && (
              <Text size="xs" c="gray.7" truncate>
                {company.slogan}
              </Text>
            )}
          </Stack>
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Stack gap={0} align="flex-end" visibleFrom="sm">
          <Text size="sm" fw={600}>
            {t('layout.hiUser', { name })}
          </Text>
          <Text size="xs" c="gray.7">
            {t('layout.loggedInFor', { team: company.name })}
          </Text>
        </Stack>
        <NotificationsTray companyId={company.id} />
        <AvatarMenu userName={userName} company={company} />
      </Group>
    </Group>
  );
}
