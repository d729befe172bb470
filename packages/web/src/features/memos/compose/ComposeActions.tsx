import { Button, Group } from '@mantine/core';
import { heldBySend, type TMemo } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pausedProps } from '../../billing/PublishingPaused';
import { sentPath } from '../from';

/**
 * Compose's buttons: Cancel, Save draft (Save once published), and Publish (Schedule when the
 * start is ahead). Publish is not offered on a published memo nor on a draft its send holds
 * (heldBySend); while publishing is paused it is held back, and so is saving a new memo (made by
 * a publishing call, memos/create).
 */
export function ComposeActions(props: {
  companyId: number;
  memo: TMemo | null | undefined;
  pending: 'draft' | 'publish' | null;
  paused: boolean;
  scheduled: boolean;
  onSaveDraft: () => void;
}) {
  const { t } = useTranslation();
  const { companyId, memo, pending, paused, scheduled } = props;
  const live = memo?.status === 'published';
  return (
    <Group justify="flex-end" gap="sm">
      <Button
        variant="default"
        component={Link}
        to={memo ? `/${companyId}/memo/${memo.id}` : sentPath(companyId)}
      >
        {t('common.cancel')}
      </Button>
      <Button
        variant="light"
        loading={pending === 'draft'}
        disabled={pending !== null}
        onClick={props.onSaveDraft}
        {...pausedProps(paused && !memo)}
      >
        {memo && memo.status !== 'draft' ? t('common.save') : t('memos.compose.saveDraft')}
      </Button>
      {!live && !(memo && heldBySend(memo)) && (
        <Button
          type="submit"
          loading={pending === 'publish'}
          disabled={pending !== null}
          {...pausedProps(paused)}
        >
          {scheduled ? t('memos.compose.schedule') : t('memos.compose.publish')}
        </Button>
      )}
    </Group>
  );
}
