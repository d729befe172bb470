import { Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TMediaFile } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { useMediaLibraryActions } from '../../api/media-library';
import { showErrorToast, showToast } from '../../stores/toasts';
import { RecipientsField, type TargetValues, toTargeting } from '../memos/compose/RecipientsField';

const asValues = (file: TMediaFile): TargetValues => ({
  location_ids: file.location_ids.map(String),
  audience_ids: file.audience_ids.map(String),
  recipient_ids: file.recipient_ids.map(String),
});

type Errors = Partial<Record<'name' | 'content' | keyof TargetValues, string>>;

/** The form of one file: its name, description, who it is for and whether they may open it (PUT media/update). */
function EditForm({
  companyId,
  file,
  onClose,
}: {
  companyId: number;
  file: TMediaFile;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { update } = useMediaLibraryActions(companyId);
  const [name, setName] = useState(file.name);
  const [content, setContent] = useState(file.content ?? '');
  const [targets, setTargets] = useState<TargetValues>(asValues(file));
  const [viewable, setViewable] = useState(Boolean(file.marked_viewable_at));
  const [errors, setErrors] = useState<Errors>({});

  const save = () => {
    if (!name.trim()) {
      setErrors({ name: t('media.edit.nameRequired') });
      return;
    }
    update.mutate(
      { id: file.id, name: name.trim(), content: content.trim() || null, ...toTargeting(targets), viewable },
      {
        onSuccess: ({ media }) => {
          showToast({ variant: 'success', messages: t('media.edit.saved', { name: media.name }) });
          onClose();
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
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('media.fields.name')}
          withAsterisk
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          maxLength={200}
        />
        <Textarea
          label={t('media.fields.content')}
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          error={errors.content}
          rows={3}
          maxLength={5000}
        />
        <RecipientsField
          companyId={companyId}
          values={targets}
          onChange={(field, ids) => setTargets((v) => ({ ...v, [field]: ids }))}
          errors={errors}
          showCount={false}
        />
        <Checkbox
          label={t('media.fields.viewable')}
          description={t('media.fields.viewableHint')}
          checked={viewable}
          onChange={(e) => setViewable(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Edits one file of the library; the form starts afresh from the file each time it opens. */
export function MediaEditModal({
  companyId,
  file,
  onClose,
}: {
  companyId: number;
  file: TMediaFile | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened={file !== null}
      fullScreen={phone}
      onClose={onClose}
      title={file ? t('media.edit.title', { name: file.name }) : ''}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {file && <EditForm key={file.id} companyId={companyId} file={file} onClose={onClose} />}
    </Modal>
  );
}
