import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFranchiseStatus } from '../../api/franchise';
import { useDates } from '../../i18n/dates';
import { can } from '../../layouts/company/abilities';
import { useCurrentCompany } from '../../layouts/company/use-current-company';

/**
 * The franchise directory's summary for Settings › Integration (self-contained: the page places
 * it). Admins only; anyone else sees nothing.
 */
export function FranchiseSection() {
  const company = useCurrentCompany();
  if (!can(company, 'franchise.manage')) return null;
  return <Summary companyId={company.id} />;
}

function Summary({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const dates = useDates();
  const status = useFranchiseStatus(companyId);
  const s = status.data;
  const last = s?.last_run;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="franchise-section-title">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h3" id="franchise-section-title">
          {t('franchise.section.title')}
        </Title>
        {s && !s.configured && <Text size="sm">{t('franchise.notConfigured')}</Text>}
        {s?.configured && (
          <Text size="sm">
            {s.connected
              ? t('franchise.section.connected', { count: s.synced_locations })
              : t('franchise.section.notConnected')}
          </Text>
        )}
        {last && (
          <Text size="sm" c="gray.7">
            {t('franchise.section.lastRun', {
              date: dates.dateTime(last.finished_at ?? last.created_at),
              status: t(`franchise.runs.status.${last.status}`),
            })}
          </Text>
        )}
        {status.isError && <Text size="sm">{t('franchise.loadFailed')}</Text>}
        <Anchor component={Link} to={`/${companyId}/franchise-locations`}>
          {t('franchise.section.manage')}
        </Anchor>
      </Stack>
    </Card>
  );
}
