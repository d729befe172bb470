import { Alert, Center, Loader, Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSsoSettings } from '../../api/sso';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { FranchiseSection } from '../franchise/FranchiseSection';
import { ScimSection } from '../scim/ScimSection';
import { AdminOnly } from '../settings/AdminOnly';
import { PageHeader } from '../settings/PageHeader';
import { SsoSection } from './SsoSection';

/** Each section of the page gets the company id and loads what it needs itself. */
export interface IntegrationSectionProps {
  companyId: number;
}

/** Single sign-on: loads the saved provider, then its form. */
function SingleSignOn({ companyId }: IntegrationSectionProps) {
  const { t } = useTranslation();
  const settings = useSsoSettings(companyId);
  if (settings.isError) return <Alert color="red">{t('places.loadFailed')}</Alert>;
  if (settings.data === undefined)
    return (
      <Center py="xl" role="status" aria-label={t('common.loading')}>
        <Loader size="sm" />
      </Center>
    );
  return <SsoSection companyId={companyId} saved={settings.data} />;
}

/** The sections of Settings › Integration, in order: single sign-on, the franchise directory, SCIM. */
export const INTEGRATION_SECTIONS: Array<{ key: string; Section: ComponentType<IntegrationSectionProps> }> = [
  { key: 'sso', Section: SingleSignOn },
  { key: 'franchise', Section: FranchiseSection },
  { key: 'scim', Section: ScimSection },
];

/** Settings › Integration (spec §2 settings/integration): admins only; each integration a section. */
export default function SettingsIntegrationPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const title = t('integrations.title');
  return (
    <AdminOnly title={title} ability="integrations.manage">
      <Stack gap="lg" maw={760}>
        <PageHeader
          title={title}
          intro={t('integrations.intro')}
          back={{ to: `/${company.id}/settings`, label: t('places.back', { name: t('places.index.title') }) }}
        />
        {INTEGRATION_SECTIONS.map(({ key, Section }) => (
          <Section key={key} companyId={company.id} />
        ))}
      </Stack>
    </AdminOnly>
  );
}
