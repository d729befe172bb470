import { Badge, Button, Card, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconCake, IconConfetti } from '@tabler/icons-react';
import type { TUpcomingCelebration } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUpcomingCelebrations } from '../../api/celebrations';
import { useDates } from '../../i18n/dates';
import { composePath } from './from';

function Row({ item, companyId }: { item: TUpcomingCelebration; companyId: number }) {
  const { t } = useTranslation();
  const dates = useDates();
  const params = new URLSearchParams({
    kind: 'celebration',
    employee: String(item.employee.id),
    type: item.type,
    date: item.date,
  });
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{dates.day(item.date, { weekday: 'short', month: 'short', day: 'numeric' })}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {item.employee.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6}>
          {item.type === 'birthday' ? (
            <IconCake size={16} aria-hidden />
          ) : (
            <IconConfetti size={16} aria-hidden />
          )}
          <Text size="sm">{t(`memos.celebration.types.${item.type}`)}</Text>
          {item.years !== null && (
            <Badge variant="light" color="gray" size="sm">
              {t('memos.celebration.years', { count: item.years })}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td ta="right">
        <Button
          component={Link}
          to={composePath(companyId, params.toString())}
          size="compact-sm"
          variant="light"
          aria-label={t('memos.celebration.writeFor', { name: item.employee.name })}
        >
          {t('memos.celebration.write')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The next 30 days' birthdays and work anniversaries of the caller's people (employees/celebrations). */
export function UpcomingCelebrations({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const upcoming = useUpcomingCelebrations(companyId);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="upcoming-celebrations">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="upcoming-celebrations">
            {t('memos.celebration.upcomingTitle')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('memos.celebration.upcomingIntro')}
          </Text>
        </div>
        {upcoming.isPending ? (
          <Center py="md" role="status" aria-label={t('common.loading')}>
            <Loader size="sm" />
          </Center>
        ) : upcoming.isError ? (
          <Text c="red.8">{t('memos.celebration.upcomingLoadFailed')}</Text>
        ) : upcoming.data.celebrations.length === 0 ? (
          <Text c="gray.7">{t('memos.celebration.upcomingEmpty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs">
              <Table.Tbody>
                {upcoming.data.celebrations.map((item) => (
                  <Row
                    key={`${item.employee.id}-${item.type}-${item.date}`}
                    item={item}
                    companyId={companyId}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
