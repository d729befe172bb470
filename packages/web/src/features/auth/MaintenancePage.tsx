import { Button, Stack, Text } from '@mantine/core';
import { IconRefresh, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthLayout, AuthNote } from '../../components/AuthLayout';

/** /maintenance — where every call lands while the server answers 503 maintenance (spec §8). */
export default function MaintenancePage() {
  const { t } = useTranslation();
  const handleRetry = () => window.location.assign('/');

  return (
    <AuthLayout title={t('auth.maintenance.title')}>
      <Stack gap="lg">
        <AuthNote icon={<IconTool size={18} />}>{t('auth.maintenance.body')}</AuthNote>
        <Text size="sm" c="gray.8">
          {t('auth.maintenance.detail')}
        </Text>
        <Button size="md" fullWidth leftSection={<IconRefresh size={18} aria-hidden />} onClick={handleRetry}>
          {t('auth.maintenance.retry')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
