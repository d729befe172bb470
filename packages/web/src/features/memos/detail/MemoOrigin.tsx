import { Anchor, Group, Text } from '@mantine/core';
import { IconFileText, IconStack2 } from '@tabler/icons-react';
import type { TMemo } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Where the memo came from: the template send it is part of and the template it was made from,
 * each a link, when the server names them (it does for those the caller may open).
 */
export function MemoOrigin({ memo, companyId }: { memo: TMemo; companyId: number }) {
  const { t } = useTranslation();
  const { template_send: send, template } = memo;
  if (!send && !template) return null;
  return (
    <Group gap="md" wrap="wrap">
      {send && (
        <Group gap={6} wrap="nowrap">
          <IconStack2 size={16} aria-hidden color="var(--mantine-color-gray-7)" />
          <Text size="sm">
            {t('memos.detail.partOfSend')}{' '}
            <Anchor component={Link} to={`/${companyId}/memo-send/${send.id}`}>
              {send.name}
            </Anchor>
          </Text>
        </Group>
      )}
      {template && (
        <Group gap={6} wrap="nowrap">
          <IconFileText size={16} aria-hidden color="var(--mantine-color-gray-7)" />
          <Text size="sm">
            {t('memos.detail.fromTemplate')}{' '}
            <Anchor component={Link} to={`/${companyId}/memo-template/${template.id}`}>
              {template.title}
            </Anchor>
          </Text>
        </Group>
      )}
    </Group>
  );
}
