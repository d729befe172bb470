import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { type RouteHandle, routeTitle } from '../../route-meta';

/** A company-area page of a coming release: the layout stays, and the body says so (no fake data). */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const name =
    [...matches]
      .reverse()
      .map((m) => (m.handle as RouteHandle | undefined)?.name)
      .find(Boolean) ?? '';
  return (
    <Card withBorder padding="xl" maw={640}>
      <Stack gap="xs">
        <Title order={1}>{routeTitle(t, name)}</Title>
        <Text>{t('common.comingSoon')}</Text>
        <Text c="dimmed" size="sm">
          {t('common.comingSoonDetail')}
        </Text>
      </Stack>
    </Card>
  );
}
