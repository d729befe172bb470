import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFollowupCounts } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Open follow-ups on the management Home, counted by the lifecycle (the Follow-ups Open tab's
 * numbers), with the answered ones still waiting for employees (its Answered tab).
 */
export function FollowupsCard({ companyId, counts }: { companyId: number; counts: TFollowupCounts }) {
  const { t } = useTranslation();
  const figure = (label: string, value: number) => (
    <Stack gap={0}>
      <Text fz={24} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
    </Stack>
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="home-followups-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h4" id="home-followups-title">
              {t('home.dashboard.followups')}
            </Title>
            {counts.urgent > 0 && (
              <Badge color="red.9" variant="filled">
                {t('home.dashboard.urgent', { count: counts.urgent })}
              </Badge>
            )}
          </Group>
          <Anchor component={Link} to={`/${companyId}/flags`} size="sm">
            {t('home.dashboard.openFollowups')}
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
          {figure(t('home.dashboard.awaiting'), counts.awaiting_manager)}
          {figure(t('home.dashboard.flagged'), counts.flagged_messages)}
          {figure(t('home.dashboard.hands'), counts.raised_hands)}
          {figure(t('home.dashboard.checkins'), counts.checkins)}
          {figure(t('home.dashboard.awaitingEmployee'), counts.awaiting_employee)}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
