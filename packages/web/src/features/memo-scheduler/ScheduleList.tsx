import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { TScheduledSend } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScheduleList } from '../../api/scheduled-sends';
import { PageControls } from '../../components/ListPagination';
import { useDates } from '../../i18n/dates';

/** How a schedule repeats, in words ("Every week on Mon, Wed · 4 times"). */
export function useRepeatText() {
  const { t } = useTranslation();
  const dates = useDates();
  return (s: TScheduledSend) => {
    const f = new Intl.DateTimeFormat(dates.locale, { weekday: 'short', timeZone: 'UTC' });
    const days = s.weekdays.map((d) => f.format(new Date(Date.UTC(2023, 0, 1 + d)))).join(', ');
    const base = t(`scheduler.repeatText.${s.repeat}`, { days, day: Number(s.start_date.slice(8)) });
    const end = s.end_date
      ? t('scheduler.untilDate', { date: dates.day(s.end_date) })
      : s.count
        ? t('scheduler.times', { count: s.count })
        : '';
    return end && s.repeat !== 'once' ? `${base} · ${end}` : base;
  };
}

/** The list view: every schedule by its next send, with its past sends linking to their memos. */
export function ScheduleList({
  companyId,
  onOpen,
}: {
  companyId: number;
  onOpen: (s: TScheduledSend) => void;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  const [page, setPage] = useState(1);
  const list = useScheduleList(companyId, { page, per_page: 25 });
  const repeatText = useRepeatText();
  if (list.isError)
    return (
      <Text c="red.8" py="lg" ta="center">
        {t('scheduler.loadFailed')}
      </Text>
    );
  const rows = list.data?.scheduled_sends ?? [];
  return (
    <Stack gap="md">
      {list.data && (
        <Text size="sm" c="gray.7" aria-live="polite">
          {t('scheduler.total', { count: list.data.total })}
        </Text>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('scheduler.columns.sendable')}</Table.Th>
              <Table.Th>{t('scheduler.columns.repeat')}</Table.Th>
              <Table.Th>{t('scheduler.columns.next')}</Table.Th>
              <Table.Th>{t('scheduler.columns.runs')}</Table.Th>
              <Table.Th>{t('scheduler.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr key={s.id} data-testid="schedule-row">
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {s.sendable?.name ?? t('scheduler.gone')}
                  </Text>
                  {s.sendable && (
                    <Text size="xs" c="gray.7">
                      {t(`scheduler.kinds.${s.sendable.kind}`)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{repeatText(s)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {s.next_at ? dates.dateTime(s.next_at, s.time_zone) : t('scheduler.noNext')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {s.runs.length === 0 ? (
                    <Text size="sm" c="gray.7">
                      {t('scheduler.runsNone')}
                    </Text>
                  ) : (
                    <Group gap={4}>
                      {s.runs.slice(0, 5).map((r) =>
                        r.memo_ids[0] ? (
                          <Anchor
                            key={r.id}
                            component={Link}
                            to={`/${companyId}/memo/${r.memo_ids[0]}`}
                            size="sm"
                            aria-label={t('scheduler.openMemo', { date: dates.dateTime(r.occurrence_at) })}
                          >
                            {dates.date(r.occurrence_at)}
                          </Anchor>
                        ) : (
                          <Badge key={r.id} color="gray" variant="light" title={r.reason ?? ''}>
                            {t('scheduler.runStatus.skipped')} · {dates.date(r.occurrence_at)}
                          </Badge>
                        ),
                      )}
                    </Group>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="default" onClick={() => onOpen(s)} disabled={!s.can_edit}>
                    {t('scheduler.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data && list.data.total_pages > 1 && (
        <Group justify="center">
          <PageControls
            total={list.data.total_pages}
            value={list.data.current_page}
            onChange={setPage}
            aria-label={t('scheduler.pagination')}
          />
        </Group>
      )}
    </Stack>
  );
}
