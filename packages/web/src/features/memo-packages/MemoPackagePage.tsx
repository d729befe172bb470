import './i18n';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconPencil, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { PACKAGE_STEPS_MAX, type TPackage } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePackage, usePackageActions } from '../../api/memo-packages';
import { useDates } from '../../i18n/dates';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { Loading } from '../memo-templates/shared';
import { ManagementOnly } from '../settings/AdminOnly';
import { ConfirmModal } from '../settings/ConfirmModal';
import { PackageFormModal } from './PackageFormModal';
import { PackageTimeline } from './PackageTimeline';
import { AddStepModal } from './StepModals';
import { UsePackageModal } from './UsePackageModal';

/** Who made it, how long it runs, how often it was used. */
function PackageMeta({ pkg }: { pkg: TPackage }) {
  const { t } = useTranslation();
  const when = useDates().dateTime;
  const parts = [
    t('packages.steps', { count: pkg.step_count }),
    t('packages.spanDays', { count: pkg.span_days + 1 }),
    t('packages.uses', { count: pkg.use_count }),
    ...(pkg.creator ? [t('packages.by', { name: pkg.creator.name })] : []),
    `${t('packages.columns.updated_at')}: ${when(pkg.updated_at)}`,
  ];
  return (
    <Text size="sm" c="gray.7">
      {parts.join(' · ')}
    </Text>
  );
}

/** Use, rename, delete; what the server's can_* flags allow. */
function PackageActions({ companyId, pkg }: { companyId: number; pkg: TPackage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = usePackageActions(companyId);
  const [useOpen, useModal] = useDisclosure(false);
  const [renameOpen, renameModal] = useDisclosure(false);
  const [deleteOpen, deleteModal] = useDisclosure(false);
  return (
    <Group gap="xs">
      {pkg.can_use && (
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={useModal.open}
          disabled={!pkg.steps.length}
          title={pkg.steps.length ? undefined : t('packages.use.noSteps')}
        >
          {t('packages.actions.use')}
        </Button>
      )}
      {pkg.can_edit && (
        <Button
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={renameModal.open}
        >
          {t('packages.actions.rename')}
        </Button>
      )}
      {pkg.can_edit && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={deleteModal.open}
        >
          {t('packages.actions.delete')}
        </Button>
      )}
      {useOpen && <UsePackageModal companyId={companyId} pkg={pkg} onClose={useModal.close} />}
      {renameOpen && (
        <PackageFormModal companyId={companyId} pkg={pkg} opened={renameOpen} onClose={renameModal.close} />
      )}
      <ConfirmModal
        opened={deleteOpen}
        title={t('packages.remove.title')}
        message={t('packages.remove.text', { name: pkg.name })}
        confirmLabel={t('packages.remove.confirm')}
        loading={actions.remove.isPending}
        onClose={deleteModal.close}
        onConfirm={() =>
          actions.remove.mutate(pkg.id, {
            onSuccess: () => {
              showToast({ variant: 'success', messages: t('packages.remove.done') });
              navigate(`/${companyId}/memo-packages`);
            },
            onError: (e) => showErrorToast(e),
          })
        }
      />
    </Group>
  );
}

/** MemoPackage (memo-package/:id): the package's timeline, its editing, and Use. */
function MemoPackagePageContent() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const id = Number(useParams().id) || -1;
  const query = usePackage(company.id, id);
  const [adding, addModal] = useDisclosure(false);
  const pkg = query.data;
  const notFound = id < 0 || query.isError;
  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={`/${company.id}/memo-packages`} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('packages.backToList')}
        </Group>
      </Anchor>
      {notFound ? (
        <>
          <Title order={1}>{t('packages.title')}</Title>
          <Text role="alert">{t('packages.notFound')}</Text>
        </>
      ) : !pkg ? (
        <Loading />
      ) : (
        <>
          <Stack gap="sm">
            <Title order={1}>{pkg.name}</Title>
            {pkg.description && <Text>{pkg.description}</Text>}
            <PackageMeta pkg={pkg} />
            {!pkg.can_edit && (
              <Text size="sm" c="gray.7">
                {t('packages.readOnly')}
              </Text>
            )}
            <PackageActions companyId={company.id} pkg={pkg} />
          </Stack>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Group justify="space-between" wrap="wrap">
                <Title order={2} size="h4">
                  {t('packages.timeline.title')}
                </Title>
                {pkg.can_edit && (
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={addModal.open}
                    disabled={pkg.steps.length >= PACKAGE_STEPS_MAX}
                  >
                    {t('packages.actions.addTemplate')}
                  </Button>
                )}
              </Group>
              <PackageTimeline companyId={company.id} pkg={pkg} />
            </Stack>
          </Card>
          {adding && (
            <AddStepModal companyId={company.id} pkg={pkg} opened={adding} onClose={addModal.close} />
          )}
        </>
      )}
    </Stack>
  );
}

/** Management only, as the server answers (memo_template_packages.manage); others get a clear note. */
export default function MemoPackagePage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('packages.title')} ability="memo_template_packages.manage" publishes>
      <MemoPackagePageContent />
    </ManagementOnly>
  );
}
