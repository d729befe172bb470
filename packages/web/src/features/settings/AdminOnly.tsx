import { Alert, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Ability } from '@teamline/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../layouts/company/abilities';
import { useCurrentCompany } from '../../layouts/company/use-current-company';

interface GateProps {
  title: string;
  /** What the server must allow the caller for the page (company/details abilities). */
  ability: Ability;
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

/**
 * Settings pages only admins may use (the server grants their `ability` to admins alone): anyone
 * else gets the page title and a clear note (the server says 403 anyway).
 */
export function AdminOnly({ title, ability, children }: GateProps) {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  if (can(company, ability)) return <>{children}</>;
  return <Denied title={title} text={t('places.adminOnly')} />;
}

/**
 * Settings pages management may open too (locations and audiences to read, tags to keep): shown
 * when the server grants `ability`, exactly as it will answer (decisions.md, Places).
 */
export function ManagementOnly({ title, ability, children }: GateProps) {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  if (can(company, ability)) return <>{children}</>;
  return <Denied title={title} text={t('places.managementOnly')} />;
}
