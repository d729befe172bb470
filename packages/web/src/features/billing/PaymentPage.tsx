import { Anchor, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAcknowledgePayment } from '../../api/billing';
import { RequireAbility } from '../../layouts/company/NotForYou';
import { useCurrentCompany } from '../../layouts/company/use-current-company';

type Outcome = 'success' | 'cancel' | 'unknown';

const outcomeOf = (status: string | undefined): Outcome =>
  status === 'success' || status === 'cancel' ? status : 'unknown';

/**
 * /{company_id}/payment/{status} (spec §2): back from checkout, it says what happened, has the
 * server read the subscription from the provider (GET billing/acknowledge) and refreshes the
 * company, so the banner is recomputed.
 */
function PaymentResult() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const outcome = outcomeOf(useParams().status);
  const [sp] = useSearchParams();
  const ack = useAcknowledgePayment(company.id, sp.get('session_id'), outcome !== 'unknown');

  const confirmed = ack.data?.is_subscribed === true;
  const title =
    outcome === 'success'
      ? t('billing.payment.successTitle')
      : outcome === 'cancel'
        ? t('billing.payment.cancelTitle')
        : t('billing.payment.unknownTitle');
  const body =
    outcome === 'cancel'
      ? t('billing.payment.cancelBody')
      : outcome === 'unknown'
        ? t('billing.payment.unknownBody')
        : ack.isPending
          ? t('billing.payment.confirming')
          : confirmed
            ? t('billing.payment.successBody')
            : t('billing.payment.pendingBody');
  const Icon = outcome === 'success' ? IconCircleCheck : outcome === 'cancel' ? IconCircleX : IconInfoCircle;

  return (
    <Card withBorder radius="md" padding="xl" maw={640}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon
            variant="light"
            size={44}
            radius="xl"
            color={outcome === 'success' ? 'green' : 'gray'}
            aria-hidden
          >
            <Icon size={26} />
          </ThemeIcon>
          <Title order={1}>{title}</Title>
        </Group>
        <Group gap="xs" role="status" aria-live="polite" wrap="nowrap">
          {outcome === 'success' && ack.isPending && <Loader size="xs" aria-hidden />}
          <Text data-testid="payment-result">{body}</Text>
        </Group>
        <Anchor component={Link} to={`/${company.id}/settings/subscription`} fw={600} w="fit-content">
          {t('billing.payment.back')}
        </Anchor>
      </Stack>
    </Card>
  );
}

export default function PaymentPage() {
  const { t } = useTranslation();
  return (
    <RequireAbility
      ability="subscription.manage"
      who="admins"
      title={t('billing.payment.unknownTitle')}
      reason={t('settings.subscription.notAllowed')}
    >
      <PaymentResult />
    </RequireAbility>
  );
}
