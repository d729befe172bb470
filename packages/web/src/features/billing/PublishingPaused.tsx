import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import type { TCompany } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminNames } from '../../api/billing';
import { can } from '../../layouts/company/abilities';
import { useCurrentCompany } from '../../layouts/company/use-current-company';

/** The id of the notice, which disabled Publish buttons name as their description. */
export const PUBLISHING_PAUSED_ID = 'publishing-paused';

/**
 * Whether the caller manages memos but may not publish now: the company's plan lapsed
 * (abilities['memos.publish'] false; decisions.md, Billing). The server refuses with 402 anyway.
 */
export function isPublishingPaused(company: Pick<TCompany, 'abilities'>): boolean {
  return can(company, 'memos.manage') && !can(company, 'memos.publish');
}

/** Props for a Publish button while publishing is paused: disabled, described by the notice. */
export function pausedProps(paused: boolean) {
  return paused ? { disabled: true, 'aria-describedby': PUBLISHING_PAUSED_ID } : {};
}

/**
 * Said before anyone is refused: publishing is paused until the subscription is renewed, naming
 * the admins to ask (an admin gets the way to renew it instead).
 */
export function PublishingPausedNotice() {
  const { t, i18n } = useTranslation();
  const company = useCurrentCompany();
  const paused = isPublishingPaused(company);
  const isAdmin = can(company, 'subscription.manage');
  const names = useAdminNames(company.id, paused && !isAdmin);
  if (!paused) return null;
  const list = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(names);
  return (
    <Alert
      id={PUBLISHING_PAUSED_ID}
      color="yellow"
      variant="light"
      // Dark text on the light yellow reads at 4.5:1 or more (axe).
      styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
      title={t('billing.publishing.title')}
      icon={<IconPlayerPause size={18} aria-hidden />}
      data-testid="publishing-paused"
    >
      <Stack gap={4}>
        <Text size="sm">{t('billing.publishing.body')}</Text>
        {isAdmin ? (
          <Anchor component={Link} to={`/${company.id}/settings/subscription`} size="sm" fw={600} c="blue.9">
            {t('billing.publishing.renew')}
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            {names.length
              ? t('billing.publishing.askAdmins', { names: list })
              : t('billing.publishing.askAdmin')}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
