import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  type Icon,
  IconBuildingStore,
  IconChartBar,
  IconCreditCard,
  IconDeviceMobile,
  IconHeartHandshake,
  IconMailForward,
  IconMessages,
  IconPlugConnected,
  IconTag,
  IconToggleRight,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { Ability } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '../../layouts/company/abilities';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { AdminOnly } from './AdminOnly';
import { PageHeader } from './PageHeader';

interface SettingsCard {
  key:
    | 'locations'
    | 'audiences'
    | 'tags'
    | 'devices'
    | 'flags'
    | 'checkins'
    | 'memos'
    | 'reports'
    | 'invitations'
    | 'subscription'
    | 'integration';
  path: string;
  icon: Icon;
  /** What the server must allow the caller for the page to be of use (company/details abilities). */
  ability: Ability;
  /** Its page arrives in a later release. */
  isComingSoon?: boolean;
}

const CARDS: SettingsCard[] = [
  { key: 'locations', path: 'locations', icon: IconBuildingStore, ability: 'places.view' },
  { key: 'audiences', path: 'audiences', icon: IconUsersGroup, ability: 'places.view' },
  { key: 'tags', path: 'tags', icon: IconTag, ability: 'tags.manage' },
  { key: 'devices', path: 'devices', icon: IconDeviceMobile, ability: 'devices.manage' },
  { key: 'flags', path: 'flags', icon: IconToggleRight, ability: 'settings.manage' },
  { key: 'checkins', path: 'checkins', icon: IconHeartHandshake, ability: 'settings.manage' },
  { key: 'memos', path: 'memos', icon: IconMessages, ability: 'settings.manage' },
  { key: 'reports', path: 'reports', icon: IconChartBar, ability: 'reports.download' },
  { key: 'invitations', path: 'team-invitations', icon: IconMailForward, ability: 'invitations.manage' },
  { key: 'integration', path: 'integration', icon: IconPlugConnected, ability: 'integrations.manage' },
  {
    key: 'subscription',
    path: 'subscription',
    icon: IconCreditCard,
    ability: 'subscription.manage',
    isComingSoon: true,
  },
];

/**
 * Settings: one card per page the caller may use. The navigation offers Settings to admins (spec
 * §6); a manager who opens it gets Locations, Audiences and Tags, as the server allows.
 */
export default function SettingsIndexPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const cards = CARDS.filter((card) => can(company, card.ability));
  if (cards.length === 0)
    return (
      <AdminOnly title={t('places.index.title')} ability="settings.manage">
        {null}
      </AdminOnly>
    );
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('places.index.title')} intro={t('places.index.intro')} />
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {cards.map(({ key, path, icon: CardIcon, isComingSoon }) => (
          <li key={key}>
            <Card
              component={Link}
              to={path}
              withBorder
              radius="md"
              padding="lg"
              h="100%"
              style={{ textDecoration: 'none', color: 'inherit' }}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                  <CardIcon size={20} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={700} component="h2" size="md" m={0}>
                      {t(`places.index.cards.${key}.title`)}
                    </Text>
                    {isComingSoon && (
                      <Badge size="xs" variant="light" color="gray">
                        {t('places.index.comingSoon')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="gray.7">
                    {t(`places.index.cards.${key}.text`)}
                  </Text>
                </Stack>
              </Group>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
