import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWeeklyLoginDownload } from '../../api/places';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showToast } from '../../stores/toasts';
import { AdminOnly } from './AdminOnly';
import { PageHeader } from './PageHeader';

/** Settings › Reports: weekly logins as CSV and as text; the file name comes from the server. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const weekly = useWeeklyLoginDownload(company.id);

  const handleDownload = (format: 'csv' | 'text') =>
    weekly.mutate(format, {
      onSuccess: (name) =>
        showToast({ variant: 'success', messages: t('places.reports.downloaded', { name }) }),
      // Spec §8: a failed CSV fetch shows the generic 'Error' toast.
      onError: () => showToast({ variant: 'error', title: 'Error', messages: 'Error' }),
    });
  const isBusy = (format: 'csv' | 'text') => weekly.isPending && weekly.variables === format;

  return (
    <AdminOnly title={t('places.reports.title')} ability="reports.download">
      <Stack gap="lg" maw={720}>
        <PageHeader
          title={t('places.reports.title')}
          intro={t('places.reports.intro')}
          back={{ to: `/${company.id}/settings`, label: t('places.back', { name: t('places.index.title') }) }}
        />
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="weekly-logins-title">
          <Title order={2} size="h4" id="weekly-logins-title">
            {t('places.reports.weeklyTitle')}
          </Title>
          <Text size="sm" c="gray.7" mt={4} mb="md">
            {t('places.reports.weeklyText')}
          </Text>
          <Group gap="sm">
            <Button
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              loading={isBusy('csv')}
              disabled={weekly.isPending && !isBusy('csv')}
              onClick={() => handleDownload('csv')}
            >
              {t('places.reports.csv')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileText size={16} aria-hidden />}
              loading={isBusy('text')}
              disabled={weekly.isPending && !isBusy('text')}
              onClick={() => handleDownload('text')}
            >
              {t('places.reports.text')}
            </Button>
          </Group>
        </Card>
      </Stack>
    </AdminOnly>
  );
}
