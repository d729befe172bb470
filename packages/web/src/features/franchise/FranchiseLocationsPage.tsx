import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TFranchisePreview, TFranchiseStatus } from '@teamline/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  isUnderWay,
  useFranchiseActions,
  useFranchiseLocations,
  useFranchiseRuns,
  useFranchiseStatus,
} from '../../api/franchise';
import { useDates } from '../../i18n/dates';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { ImportPreviewTable } from '../employees/imports/ImportPreviewTable';
import { AdminOnly } from '../settings/AdminOnly';
import { ConfirmModal } from '../settings/ConfirmModal';
import { PageHeader } from '../settings/PageHeader';
import { FranchiseLocationsTable } from './FranchiseLocationsTable';
import { FranchiseRuns, RunProgress } from './FranchiseRuns';

/**
 * /{company_id}/franchise-locations (spec §2): the directory's locations beside the company's,
 * adding and removing them from the sync, the import's preview and progress, the last runs, and
 * Clear integration. Admins only.
 */
export default function FranchiseLocationsPage() {
  const { t } = useTranslation();
  return (
    <AdminOnly title={t('franchise.title')} ability="franchise.manage">
      <Directory />
    </AdminOnly>
  );
}

function Directory() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const status = useFranchiseStatus(company.id);
  const header = <PageHeader title={t('franchise.title')} intro={t('franchise.intro')} />;
  if (status.isPending)
    return (
      <Stack gap="lg" maw={1000}>
        {header}
        <Loader aria-label={t('franchise.title')} />
      </Stack>
    );
  if (status.isError || !status.data)
    return (
      <Stack gap="lg" maw={1000}>
        {header}
        <Alert color="red" role="alert">
          {t('franchise.loadFailed')}
        </Alert>
      </Stack>
    );
  const s = status.data;
  return (
    <Stack gap="lg" maw={1000}>
      {header}
      {!s.configured ? (
        <Alert color="gray" role="note">
          {t('franchise.notConfigured')}
        </Alert>
      ) : !s.connected ? (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3">
              {t('franchise.connect.title')}
            </Title>
            <Text>{t('franchise.connect.body')}</Text>
            <Button component={Link} to={`/${company.id}/franchise-integrate`}>
              {t('franchise.connect.button')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <Connected companyId={company.id} status={s} />
      )}
    </Stack>
  );
}

function Connected({ companyId, status }: { companyId: number; status: TFranchiseStatus }) {
  const { t } = useTranslation();
  const dates = useDates();
  const qc = useQueryClient();
  const locations = useFranchiseLocations(companyId, true);
  const runs = useFranchiseRuns(companyId, true);
  const actions = useFranchiseActions(companyId);
  const [preview, setPreview] = useState<TFranchisePreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const latest = runs.data?.[0];
  const underWay = isUnderWay(latest);

  // A run that ends refreshes what it changed: the Team list, the counts, the status.
  const wasUnderWay = useRef(false);
  useEffect(() => {
    if (wasUnderWay.current && !underWay) void qc.invalidateQueries({ queryKey: ['company', companyId] });
    wasUnderWay.current = underWay;
  }, [underWay, qc, companyId]);

  const onError = (e: unknown) => showErrorToast(e);
  const synced = locations.data?.directory.some((d) => d.synced) ?? status.synced_locations > 0;
  const clear = () =>
    actions.clear.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showToast({ messages: t('franchise.clear.done'), variant: 'success' });
      },
      onError,
    });

  return (
    <>
      <Group justify="space-between" gap="sm">
        <Text c="gray.7">{t('franchise.connectedSince', { date: dates.dateTime(status.connected_at) })}</Text>
        <Button color="red.9" variant="outline" onClick={() => setConfirming(true)}>
          {t('franchise.clear.button')}
        </Button>
      </Group>

      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('franchise.locations.title')}
          </Title>
          <Text c="gray.7" size="sm">
            {t('franchise.locations.intro')}
          </Text>
          {locations.isPending ? (
            <Loader aria-label={t('franchise.locations.title')} />
          ) : locations.isError || !locations.data ? (
            <Alert color="red" role="alert">
              {locations.error instanceof Error ? locations.error.message : t('franchise.loadFailed')}
            </Alert>
          ) : (
            <FranchiseLocationsTable companyId={companyId} data={locations.data} />
          )}
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('franchise.sync.title')}
          </Title>
          <Text c="gray.7" size="sm">
            {t('franchise.sync.intro')}
          </Text>
          {!synced && <Text size="sm">{t('franchise.sync.noLocations')}</Text>}
          <Group gap="sm">
            <Button
              variant="default"
              disabled={!synced || underWay}
              loading={actions.preview.isPending}
              onClick={() => actions.preview.mutate(undefined, { onSuccess: setPreview, onError })}
            >
              {t('franchise.sync.preview')}
            </Button>
            <Button
              disabled={!synced || underWay}
              loading={actions.sync.isPending}
              onClick={() => actions.sync.mutate(undefined, { onSuccess: () => setPreview(null), onError })}
            >
              {t('franchise.sync.import')}
            </Button>
          </Group>
          {latest && underWay && <RunProgress run={latest} />}
          {preview && (
            <Stack gap="sm" mt="sm">
              <Title order={3} size="h4">
                {t('franchise.sync.previewTitle')}
              </Title>
              {preview.missing_count > 0 && (
                <Text size="sm">{t('franchise.sync.missing', { count: preview.missing_count })}</Text>
              )}
              <ImportPreviewTable rows={preview.rows} counts={preview.counts} />
            </Stack>
          )}
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('franchise.runs.title')}
          </Title>
          {runs.data ? <FranchiseRuns runs={runs.data} /> : <Loader aria-label={t('franchise.runs.title')} />}
        </Stack>
      </Card>

      <ConfirmModal
        opened={confirming}
        title={t('franchise.clear.title')}
        message={t('franchise.clear.message')}
        confirmLabel={t('franchise.clear.confirm')}
        loading={actions.clear.isPending}
        onConfirm={clear}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
