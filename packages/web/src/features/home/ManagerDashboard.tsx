import { Anchor, Card, Center, Group, Loader, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { THomeManagement } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHome } from '../../api/home';
import { FollowupsCard } from './FollowupsCard';

const percent = (rate: number) => Math.round(rate * 100);

function Figure({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {to ? (
          <Anchor component={Link} to={to} inherit>
            {value}
          </Anchor>
        ) : (
          value
        )}
      </Text>
    </Card>
  );
}

/** One memo as a pair of bars: who read it and who responded, out of everyone it reached. */
type HomeMemo = THomeManagement['recent_memos'][number];
type PastDueLocation = THomeManagement['past_due_by_location'][number];

function MemoBars({ companyId, memo }: { companyId: number; memo: HomeMemo }) {
  const { t } = useTranslation();
  const readRate = memo.recipient_count ? memo.read_count / memo.recipient_count : 0;
  return (
    <li>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={`/${companyId}/memo/${memo.id}`} fw={600} lineClamp={1}>
            {memo.title}
          </Anchor>
          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {t('home.dashboard.rate', { rate: percent(memo.response_rate) })}
          </Text>
        </Group>
        <Progress
          value={percent(memo.response_rate)}
          color="teal.8"
          size="lg"
          aria-label={t('home.dashboard.respondedBar', { title: memo.title })}
        />
        <Progress
          value={percent(readRate)}
          color="blue.4"
          size="xs"
          aria-label={t('home.dashboard.readBar', { title: memo.title })}
        />
        <Text size="xs" c="gray.7">
          {t('home.dashboard.reach', {
            responded: memo.responded_count,
            read: memo.read_count,
            count: memo.recipient_count,
          })}
          {memo.past_due_count > 0 &&
            ` · ${t('home.dashboard.pastDueCount', { count: memo.past_due_count })}`}
        </Text>
      </Stack>
    </li>
  );
}

function PastDueList({ companyId, rows }: { companyId: number; rows: PastDueLocation[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Text c="gray.7">{t('home.dashboard.noPastDue')}</Text>;
  const most = Math.max(...rows.map((r) => r.count));
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => {
        const name = row.location_name ?? t('home.dashboard.noLocation');
        return (
          <li key={String(row.location_id)}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600}>{name}</Text>
              <Text fw={700}>{row.count}</Text>
            </Group>
            <Progress
              value={(row.count / most) * 100}
              color="red.8"
              size="md"
              aria-label={t('home.dashboard.pastDueBar', { name, count: row.count })}
            />
            <Text size="xs" c="gray.7">
              {row.memos.map((m, i) => (
                <span key={m.id}>
                  {i > 0 && ', '}
                  <Anchor component={Link} to={`/${companyId}/memo/${m.id}`} inherit>
                    {m.name}
                  </Anchor>
                </span>
              ))}
            </Text>
          </li>
        );
      })}
    </Stack>
  );
}

/** The management Home: reach and response of recent memos, past due by location, at a glance. */
export function ManagerDashboard({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const home = useHome(companyId);
  if (home.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  const board = home.data?.management;
  if (home.isError || !board) return <Text role="alert">{t('home.dashboard.loadFailed')}</Text>;
  const { recent_memos: memos, past_due_by_location: pastDue, reach } = board;
  const late = memos.reduce((n, m) => n + m.past_due_count, 0);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Figure label={t('home.dashboard.reached')} value={String(reach.recipient_count)} />
        <Figure
          label={t('home.dashboard.responseRate')}
          value={
            reach.recipient_count ? t('home.dashboard.rate', { rate: percent(reach.response_rate) }) : '—'
          }
        />
        <Figure label={t('home.dashboard.pastDue')} value={String(late)} />
      </SimpleGrid>
      <FollowupsCard companyId={companyId} counts={board.followups} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="home-recent-title">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} size="h4" id="home-recent-title">
                {t('home.dashboard.recent')}
              </Title>
              <Anchor component={Link} to={`/${companyId}/memo-sends`} size="sm">
                {t('home.dashboard.allMemos')}
              </Anchor>
            </Group>
            {memos.length === 0 ? (
              <Text c="gray.7">{t('home.dashboard.noMemos')}</Text>
            ) : (
              <Stack gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {memos.map((memo) => (
                  <MemoBars key={memo.id} companyId={companyId} memo={memo} />
                ))}
              </Stack>
            )}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="home-pastdue-title">
          <Stack gap="md">
            <Title order={2} size="h4" id="home-pastdue-title">
              {t('home.dashboard.pastDueTitle')}
            </Title>
            <PastDueList companyId={companyId} rows={pastDue} />
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
