import { Alert, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { BillingInterval, TBillingSummary } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillingUrls } from '../../api/billing';
import { useDates } from '../../i18n/dates';
import { billingDestination, billingExit } from './leave';
import { formatMoney, hasSubscription, type PlanState, planState } from './money';

const STATE_COLOR: Record<PlanState, string> = {
  // White text on each at 4.5:1 or more (axe).
  active: 'teal.9',
  trial: 'blue.8',
  pastDue: 'red.9',
  ending: 'grape.9',
  inactive: 'gray.7',
};

/** The server's plan names (billing/summary `plan`), in the user's language; another shows as it came. */
const PLAN_NAMES: Record<string, string> = {
  'Monthly, per location': 'billing.plan.names.month',
  'Yearly, per location': 'billing.plan.names.year',
  'Granted by the server operator': 'billing.plan.names.operator',
  'Billing off': 'billing.plan.names.off',
};

function planName(summary: TBillingSummary, t: (key: string) => string): string {
  if (!summary.plan) return t('billing.plan.none');
  const key = PLAN_NAMES[summary.plan];
  return key ? t(key) : summary.plan;
}

interface PlanCardProps {
  companyId: number;
  summary: TBillingSummary;
  /** The locations a checkout covers (chosen in the locations card). */
  chosenLocationIds: number[];
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text size="sm" c="gray.7" w={96}>
        {label}
      </Text>
      <div style={{ flex: 1, minWidth: 180 }}>{children}</div>
    </Group>
  );
}

/** The plan as it stands (status, name, price, trial, dates) and the one action that fits it. */
export function PlanCard({ companyId, summary, chosenLocationIds }: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const dates = useDates();
  const { subscription, price } = summary;
  const state = planState(summary);
  const prices = [price.month, price.year].filter((p) => p !== null);
  const [interval, setInterval] = useState<BillingInterval>(
    subscription.interval ?? prices[0]?.interval ?? 'month',
  );
  const urls = useBillingUrls(companyId);
  const [unavailable, setUnavailable] = useState(false);
  const isStripe = summary.provider === 'stripe';
  const subscribed = hasSubscription(summary);

  const handleOpen = async (opts: Parameters<typeof urls.mutateAsync>[0]) => {
    setUnavailable(false);
    const destination = billingDestination(await urls.mutateAsync(opts));
    if (destination) billingExit.leaveTo(destination);
    else setUnavailable(true);
  };

  const priceLine = (p: NonNullable<(typeof prices)[number]>) =>
    t(p.interval === 'month' ? 'billing.plan.perMonth' : 'billing.plan.perYear', {
      amount: formatMoney(p.unit_amount, p.currency, i18n.language),
    });
  const shownPrices = subscription.interval
    ? prices.filter((p) => p.interval === subscription.interval)
    : prices;
  const trialDate = dates.date(summary.trial_ends_at, 'long');

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="plan-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="plan-title">
            {t('billing.plan.title')}
          </Title>
          <Badge color={STATE_COLOR[state]} variant="filled" size="lg">
            {t(`billing.status.${state}`)}
          </Badge>
        </Group>
        <Row label={t('billing.plan.name')}>
          <Text fw={600}>{planName(summary, t)}</Text>
        </Row>
        <Row label={t('billing.plan.price')}>
          {shownPrices.length > 0 ? (
            shownPrices.map((p) => <Text key={p.interval}>{priceLine(p)}</Text>)
          ) : (
            <Text c="gray.7">{t('billing.plan.noPrice')}</Text>
          )}
        </Row>
        {summary.is_on_trial && (
          <Text data-testid="trial-left">
            {t('billing.plan.trialLeft', { count: summary.trial_days_left, date: trialDate })}
          </Text>
        )}
        {!summary.is_subscribed && !summary.is_on_trial && summary.trial_ends_at && state !== 'pastDue' && (
          <Text>{t('billing.plan.trialEnded', { date: trialDate })}</Text>
        )}
        {subscription.cancel_at && (
          <Text>{t('billing.plan.endsOn', { date: dates.date(subscription.cancel_at, 'long') })}</Text>
        )}
        {!subscription.cancel_at && summary.is_subscribed && subscription.current_period_end && (
          <Text c="gray.7">
            {t('billing.plan.renewsOn', { date: dates.date(subscription.current_period_end, 'long') })}
          </Text>
        )}
        {subscription.until && (
          <Text>{t('billing.plan.until', { date: dates.date(subscription.until, 'long') })}</Text>
        )}
        {state === 'pastDue' && (
          <Alert color="red" variant="light" title={t('billing.status.pastDue')}>
            {t('billing.plan.pastDue')}
          </Alert>
        )}
        {summary.provider === 'operator' && (
          <Alert color="blue" variant="light">
            {t('billing.plan.operator')}
          </Alert>
        )}
        {isStripe && subscribed && (
          <Group>
            <Button
              onClick={() => void handleOpen({})}
              loading={urls.isPending}
              color={state === 'pastDue' ? 'red.9' : undefined}
            >
              {state === 'pastDue' ? t('billing.plan.fixPayment') : t('billing.plan.manage')}
            </Button>
          </Group>
        )}
        {isStripe && !subscribed && prices.length > 0 && (
          <Stack gap="xs">
            {prices.length > 1 && (
              <SegmentedControl
                aria-label={t('billing.plan.interval')}
                value={interval}
                onChange={(v) => setInterval(v === 'year' ? 'year' : 'month')}
                data={prices.map((p) => ({
                  value: p.interval,
                  label: p.interval === 'month' ? t('billing.plan.monthly') : t('billing.plan.yearly'),
                }))}
                w="fit-content"
              />
            )}
            {summary.locations.length > 0 && (
              <Text size="sm" c="gray.7">
                {t('billing.plan.subscribeHint', { count: chosenLocationIds.length })}
              </Text>
            )}
            <Group>
              <Button
                onClick={() =>
                  void handleOpen({
                    interval,
                    locations: chosenLocationIds.length ? chosenLocationIds : 'all',
                  })
                }
                loading={urls.isPending}
                disabled={summary.locations.length > 0 && chosenLocationIds.length === 0}
              >
                {t('billing.plan.subscribe')}
              </Button>
            </Group>
          </Stack>
        )}
        {unavailable && (
          <Text size="sm" c="gray.7" role="status">
            {t('billing.plan.unavailable')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
