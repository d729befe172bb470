import { Badge, Button, Card, Group, SimpleGrid, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCard, IconUserPlus } from '@tabler/icons-react';
import type { TCompany } from '@teamline/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useHome } from '../../api/home';
import { JoinCode } from '../../components/JoinCode';
import { useDates } from '../../i18n/dates';
import { can } from '../../layouts/company/abilities';
import { ManagerDashboard } from './ManagerDashboard';
import { Pending } from './Pending';

// The inbox tab is opened now and then: its code (memo views, survey forms) loads when it is.
const InboxPage = lazy(() => import('../inbox/InboxPage').then((m) => ({ default: m.InboxPage })));

function InviteCard({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="home-invite-title">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <IconUserPlus size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" id="home-invite-title">
            {t('home.invite.title')}
          </Title>
        </Group>
        <Text size="sm" c="gray.7">
          {t('home.invite.body')}
        </Text>
        <div>
          <Text size="xs" fw={600} tt="uppercase" c="gray.7">
            {t('home.invite.codeLabel')}
          </Text>
          {company.join_code ? (
            <JoinCode code={company.join_code} />
          ) : (
            <Text size="sm">{t('home.invite.noCode')}</Text>
          )}
        </div>
        <Button component={Link} to={`/${company.id}/settings/team-invitations`} mt="auto" variant="filled">
          {t('home.invite.action')}
        </Button>
      </Stack>
    </Card>
  );
}

function TrialCard({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const dates = useDates();
  const endsOn = company.trial_ends_at ? dates.date(company.trial_ends_at, 'long') : null;
  const status = company.is_subscribed
    ? company.all_locations_subscribed
      ? t('home.trial.subscribed')
      : t('home.trial.someUncovered')
    : company.is_on_trial
      ? t('home.trial.onTrial', { count: company.trial_days_left })
      : company.trial_ends_at
        ? t('home.trial.ended')
        : t('home.trial.inactive');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="home-trial-title">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="grape" size="lg" radius="md" aria-hidden>
            <IconCreditCard size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" id="home-trial-title">
            {t('home.trial.title')}
          </Title>
        </Group>
        <Text fw={600}>{status}</Text>
        {company.is_on_trial && endsOn && (
          <Text size="sm" c="gray.7">
            {t('home.trial.endsOn', { date: endsOn })}
          </Text>
        )}
        {can(company, 'subscription.manage') && (
          <Button component={Link} to={`/${company.id}/settings/subscription`} mt="auto" variant="light">
            {t('home.trial.action')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Management's Home: the dashboard, and their own inbox beside it (managers receive memos and
 * celebrations too), with its unread count. `?tab=inbox` (or an open `?memo=`) shows the inbox.
 */
export default function ManagementHome({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const [sp, setSp] = useSearchParams();
  const home = useHome(company.id);
  const unread = home.data?.employee.unread_memo_count ?? 0;
  const tab = sp.get('tab') === 'inbox' || sp.has('memo') ? 'inbox' : 'dashboard';
  return (
    <Tabs value={tab} onChange={(v) => setSp(v === 'inbox' ? { tab: 'inbox' } : {})} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="dashboard">{t('home.tabs.dashboard')}</Tabs.Tab>
        <Tabs.Tab
          value="inbox"
          rightSection={
            unread > 0 ? (
              <Badge size="sm" color="blue.8" circle aria-label={t('home.tabs.unread', { count: unread })}>
                {unread}
              </Badge>
            ) : null
          }
        >
          {t('home.tabs.inbox')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="dashboard" pt="lg">
        <Stack gap="lg">
          <ManagerDashboard companyId={company.id} />
          {/* Below the dashboard, so shown with it: cards drawn under its loader would jump down when it arrives. */}
          {!home.isPending && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <InviteCard company={company} />
              <TrialCard company={company} />
            </SimpleGrid>
          )}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="inbox" pt="lg">
        <Suspense fallback={<Pending />}>
          <InboxPage companyId={company.id} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
