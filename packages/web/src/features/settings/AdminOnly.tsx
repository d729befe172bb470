import { Alert, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { isAdminRole } from '@teamline/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../layouts/company/use-current-company';

/** Admin-only Settings pages: anyone else gets the page title and a clear note (the server says 403 anyway). */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  if (isAdminRole(company.pivot.role)) return <>{children}</>;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{title}</Title>
      <Alert color="gray" icon={<IconLock size={18} aria-hidden />}>
        {t('places.adminOnly')}
      </Alert>
    </Stack>
  );
}
