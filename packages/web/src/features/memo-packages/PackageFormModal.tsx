import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TPackage, ZPackageCreateRequest } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/http';
import { usePackageActions } from '../../api/memo-packages';
import { firstFieldErrors, zodValidate } from '../../components/form/zod-validate';
import { showErrorToast, showToast } from '../../stores/toasts';

const ZNameForm = ZPackageCreateRequest.pick({ name: true, description: true });

interface Props {
  companyId: number;
  opened: boolean;
  onClose: () => void;
  /** Renames this package; left out, creates one and opens it. */
  pkg?: TPackage;
}

/** A package's name and description: a new package, or a rename. */
export function PackageFormModal({ companyId, opened, onClose, pkg }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = usePackageActions(companyId);
  const form = useForm({
    initialValues: { name: pkg?.name ?? '', description: pkg?.description ?? '' },
    validate: zodValidate(ZNameForm),
  });
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 422) form.setErrors(firstFieldErrors(error.errors));
    else showErrorToast(error);
  };
  const submit = form.onSubmit((values) => {
    const body = { name: values.name.trim(), description: values.description.trim() || null };
    if (pkg)
      actions.update.mutate(
        { id: pkg.id, ...body },
        {
          onSuccess: () => {
            showToast({ variant: 'success', messages: t('packages.saved') });
            onClose();
          },
          onError: failed,
        },
      );
    else
      actions.create.mutate(body, {
        onSuccess: (created) => {
          showToast({ variant: 'success', messages: t('packages.created', { name: created.name }) });
          onClose();
          navigate(`/${companyId}/memo-package/${created.id}`);
        },
        onError: failed,
      });
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={pkg ? t('packages.form.renameTitle') : t('packages.form.createTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('packages.form.name')}
            placeholder={t('packages.form.namePlaceholder')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Textarea
            label={t('packages.form.description')}
            placeholder={t('packages.form.descriptionPlaceholder')}
            rows={2}
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('packages.form.cancel')}
            </Button>
            <Button type="submit" loading={actions.create.isPending || actions.update.isPending}>
              {pkg ? t('packages.form.save') : t('packages.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
