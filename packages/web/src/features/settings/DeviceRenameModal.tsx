import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { requiredString, type TDevice } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodValidate } from '../../components/form/zod-validate';

const ZDeviceForm = z.object({ name: requiredString(120) });

interface DeviceRenameModalProps {
  device: TDevice;
  isSaving: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}

/** Renames one device; mounted per device so the field starts from its current name. */
export function DeviceRenameModal({ device, isSaving, onSave, onClose }: DeviceRenameModalProps) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { name: device.name }, validate: zodValidate(ZDeviceForm) });
  const handleSubmit = form.onSubmit(({ name }) => onSave(name.trim()));
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('places.devices.renameLabel', { name: device.name })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('places.devices.name')}
            withAsterisk
            maxLength={120}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSaving}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
