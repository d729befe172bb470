import './i18n';
import { Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import type { TScheduledSend } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useScheduleActions, useScheduleList } from '../../api/scheduled-sends';
import { useDates } from '../../i18n/dates';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { ManagementOnly } from '../settings/AdminOnly';
import { addDays, type CalendarView, dayIn, rangeOf, shiftAnchor, viewDays } from './calendar';
import { ScheduleDialog } from './ScheduleDialog';
import { ScheduleList } from './ScheduleList';
import { SchedulerCalendar } from './SchedulerCalendar';

type View = CalendarView | 'list';
const isView = (v: string | null): v is View => v === 'month' || v === 'week' || v === 'list';
const isDay = (v: string | null): v is string => Boolean(v && /^\d{4}-\d{2}-\d{2}$/.test(v));

function SchedulerContent() {
  const { t } = useTranslation();
  const dates = useDates();
  const company = useCurrentCompany();
  const [sp, setSp] = useSearchParams();
  const today = dayIn(new Date().toISOString(), dates.zone);
  const viewParam = sp.get('view');
  const view: View = isView(viewParam) ? viewParam : 'month';
  const dateParam = sp.get('date');
  const anchor = isDay(dateParam) ? dateParam : today;
  const calendarView: CalendarView = view === 'week' ? 'week' : 'month';
  const days = viewDays(calendarView, anchor);
  const range = rangeOf(days);
  const list = useScheduleList(company.id, { ...range, per_page: 100 });
  const { update } = useScheduleActions(company.id);
  const [dialog, setDialog] = useState<{ schedule: TScheduledSend | null } | null>(null);

  const go = (next: Partial<Record<'view' | 'date', string | null>>) =>
    setSp(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(next)) v ? out.set(k, v) : out.delete(k);
        return out;
      },
      { replace: true },
    );

  const move = (schedule: TScheduledSend, shift: number, to: string) =>
    update.mutate(
      { id: schedule.id, start_date: addDays(schedule.start_date, shift) },
      {
        onSuccess: () =>
          showToast({ variant: 'success', messages: t('scheduler.moved', { date: dates.day(to) }) }),
        onError: (e) => showErrorToast(e),
      },
    );

  const heading =
    calendarView === 'month'
      ? new Intl.DateTimeFormat(dates.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${anchor.slice(0, 8)}01T00:00:00Z`),
        )
      : `${dates.day(days[0])} – ${dates.day(days[6])}`;
  const schedules = list.data?.scheduled_sends ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('scheduler.title')}</Title>
          <Text c="gray.7" mt={4}>
            {t('scheduler.intro')}
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ schedule: null })}
        >
          {t('scheduler.newSchedule')}
        </Button>
      </Group>
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <SegmentedControl
              aria-label={t('scheduler.view')}
              value={view}
              onChange={(v) => go({ view: v === 'month' ? null : v })}
              data={(['month', 'week', 'list'] as const).map((v) => ({
                value: v,
                label: t(`scheduler.views.${v}`),
              }))}
            />
            {view !== 'list' && (
              <Group gap="xs" wrap="wrap">
                <Button
                  variant="default"
                  size="xs"
                  aria-label={t('scheduler.previous')}
                  onClick={() => go({ date: shiftAnchor(calendarView, anchor, -1) })}
                >
                  <IconChevronLeft size={16} aria-hidden />
                </Button>
                <Button variant="default" size="xs" onClick={() => go({ date: null })}>
                  {t('scheduler.today')}
                </Button>
                <Button
                  variant="default"
                  size="xs"
                  aria-label={t('scheduler.next')}
                  onClick={() => go({ date: shiftAnchor(calendarView, anchor, 1) })}
                >
                  <IconChevronRight size={16} aria-hidden />
                </Button>
                <Title order={2} size="h4" ml="xs" aria-live="polite">
                  {heading}
                </Title>
              </Group>
            )}
          </Group>
          {view === 'list' ? (
            <ScheduleList companyId={company.id} onOpen={(schedule) => setDialog({ schedule })} />
          ) : list.isError ? (
            <Text c="red.8" py="lg" ta="center">
              {t('scheduler.loadFailed')}
            </Text>
          ) : (
            <>
              <SchedulerCalendar
                view={calendarView}
                days={days}
                month={anchor}
                today={today}
                schedules={schedules}
                companyId={company.id}
                onOpen={(schedule) => setDialog({ schedule })}
                onMove={move}
              />
              {list.data && schedules.length === 0 && (
                <Text c="gray.7" ta="center" size="sm">
                  {t('scheduler.emptyRange')}
                </Text>
              )}
            </>
          )}
        </Stack>
      </Card>
      <ScheduleDialog
        companyId={company.id}
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        schedule={dialog?.schedule ?? null}
        day={anchor < today ? today : anchor}
      />
    </Stack>
  );
}

/** Memos › Scheduler: management only, as the server answers (memo_template_sends.manage). */
export default function SchedulerPage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('scheduler.title')} ability="memo_template_sends.manage" publishes>
      <SchedulerContent />
    </ManagementOnly>
  );
}
