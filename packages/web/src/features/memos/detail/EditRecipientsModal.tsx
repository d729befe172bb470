import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TMemo } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { useMemoActions } from '../../../api/memos';
import { showErrorToast, showToast } from '../../../stores/toasts';
import { RecipientsField, type TargetValues, toTargeting } from '../compose/RecipientsField';

const EMPTY: TargetValues = { location_ids: [], audience_ids: [], recipient_ids: [] };

interface EditRecipientsModalProps {
  companyId: number;
  memo: TMemo;
  opened: boolean;
  onClose: () => void;
}

/**
 * Adds or removes segments (memos/recipients, memos/delete-recipients). On a published memo the
 * newly reached get it at once; people no longer reached keep it if they already responded.
 */
export function EditRecipientsModal({ companyId, memo, opened, onClose }: EditRecipientsModalProps) {
  const { t } = useTranslation();
  const { recipients } = useMemoActions(companyId);
  const [mode, setMode] = useState<'add' | 'remove'>('add');
  const [values, setValues] = useState<TargetValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof TargetValues, string>>>({});
  const isEmpty = values.location_ids.length + values.audience_ids.length + values.recipient_ids.length === 0;

  const handleClose = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };
  const handleSave = () => {
    const targeting = toTargeting(values);
    recipients.mutate(
      { id: memo.id, ...(mode === 'add' ? { add: targeting } : { remove: targeting }) },
      {
        onSuccess: (answer) => {
          const key = mode === 'add' ? 'memos.recipientsEditor.added' : 'memos.recipientsEditor.removed';
          showToast({
            variant: 'success',
            messages: t(key, { count: mode === 'add' ? answer.added_count : answer.removed_count }),
          });
          handleClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.isValidation)
            setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ''])));
          showErrorToast(error);
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={t('memos.recipientsEditor.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t('memos.recipientsEditor.current', {
            segments:
              [...memo.locations, ...memo.audiences, ...memo.recipients].map((x) => x.name).join(', ') || '—',
          })}
        </Text>
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v === 'remove' ? 'remove' : 'add')}
          data={[
            { value: 'add', label: t('memos.recipientsEditor.add') },
            { value: 'remove', label: t('memos.recipientsEditor.remove') },
          ]}
        />
        <RecipientsField
          companyId={companyId}
          values={values}
          onChange={(field, ids) => setValues((v) => ({ ...v, [field]: ids }))}
          errors={errors}
          showCount={mode === 'add'}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={handleClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color={mode === 'remove' ? 'red' : undefined}
            disabled={isEmpty}
            loading={recipients.isPending}
            onClick={handleSave}
          >
            {mode === 'add'
              ? t('memos.recipientsEditor.addSubmit')
              : t('memos.recipientsEditor.removeSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
