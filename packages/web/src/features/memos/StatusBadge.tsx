import { Badge, Group } from '@mantine/core';
import type { MemoStatus } from '@teamline/shared';
import { useTranslation } from 'react-i18next';

/** Filled with dark shades: white text on them passes AA contrast. */
const COLORS: Record<MemoStatus, string> = {
  draft: 'gray.7',
  scheduled: 'indigo.8',
  published: 'teal.9',
  expired: 'dark.3',
  archived: 'dark.6',
};
export const KIND_COLORS = { message: 'blue.8', survey: 'grape.8', celebration: 'pink.8' } as const;

/** A memo's status, and 'Past due' while a published memo is past its due date. */
export function StatusBadge({ status, pastDue = false }: { status: MemoStatus; pastDue?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="filled" color={COLORS[status]} size="sm" miw="max-content">
        {t(`memos.status.${status}`)}
      </Badge>
      {pastDue && (
        <Badge variant="filled" color="red.9" size="sm" miw="max-content">
          {t('memos.pastDue')}
        </Badge>
      )}
    </Group>
  );
}
