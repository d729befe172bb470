import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDates } from '../../i18n/dates';
import { type FollowupRow, rowKey } from './followup-rows';

/** Urgent first, then the server's order (the longest waiting, or the latest answer). */
const urgentFirst = (rows: FollowupRow[]) => [...rows].sort((a, b) => Number(b.urgent) - Number(a.urgent));

/** Where an answered item stands: waiting for the employee to close it, or closed (by whom, when). */
function AnsweredState({ row }: { row: FollowupRow }) {
  const { t } = useTranslation();
  const when = useDates().dateTime;
  return (
    <Stack gap={2}>
      {row.answer && (
        <Text size="sm">
          <Text span fw={600}>
            {t('followups.answeredBy', {
              name: row.answer.by ?? t('followups.aManager'),
              date: when(row.answer.at),
            })}
          </Text>
          {row.answer.note && <> “{row.answer.note}”</>}
        </Text>
      )}
      {row.state === 'closed' ? (
        <Text size="sm" c="gray.7">
          {row.closed?.by
            ? t('followups.closedBy', { name: row.closed.by, date: when(row.closed.at) })
            : t('followups.closed')}
        </Text>
      ) : row.state === 'answered' ? (
        <Text size="sm" c="blue.9" fw={600}>
          {t('followups.waitingFor', { name: row.employee })}
        </Text>
      ) : null}
    </Stack>
  );
}

function RowCard({
  row,
  companyId,
  highlighted,
  action,
}: {
  row: FollowupRow;
  companyId: number;
  highlighted: boolean;
  action: { label: string; aria: string; onClick: () => void; loading?: boolean } | null;
}) {
  const { t } = useTranslation();
  const when = useDates().dateTime;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  return (
    <Card
      ref={ref}
      withBorder
      radius="sm"
      padding="sm"
      data-highlighted={highlighted || undefined}
      style={highlighted ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={700}>{row.employee}</Text>
            {row.urgent && row.state === 'open' && (
              <Badge color="red.9" variant="filled" size="sm">
                {t('followups.urgent')}
              </Badge>
            )}
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.memoId !== null ? (
              <Anchor component={Link} to={`/${companyId}/memo/${row.memoId}`} inherit>
                {row.subjectText}
              </Anchor>
            ) : row.kind === 'raised_hand' ? (
              t('followups.raisedHand')
            ) : (
              row.subjectText
            )}
          </Text>
          {row.note && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              “{row.note}”
            </Text>
          )}
          <Text size="xs" c="gray.7">
            {when(row.at)}
          </Text>
        </Stack>
        {row.state !== 'open' && <AnsweredState row={row} />}
        {action && (
          <Group justify="flex-end">
            <Button size="xs" onClick={action.onClick} aria-label={action.aria} loading={action.loading}>
              {action.label}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** One kind of follow-up in a tab: its rows, counted, each with the move a manager can make. */
export function FollowupSection({
  title,
  rows,
  companyId,
  highlight,
  actionFor,
  empty,
}: {
  /** What an empty list says. */
  empty: string;
  title: string;
  rows: FollowupRow[];
  companyId: number;
  highlight: string | null;
  actionFor: (
    row: FollowupRow,
  ) => { label: string; aria: string; onClick: () => void; loading?: boolean } | null;
}) {
  const id = `followups-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {/* Filled while something in it waits for a manager (blue.8: contrast holds at two digits). */}
          <Badge
            variant={rows.some((r) => r.state === 'open') ? 'filled' : 'light'}
            color={rows.some((r) => r.state === 'open') ? 'blue.8' : 'gray'}
          >
            {rows.length}
          </Badge>
        </Group>
        {rows.length === 0 ? (
          <Text c="gray.7">{empty}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {urgentFirst(rows).map((row) => (
              <li key={rowKey(row)}>
                <RowCard
                  row={row}
                  companyId={companyId}
                  highlighted={highlight === rowKey(row)}
                  action={actionFor(row)}
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
