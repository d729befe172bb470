import { Alert, Center, Grid, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmailAlerts, useMemoSettings } from '../../api/settings';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { GifRatingCard } from '../gifs/GifRatingCard';
import { AdminOnly } from './AdminOnly';
import { EmailAlertsCard } from './EmailAlertsCard';
import { MemoDefaultsCard } from './MemoDefaultsCard';
import { PageHeader } from './PageHeader';
import { ReminderDefaultsCard } from './ReminderDefaultsCard';

/** Settings › Memos: memo defaults and categories, e-mail alerts, reminders and escalation, the chat GIF rating. */
export default function MemoSettingsPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const memos = useMemoSettings(company.id);
  const alerts = useEmailAlerts(company.id);
  const title = t('places.memos.title');

  return (
    <AdminOnly title={title} ability="settings.manage">
      <Stack gap="lg" maw={1100}>
        <PageHeader
          title={title}
          intro={t('places.memos.intro')}
          back={{ to: `/${company.id}/settings`, label: t('places.back', { name: t('places.index.title') }) }}
        />
        {memos.isError || alerts.isError ? (
          <Alert color="red">{t('places.loadFailed')}</Alert>
        ) : !memos.data || !alerts.data ? (
          <Center py="xl" role="status" aria-label={t('common.loading')}>
            <Loader size="sm" />
          </Center>
        ) : (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <MemoDefaultsCard companyId={company.id} initial={memos.data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                <EmailAlertsCard companyId={company.id} initial={alerts.data} />
                <ReminderDefaultsCard companyId={company.id} initial={memos.data} />
                <GifRatingCard companyId={company.id} initial={memos.data.gif_rating} />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </AdminOnly>
  );
}
