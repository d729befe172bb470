import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { TFranchiseRun } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { isUnderWay } from '../../api/franchise';
import { useDates } from '../../i18n/dates';

const COLORS: Record<TFranchiseRun['status'], string> = {
  queued: 'gray.7',
  running: 'blue.8',
  done: 'teal.9',
  failed: 'red.9',
};

/** A run under way as a progress bar: locations read out of those synced. */
export function RunProgress({ run }: { run: TFranchiseRun }) {
  const { t } = useTranslation();
  const percent = run.locations_total ? Math.round((run.locations_done * 100) / run.locations_total) : 0;
  return (
    <Stack gap={4}>
      <Text size="sm" aria-live="polite">
        {run.status === 'queued'
          ? t('franchise.sync.queued')
          : t('franchise.sync.progress', { done: run.locations_done, total: run.locations_total })}
      </Text>
      <Progress value={percent} animated striped aria-label={t('franchise.sync.progressLabel')} />
    </Stack>
  );
}

/** What a run did, in one line. */
export function runSummary(t: (key: string, o?: Record<string, unknown>) => string, run: TFranchiseRun) {
  const parts = [t('franchise.runs.summary', { ...run.counts })];
  if (run.counts.rejected) parts.push(t('franchise.runs.rejected', { count: run.counts.rejected }));
  return parts.join('; ');
}

/** The last syncs, newest first: when, who started it, its status and what it did (or why it failed). */
export function FranchiseRuns({ runs }: { runs: TFranchiseRun[] }) {
  const { t } = useTranslation();
  const dates = useDates();
  if (runs.length === 0) return <Text c="gray.7">{t('franchise.runs.none')}</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {runs.map((run) => (
        <li key={run.id} data-run-status={run.status}>
          <Group gap="xs" wrap="wrap">
            <Badge color={COLORS[run.status]} variant="filled" style={{ overflow: 'visible' }}>
              {t(`franchise.runs.status.${run.status}`)}
            </Badge>
            <Text size="sm" fw={600}>
              {dates.dateTime(run.finished_at ?? run.created_at)}
            </Text>
            <Text size="sm" c="gray.7">
              {t(`franchise.runs.${run.trigger}`)}
            </Text>
          </Group>
          {isUnderWay(run) ? (
            <RunProgress run={run} />
          ) : (
            <Text size="sm" mt={4} c={run.status === 'failed' ? 'red.9' : undefined}>
              {run.status === 'failed' ? run.error : runSummary(t, run)}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
