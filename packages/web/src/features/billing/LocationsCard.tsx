import { Badge, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import type { TBillingSummary } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useUpdateCoveredLocations } from '../../api/billing';
import { showErrorToast, showToast } from '../../stores/toasts';
import { hasSubscription } from './money';

interface LocationsCardProps {
  companyId: number;
  summary: TBillingSummary;
  chosen: number[];
  onChoose: (ids: number[]) => void;
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Which locations the plan covers. With Stripe the admin chooses them: before subscribing, what
 * checkout covers; after, PUT billing/subscription (the quantity follows, prorated). An operator's
 * plan is shown as the operator set it.
 */
export function LocationsCard({ companyId, summary, chosen, onChoose }: LocationsCardProps) {
  const { t } = useTranslation();
  const update = useUpdateCoveredLocations(companyId);
  const editable = summary.provider === 'stripe' && !summary.subscription.all_locations;
  const subscribed = hasSubscription(summary);
  const covered = summary.locations.filter((l) => l.covered).map((l) => l.id);
  const changed = subscribed && !sameIds(chosen, covered);

  const handleSave = () =>
    update.mutate(chosen, {
      onSuccess: () => showToast({ messages: [t('billing.locations.saved')], variant: 'success' }),
      onError: (error) => showErrorToast(error),
    });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="locations-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="locations-title">
            {t('billing.locations.title')}
          </Title>
          <Text size="sm" c="gray.7" data-testid="covered-count">
            {t('billing.locations.count', {
              covered: summary.covered_location_count,
              total: summary.location_count,
            })}
          </Text>
        </Group>
        {summary.subscription.all_locations && <Text>{t('billing.locations.all')}</Text>}
        {summary.locations.length === 0 && <Text c="gray.7">{t('billing.locations.none')}</Text>}
        {editable && summary.locations.length > 0 && (
          <Text size="sm" c="gray.7">
            {t('billing.locations.chooseHint')}
          </Text>
        )}
        {summary.provider === 'operator' && !summary.subscription.all_locations && (
          <Text size="sm" c="gray.7">
            {t('billing.locations.operatorHint')}
          </Text>
        )}
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {summary.locations.map((location) => (
            <Group key={location.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
              {editable ? (
                <Checkbox
                  label={location.name}
                  checked={chosen.includes(location.id)}
                  onChange={(e) =>
                    onChoose(
                      e.currentTarget.checked
                        ? [...chosen, location.id]
                        : chosen.filter((id) => id !== location.id),
                    )
                  }
                />
              ) : (
                <Text>{location.name}</Text>
              )}
              {subscribed || summary.provider !== 'stripe' ? (
                <Badge variant="outline" color={location.covered ? 'teal.9' : 'red.9'}>
                  {location.covered ? t('billing.locations.covered') : t('billing.locations.notCovered')}
                </Badge>
              ) : null}
            </Group>
          ))}
        </Stack>
        {editable && subscribed && (
          <Group>
            <Button
              onClick={handleSave}
              loading={update.isPending}
              disabled={!changed || chosen.length === 0}
            >
              {t('billing.locations.save')}
            </Button>
            {chosen.length === 0 && (
              <Text size="sm" c="red.8">
                {t('billing.locations.chooseOne')}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
