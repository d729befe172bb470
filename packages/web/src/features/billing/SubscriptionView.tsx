import { Alert, Button, Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TBillingSummary } from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillingSummary } from '../../api/billing';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { PageHeader } from '../settings/PageHeader';
import { InvoicesCard } from './InvoicesCard';
import { LocationsCard } from './LocationsCard';
import { PlanCard } from './PlanCard';

/** The locations chosen to cover: the covered ones once subscribed, else every location. */
function initialChoice(summary: TBillingSummary): number[] {
  const covered = summary.locations.filter((l) => l.covered).map((l) => l.id);
  return covered.length > 0 ? covered : summary.locations.map((l) => l.id);
}

/** The Subscription page's body for an admin: the plan, covered locations, invoices (spec §2, §3 Billing). */
export function SubscriptionView() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const summary = useBillingSummary(company.id);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const data = summary.data;

  // A new summary (after an update, or locations added) starts the choice again from it.
  useEffect(() => {
    if (data) setChosen(initialChoice(data));
  }, [data]);

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('settings.subscription.title')} intro={t('billing.intro')} />
      {summary.isPending && (
        <Center py="lg" role="status" aria-label={t('common.loading')}>
          <Loader />
        </Center>
      )}
      {summary.isError && (
        <Alert color="red" variant="light" title={t('billing.loadFailed')}>
          <Button variant="light" color="red.8" onClick={() => void summary.refetch()}>
            {t('billing.retry')}
          </Button>
        </Alert>
      )}
      {data && data.provider === 'off' && (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="billing-off-title">
          <Stack gap="xs">
            <Title order={2} size="h3" id="billing-off-title">
              {t('billing.off.title')}
            </Title>
            <Text>{t('billing.off.body')}</Text>
          </Stack>
        </Card>
      )}
      {data && data.provider !== 'off' && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
          <PlanCard companyId={company.id} summary={data} chosenLocationIds={chosen ?? initialChoice(data)} />
          <LocationsCard
            companyId={company.id}
            summary={data}
            chosen={chosen ?? initialChoice(data)}
            onChoose={setChosen}
          />
        </SimpleGrid>
      )}
      {data?.provider === 'stripe' && <InvoicesCard summary={data} />}
    </Stack>
  );
}
