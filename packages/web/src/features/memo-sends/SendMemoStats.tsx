import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { TMemoDetail } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDates } from '../../i18n/dates';
import { KindBadge } from '../memo-templates/shared';
import { MemoStatCards } from '../memos/detail/MemoStats';
import { fromQuery } from '../memos/from';
import { StatusBadge } from '../memos/StatusBadge';

/** A published send's memo: its status and the memo detail's figures, linking to the memo. */
export function SendMemoStats({
  companyId,
  memo,
  position,
  count,
  from,
}: {
  companyId: number;
  memo: TMemoDetail;
  position: number;
  count: number;
  /** The send page's address, so Back on the memo returns here. */
  from: string;
}) {
  const { t } = useTranslation();
  const when = useDates().dateTime;
  const headingId = `send-memo-${memo.id}`;
  const to = `/${companyId}/memo/${memo.id}?from=${fromQuery(from)}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Text size="xs" c="gray.7">
              {t('sends.page.memoPosition', { n: position, count })}
            </Text>
            <Group gap="xs">
              <Title order={3} size="h4" id={headingId}>
                {memo.title}
              </Title>
              <KindBadge kind={memo.kind === 'survey' ? 'survey' : 'message'} />
              <StatusBadge status={memo.status} pastDue={memo.is_past_due} />
            </Group>
            {memo.display_start_at && (
              <Text size="sm" c="gray.7" mt={4}>
                {`${t('memos.compose.dates.start_at')}: ${when(memo.display_start_at)}`}
              </Text>
            )}
          </div>
          <Button
            component={Link}
            to={to}
            variant="light"
            size="xs"
            rightSection={<IconChevronRight size={14} aria-hidden />}
            aria-label={t('sends.page.openMemoLabel', { title: memo.title })}
          >
            {t('sends.page.openMemo')}
          </Button>
        </Group>
        <MemoStatCards stats={memo.stats} kind={memo.kind} />
      </Stack>
    </Card>
  );
}
