import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArchive, IconArchiveOff, IconSend, IconTrash } from '@tabler/icons-react';
import type { TTemplateSendDetail } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newIdempotencyKey, useSendActions } from '../../api/memo-template-sends';
import { showErrorToast, showToast } from '../../stores/toasts';
import { pausedProps } from '../billing/PublishingPaused';
import { ConfirmModal } from '../settings/ConfirmModal';

interface SendActionsProps {
  companyId: number;
  send: TTemplateSendDetail;
  /** A memo with unsaved changes holds Publish back (its title, to say which). */
  unsaved: string | null;
  onPublishFailed: (error: unknown) => void;
  onPublished: () => void;
  /** Publishing is paused (the plan lapsed): Publish is disabled, described by the notice. */
  paused?: boolean;
}

/** Publish (a draft, after a confirmation naming its reach), archive / unarchive, delete. */
export function SendActions({
  companyId,
  send,
  unsaved,
  paused = false,
  onPublishFailed,
  onPublished,
}: SendActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useSendActions(companyId);
  const [publishing, publishDialog] = useDisclosure(false);
  const [deleting, deleteDialog] = useDisclosure(false);
  // One key per confirmation: a retry after a lost answer publishes nothing twice.
  const [key, setKey] = useState(newIdempotencyKey);
  const name = send.name;

  const openPublish = () => {
    if (unsaved) {
      showToast({ variant: 'error', title: 'Error', messages: t('sends.page.unsaved', { title: unsaved }) });
      return;
    }
    setKey(newIdempotencyKey());
    publishDialog.open();
  };
  const publish = () =>
    actions.publish.mutate(
      { id: send.id, key },
      {
        onSuccess: () => {
          publishDialog.close();
          onPublished();
          showToast({ variant: 'success', messages: t('sends.page.published', { name }) });
        },
        onError: (error) => {
          publishDialog.close();
          onPublishFailed(error);
        },
      },
    );
  const setArchived = (archived: boolean) =>
    actions.archive.mutate(
      { id: send.id, archived },
      {
        onSuccess: () =>
          showToast({
            variant: 'success',
            messages: t(archived ? 'sends.page.archived' : 'sends.page.unarchived', { name }),
          }),
        onError: (error) => showErrorToast(error),
      },
    );
  const remove = () =>
    actions.remove.mutate([send.id], {
      onSuccess: () => {
        showToast({ variant: 'success', messages: t('sends.page.deleted', { name }) });
        navigate(`/${companyId}/memo-sends?view=sends`);
      },
      onError: (error) => showErrorToast(error),
    });

  if (!send.can_edit) return null;
  return (
    <Group gap="xs">
      {send.status === 'draft' && (
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={openPublish}
          {...pausedProps(paused)}
        >
          {t('sends.page.publish')}
        </Button>
      )}
      {send.status === 'published' && (
        <Button
          variant="default"
          leftSection={<IconArchive size={16} aria-hidden />}
          loading={actions.archive.isPending}
          onClick={() => setArchived(true)}
        >
          {t('sends.page.archive')}
        </Button>
      )}
      {send.status === 'archived' && (
        <Button
          variant="default"
          leftSection={<IconArchiveOff size={16} aria-hidden />}
          loading={actions.archive.isPending}
          onClick={() => setArchived(false)}
        >
          {t('sends.page.unarchive')}
        </Button>
      )}
      <Button
        variant="default"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={deleteDialog.open}
      >
        {t('sends.page.delete')}
      </Button>
      <Modal
        opened={publishing}
        onClose={publishDialog.close}
        title={t('sends.page.publishTitle', { name })}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="lg">
          <Text size="sm">
            {t('sends.page.publishMessage', {
              count: send.reach,
              memos: t('sends.page.memoCount', { count: send.memos.length }),
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={publishDialog.close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={publish} loading={actions.publish.isPending}>
              {t('sends.page.publish')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={deleting}
        title={t('sends.page.deleteTitle', { name })}
        message={t('sends.page.deleteMessage')}
        confirmLabel={t('sends.page.delete')}
        loading={actions.remove.isPending}
        onConfirm={remove}
        onClose={deleteDialog.close}
      />
    </Group>
  );
}
