import { Badge, Center, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { FollowupTab } from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCloseFollowup, useFollowups } from '../../api/followups';
import { can } from '../../layouts/company/abilities';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { AcknowledgeModal, type AcknowledgeTarget } from './AcknowledgeModal';
import { FollowupSection } from './FollowupSection';
import { type FollowupRow, followupRows, rowKey } from './followup-rows';

/**
 * Follow-ups (/flags), by the lifecycle (docs/decisions.md, Follow-up lifecycle): the Open tab
 * lists what awaits a manager (flagged messages, raised hands, check-ins; urgent first), the
 * Answered tab the history — answered items still waiting for the employee (a manager may close
 * them) and closed ones. `?tab=answered` opens the history; `?item=<kind>-<id>` (a tray item)
 * marks one item, in whichever tab holds it.
 */
export default function FollowupsPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const canManage = can(company, 'followups.manage');
  const [params, setParams] = useSearchParams();
  const tab: FollowupTab = params.get('tab') === 'answered' ? 'answered' : 'open';
  const highlight = params.get('item');
  const overview = useFollowups(company.id, canManage, tab);
  const close = useCloseFollowup(company.id);
  const [target, setTarget] = useState<AcknowledgeTarget | null>(null);
  const rows = followupRows(overview.data, t('followups.someone'));
  const all = [...rows.flagged, ...rows.hands, ...rows.checkins];
  const missing = overview.isSuccess && highlight !== null && !all.some((r) => rowKey(r) === highlight);

  // A tray item answered meanwhile is in the history: look for it there.
  useEffect(() => {
    if (missing && tab === 'open')
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', 'answered');
        return next;
      });
  }, [missing, tab, setParams]);

  if (!canManage)
    return (
      <Stack gap="sm">
        <Title order={1}>{t('followups.title')}</Title>
        <Text>{t('followups.managersOnly')}</Text>
      </Stack>
    );

  const counts = overview.data?.counts;
  const actionFor = (row: FollowupRow) => {
    if (row.state === 'open')
      return {
        label: t('followups.acknowledge'),
        aria: t('followups.acknowledgeFor', { name: row.employee, subject: row.subjectText }),
        onClick: () =>
          setTarget({ kind: row.kind, id: row.id, employee: row.employee, subject: row.subjectText }),
      };
    if (row.state === 'answered' && row.kind !== 'checkin') {
      const kind = row.kind;
      return {
        label: t('followups.close'),
        aria: t('followups.closeFor', { name: row.employee, subject: row.subjectText }),
        loading: close.isPending && close.variables?.id === row.id && close.variables.kind === kind,
        onClick: () =>
          close.mutate(
            { kind, id: row.id },
            {
              onSuccess: () => showToast({ messages: t('followups.closedDone'), variant: 'success' }),
              onError: (error) => showErrorToast(error),
            },
          ),
      };
    }
    return null;
  };
  const setTab = (value: string | null) =>
    setParams(value === 'answered' ? { tab: 'answered' } : {}, { replace: true });
  const tabCount = (n: number | undefined, color: string) =>
    n ? (
      <Badge size="sm" circle color={color}>
        {n}
      </Badge>
    ) : null;

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{t('followups.title')}</Title>
        <Text c="gray.7">{t(tab === 'open' ? 'followups.intro' : 'followups.introAnswered')}</Text>
      </Stack>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="open" rightSection={tabCount(counts?.awaiting_manager, 'red.9')}>
            {t('followups.tabs.open')}
          </Tabs.Tab>
          <Tabs.Tab value="answered" rightSection={tabCount(counts?.awaiting_employee, 'blue.8')}>
            {t('followups.tabs.answered')}
          </Tabs.Tab>
        </Tabs.List>
        {(['open', 'answered'] as const).map((value) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            {overview.isPending ? (
              <Center py="xl">
                <Loader role="status" aria-label={t('common.loading')} />
              </Center>
            ) : overview.isError ? (
              <Text role="alert">{t('followups.loadFailed')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
                {(
                  [
                    ['followups.flagged', rows.flagged],
                    ['followups.hands', rows.hands],
                    ['followups.checkins', rows.checkins],
                  ] as const
                ).map(([title, list]) => (
                  <FollowupSection
                    key={title}
                    title={t(title)}
                    rows={list}
                    companyId={company.id}
                    highlight={highlight}
                    actionFor={actionFor}
                    empty={t(value === 'open' ? 'followups.none' : 'followups.noneAnswered')}
                  />
                ))}
              </SimpleGrid>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <AcknowledgeModal companyId={company.id} target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
