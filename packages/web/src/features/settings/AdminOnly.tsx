import { Alert, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { isAdminRole, type TCompany } from '@teamline/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../layouts/company/use-current-company';

/** Whether the server allows the caller an action in this company (company/details `abilities`). */
export const canDo = (company: Pick<TCompany, 'abilities'>, ability: string): boolean =>
  company.abilities?.[ability] === true;

interface GateProps {
  title: string;
  children: ReactNode;
}

function Denied({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{title}</Title>
      <Alert color="gray" icon={<IconLock size={18} aria-hidden />}>
        {text}
      </Alert>
    </Stack>
  );
}

/** Admin-only Settings pages: anyone else gets the page title and a clear note (the server says 403 anyway). */
export function AdminOnly({ title, children }: GateProps) {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  if (isAdminRole(company.pivot.role)) return <>{children}</>;
  return <Denied title={title} text={t('places.adminOnly')} />;
}

/**
 * Settings pages management may open too (locations and audiences to read, tags to keep): shown
 * when the server grants `ability`, exactly as it will answer (decisions.md, Places).
 */
export function ManagementOnly({ title, ability, children }: GateProps & { ability: string }) {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  if (canDo(company, ability)) return <>{children}</>;
  return <Denied title={title} text={t('places.managementOnly')} />;
}
