import { Alert, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/http';
import {
  type PlaceKind,
  useAudience,
  useAudienceActions,
  useLocation,
  useLocationActions,
} from '../../api/places';
import { can } from '../../layouts/company/abilities';
import { parseCompanyId, useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { AdminOnly, ManagementOnly } from './AdminOnly';
import { ConfirmModal } from './ConfirmModal';
import { PageHeader } from './PageHeader';
import { EMPTY_PLACE, PlaceForm, type PlaceValues } from './PlaceForm';
import { timezoneLabel } from './PlacesListPage';

/** What a manager sees of one location or audience: they read it, only admins change it. */
function PlaceSummary(props: { kind: PlaceKind; name: string; timezone?: string; employees: number }) {
  const { t } = useTranslation();
  const k = `places.${props.kind}`;
  const fields: [string, string | number][] = [
    [t(`${k}.name`), props.name],
    ...(props.timezone
      ? [[t('places.location.timezone'), timezoneLabel(props.timezone)] as [string, string]]
      : []),
    [t(`${k}.employees`), props.employees],
  ];
  return (
    <Card withBorder radius="md" padding="lg" maw={560}>
      <Stack gap="sm">
        <Stack component="dl" gap="xs" m={0}>
          {fields.map(([label, value]) => (
            <Group key={label} gap="xs">
              <Text component="dt" fw={700} size="sm">
                {label}
              </Text>
              <Text component="dd" m={0} size="sm">
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
        <Text size="sm" c="gray.7">
          {t('places.readOnly')}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * settings/new-location, settings/location/:id and the same two for audiences. Admins add, edit
 * and delete; management reads an existing one (decisions.md, Places).
 */
export function PlaceFormPage({ kind }: { kind: PlaceKind }) {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const navigate = useNavigate();
  const params = useParams();
  const id = parseCompanyId(params.id);
  const isNew = params.id === undefined;
  const isLocation = kind === 'location';
  const location = useLocation(company.id, isLocation && !isNew ? id : null);
  const audience = useAudience(company.id, !isLocation && !isNew ? id : null);
  const locationActions = useLocationActions(company.id);
  const audienceActions = useAudienceActions(company.id);
  const actions = isLocation ? locationActions : audienceActions;
  const item = isLocation ? location : audience;
  const [isConfirming, setIsConfirming] = useState(false);
  const canManage = can(company, 'places.manage');

  const k = `places.${kind}`;
  const listPath = `/${company.id}/settings/${kind}s`;
  const title = t(isNew ? `${k}.newTitle` : canManage ? `${k}.editTitle` : `${k}.viewTitle`);

  const handleSubmit = async (values: PlaceValues) => {
    if (isNew) {
      await (isLocation
        ? locationActions.create.mutateAsync(values)
        : audienceActions.create.mutateAsync({ name: values.name }));
      showToast({ variant: 'success', messages: t(`${k}.created`) });
      navigate(listPath);
      return;
    }
    if (id === null) return;
    await (isLocation
      ? locationActions.update.mutateAsync({ id, ...values })
      : audienceActions.update.mutateAsync({ id, name: values.name }));
    showToast({ variant: 'success', messages: t('places.saved') });
  };
  const handleCancel = () => navigate(listPath);
  const handleConfirmDelete = () => {
    if (id === null) return;
    const name = item.data?.name ?? '';
    actions.remove.mutate(id, {
      onSuccess: () => {
        setIsConfirming(false);
        showToast({ variant: 'success', messages: t('places.deleted', { name }) });
        navigate(listPath);
      },
      onError: (error) => showErrorToast(error),
    });
  };

  const isMissing = !isNew && (id === null || (item.error instanceof ApiError && item.error.status === 404));
  let body: ReactNode;
  if (isMissing) body = <Alert color="gray">{t(`${k}.notFound`)}</Alert>;
  else if (!isNew && item.isError) body = <Alert color="red">{t('places.loadFailed')}</Alert>;
  else if (!isNew && !item.data)
    body = (
      <Center py="xl" role="status" aria-label={t('common.loading')}>
        <Loader size="sm" />
      </Center>
    );
  else if (!canManage && item.data)
    body = (
      <PlaceSummary
        kind={kind}
        name={item.data.name}
        timezone={location.data?.timezone}
        employees={item.data.employee_count}
      />
    );
  else {
    const initial: PlaceValues = item.data
      ? {
          name: item.data.name,
          timezone: location.data?.timezone ?? EMPTY_PLACE.timezone,
        }
      : EMPTY_PLACE;
    body = (
      <PlaceForm
        key={item.data?.id ?? 'new'}
        kind={kind}
        initial={initial}
        isSaving={actions.create.isPending || actions.update.isPending}
        onSubmit={handleSubmit}
        onCancel={handleCancel}
        submitLabel={isNew ? t(`${k}.add`) : t('common.save')}
      />
    );
  }

  const content = (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={title}
        back={{ to: listPath, label: t('places.back', { name: t(`${k}.listTitle`) }) }}
        actions={
          !isNew && canManage && item.data ? (
            <Group>
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setIsConfirming(true)}
              >
                {t('places.delete')}
              </Button>
            </Group>
          ) : null
        }
      />
      {body}
      <ConfirmModal
        opened={isConfirming}
        title={t(`${k}.deleteTitle`)}
        message={t(`${k}.deleteConfirm`, { name: item.data?.name ?? '' })}
        confirmLabel={t('places.delete')}
        loading={actions.remove.isPending}
        onConfirm={handleConfirmDelete}
        onClose={() => setIsConfirming(false)}
      />
    </Stack>
  );
  return isNew ? (
    <AdminOnly title={title} ability="places.manage">
      {content}
    </AdminOnly>
  ) : (
    <ManagementOnly title={title} ability="places.view">
      {content}
    </ManagementOnly>
  );
}
