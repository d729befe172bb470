import { Badge, Group } from '@mantine/core';
import type { MemoStatus } from '@teamline/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<MemoStatus, string> = {
  draft: 'gray',
  scheduled: 'yellow',
  published: 'green',
  expired: 'orange',
  archived: 'dark',
};

/** A memo's status, and 'Past due' while a published memo is past its due date. */
export function StatusBadge({ status, pastDue = false }: { status: MemoStatus; pastDue?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={COLORS[status]} size="sm" c={`${COLORS[status]}.9`}>
        {t(`memos.status.${status}`)}
      </Badge>
      {pastDue && (
        <Badge variant="light" color="red" size="sm" c="red.9">
          {t('memos.pastDue')}
        </Badge>
      )}
    </Group>
  );
}
