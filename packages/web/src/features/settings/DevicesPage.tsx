import { Button, Card, Center, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { TDevice } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceActions, useDevices } from '../../api/places';
import { useDates } from '../../i18n/dates';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { AdminOnly } from './AdminOnly';
import { ConfirmModal } from './ConfirmModal';
import { DeviceRenameModal } from './DeviceRenameModal';
import { PageHeader } from './PageHeader';

/** Settings › Devices: the devices signed in to the team; rename or remove one. */
export default function DevicesPage() {
  const { t } = useTranslation();
  const dates = useDates();
  const company = useCurrentCompany();
  const devices = useDevices(company.id);
  const { rename, remove } = useDeviceActions(company.id);
  const [toRename, setToRename] = useState<TDevice | null>(null);
  const [toRemove, setToRemove] = useState<TDevice | null>(null);
  const formatDate = (iso: string | null) => (iso ? dates.dateTime(iso) : t('places.devices.never'));

  const handleRename = (name: string) => {
    if (!toRename) return;
    rename.mutate(
      { id: toRename.id, name },
      {
        onSuccess: () => {
          setToRename(null);
          showToast({ variant: 'success', messages: t('places.saved') });
        },
        onError: (error) => showErrorToast(error),
      },
    );
  };
  const handleConfirmRemove = () => {
    if (!toRemove) return;
    const name = toRemove.name;
    remove.mutate(toRemove.id, {
      onSuccess: () => {
        setToRemove(null);
        showToast({ variant: 'success', messages: t('places.devices.removed', { name }) });
      },
      onError: (error) => showErrorToast(error),
    });
  };

  return (
    <AdminOnly title={t('places.devices.title')} ability="devices.manage">
      <Stack gap="lg" maw={1100}>
        <PageHeader
          title={t('places.devices.title')}
          intro={t('places.devices.intro')}
          back={{ to: `/${company.id}/settings`, label: t('places.back', { name: t('places.index.title') }) }}
        />
        <Card withBorder radius="md" padding="lg">
          {devices.isPending ? (
            <Center py="lg" role="status" aria-label={t('common.loading')}>
              <Loader size="sm" />
            </Center>
          ) : devices.isError ? (
            <Text c="red.8">{t('places.loadFailed')}</Text>
          ) : devices.data.length === 0 ? (
            <Text c="gray.7">{t('places.devices.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('places.devices.name')}</Table.Th>
                    <Table.Th scope="col">{t('places.devices.platform')}</Table.Th>
                    <Table.Th scope="col">{t('places.devices.employee')}</Table.Th>
                    <Table.Th scope="col">{t('places.devices.lastSeen')}</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>{t('places.devices.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {devices.data.map((device) => (
                    <Table.Tr key={device.id}>
                      <Table.Td fw={600}>{device.name}</Table.Td>
                      <Table.Td>{device.platform}</Table.Td>
                      <Table.Td>{device.employee?.name ?? '—'}</Table.Td>
                      <Table.Td>{formatDate(device.last_seen_at)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            leftSection={<IconPencil size={14} aria-hidden />}
                            onClick={() => setToRename(device)}
                            aria-label={t('places.devices.renameLabel', { name: device.name })}
                          >
                            {t('places.rename')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            leftSection={<IconTrash size={14} aria-hidden />}
                            onClick={() => setToRemove(device)}
                            aria-label={t('places.devices.removeLabel', { name: device.name })}
                          >
                            {t('places.remove')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
        {toRename && (
          <DeviceRenameModal
            key={toRename.id}
            device={toRename}
            isSaving={rename.isPending}
            onSave={handleRename}
            onClose={() => setToRename(null)}
          />
        )}
        <ConfirmModal
          opened={toRemove !== null}
          title={t('places.devices.removeTitle')}
          message={t('places.devices.removeConfirm', { name: toRemove?.name ?? '' })}
          confirmLabel={t('places.remove')}
          loading={remove.isPending}
          onConfirm={handleConfirmRemove}
          onClose={() => setToRemove(null)}
        />
      </Stack>
    </AdminOnly>
  );
}
