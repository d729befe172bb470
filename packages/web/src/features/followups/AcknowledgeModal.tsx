import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FollowupKind, useAcknowledgeFollowup } from '../../api/followups';
import { showErrorToast, showToast } from '../../stores/toasts';

export interface AcknowledgeTarget {
  kind: FollowupKind;
  id: number;
  employee: string;
  subject: string;
}

function AcknowledgeForm({
  companyId,
  target,
  onClose,
}: {
  companyId: number;
  target: AcknowledgeTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const acknowledge = useAcknowledgeFollowup(companyId);
  const [note, setNote] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        acknowledge.mutate(
          { kind: target.kind, id: target.id, note },
          {
            onSuccess: () => {
              showToast({ messages: t('followups.modal.done'), variant: 'success' });
              onClose();
            },
            onError: (error) => showErrorToast(error),
          },
        );
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          <b>{target.employee}</b> · {target.subject}
        </Text>
        <Textarea
          label={t('followups.modal.note')}
          description={t('followups.modal.noteHint')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={2000}
          rows={3}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={acknowledge.isPending}>
            {t('followups.modal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The manager's answer to a follow-up: an optional note the employee is notified with. */
export function AcknowledgeModal({
  companyId,
  target,
  onClose,
}: {
  companyId: number;
  target: AcknowledgeTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('followups.modal.title')}
      closeButtonProps={{ 'aria-label': t('common.cancel') }}
      centered
    >
      {target && (
        <AcknowledgeForm
          key={`${target.kind}-${target.id}`}
          companyId={companyId}
          target={target}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
