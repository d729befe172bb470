import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AnyMemoKind, TMemoStats } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { wholePercent } from '../format';

/** The detail's numbers: recipients, read, acknowledged, answered, flagged, response rate. */
export function MemoStatCards({ stats, kind }: { stats: TMemoStats; kind: AnyMemoKind }) {
  const { t, i18n } = useTranslation();
  const cells: Array<[string, string]> = [
    ['recipients', String(stats.recipient_count)],
    ['read', String(stats.read)],
    kind === 'survey' ? ['answered', String(stats.answered)] : ['acknowledged', String(stats.acknowledged)],
    ['flagged', String(stats.flagged)],
    ['responseRate', wholePercent(stats.response_rate, i18n.language)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} component="dl" m={0}>
      {cells.map(([key, value]) => (
        <Card key={key} withBorder radius="md" padding="md">
          <Text component="dt" size="sm" c="gray.7">
            {t(`memos.detail.stats.${key}`)}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700} data-testid={`stat-${key}`}>
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Recipients past the due date who have not responded, by location (someone in two counts in both). */
export function PastDueByLocation({ groups }: { groups: TMemoStats['past_due_by_location'] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="past-due-title">
      <Title order={2} size="h4" id="past-due-title" mb="sm">
        {t('memos.detail.pastDueTitle')}
      </Title>
      {groups.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('memos.detail.noPastDue')}
        </Text>
      ) : (
        <Stack gap="sm">
          {groups.map((g) => (
            <div key={g.location_id ?? 'none'}>
              <Group gap="xs">
                <Text fw={600}>{g.location_name ?? t('memos.detail.noLocation')}</Text>
                <Badge color="red.9" variant="filled">
                  {g.count}
                </Badge>
              </Group>
              <List size="sm" mt={4}>
                {g.employees.map((e) => (
                  <List.Item key={e.id}>{e.name}</List.Item>
                ))}
              </List>
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
