import { Badge } from '@mantine/core';
import type { TemplateSendStatus } from '@teamline/shared';
import { useTranslation } from 'react-i18next';

/** Filled with the memo statuses' dark shades: white text on them passes AA contrast. */
const COLORS: Record<TemplateSendStatus, string> = {
  draft: 'gray.7',
  published: 'teal.9',
  archived: 'dark.6',
};

export function SendStatusBadge({ status }: { status: TemplateSendStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color={COLORS[status]} size="sm" miw="max-content">
      {t(`sends.status.${status}`)}
    </Badge>
  );
}
