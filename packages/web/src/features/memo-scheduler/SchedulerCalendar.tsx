import { Anchor, Box, Paper, SimpleGrid, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TScheduledSend } from '@teamline/shared';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDates } from '../../i18n/dates';
import { type CalendarItem, type CalendarView, daysBetween, itemsByDay } from './calendar';
import classes from './SchedulerCalendar.module.css';

interface CalendarProps {
  view: CalendarView;
  days: string[];
  /** The month a month view is about (its other days are dimmed). */
  month: string;
  today: string;
  schedules: TScheduledSend[];
  companyId: number;
  onOpen: (schedule: TScheduledSend) => void;
  /** A coming send dragged from one day to another: the schedule moves by that many days. */
  onMove: (schedule: TScheduledSend, days: number, to: string) => void;
}

const DRAG_TYPE = 'application/x-teamline-schedule';

/** The weekday names in the language, Sunday first (from a known Sunday). */
function weekdayNames(locale: string, style: 'short' | 'long'): string[] {
  const f = new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => f.format(new Date(Date.UTC(2023, 0, 1 + i))));
}

function ItemChip({
  item,
  companyId,
  onOpen,
}: {
  item: CalendarItem;
  companyId: number;
  onOpen: (s: TScheduledSend) => void;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  const time = new Intl.DateTimeFormat(dates.locale, { timeStyle: 'short', timeZone: dates.zone }).format(
    new Date(item.at),
  );
  const title = item.schedule.sendable?.name ?? t('scheduler.gone');
  if (item.type === 'run') {
    const memoId = item.run.memo_ids[0];
    const label = t(item.run.status === 'sent' ? 'scheduler.sentRun' : 'scheduler.skippedRun', { title });
    return memoId ? (
      <Anchor
        component={Link}
        to={`/${companyId}/memo/${memoId}`}
        className={classes.chip}
        data-status="sent"
        aria-label={`${label} — ${t('scheduler.openMemo', { date: dates.dateTime(item.at) })}`}
      >
        <span className={classes.time}>{time}</span> <span className={classes.name}>{title}</span>
      </Anchor>
    ) : (
      <Text component="span" className={classes.chip} data-status="skipped" title={item.run.reason ?? ''}>
        <span className={classes.time}>{time}</span> {label}
      </Text>
    );
  }
  const onDragStart = (e: DragEvent) => {
    e.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ id: item.schedule.id, day: item.day }));
    e.dataTransfer.effectAllowed = 'move';
  };
  return (
    <UnstyledButton
      className={classes.chip}
      data-status="next"
      draggable={item.schedule.can_edit}
      onDragStart={onDragStart}
      onClick={() => onOpen(item.schedule)}
      title={item.schedule.can_edit ? t('scheduler.dragHint') : undefined}
      data-testid="calendar-send"
    >
      <span className={classes.time}>{time}</span> <span className={classes.name}>{title}</span>
    </UnstyledButton>
  );
}

/** Month or week: each day with its coming sends (drag to move) and past sends (links to their memos). */
export function SchedulerCalendar(props: CalendarProps) {
  const { view, days, month, today, schedules, companyId } = props;
  const dates = useDates();
  const { t } = useTranslation();
  const [over, setOver] = useState<string | null>(null);
  const byDay = itemsByDay(schedules, dates.zone);
  const names = weekdayNames(dates.locale, 'short');
  const limit = view === 'month' ? 3 : 50;

  const onDrop = (day: string) => (e: DragEvent) => {
    e.preventDefault();
    setOver(null);
    const raw = e.dataTransfer.getData(DRAG_TYPE);
    if (!raw) return;
    const { id, day: from } = JSON.parse(raw) as { id: number; day: string };
    const schedule = schedules.find((s) => s.id === id);
    const shift = daysBetween(from, day);
    if (schedule && shift !== 0) props.onMove(schedule, shift, day);
  };

  return (
    <Paper withBorder radius="md" className={classes.calendar} data-view={view}>
      <SimpleGrid cols={7} spacing={0} className={classes.head} data-view={view} aria-hidden>
        {names.map((n) => (
          <Text key={n} size="xs" fw={600} c="gray.7" ta="center" py={4}>
            {n}
          </Text>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={view === 'week' ? { base: 1, sm: 7 } : 7} spacing={0}>
        {days.map((day) => {
          const items = byDay.get(day) ?? [];
          const shown = items.slice(0, limit);
          return (
            <Box
              key={day}
              className={classes.day}
              data-outside={view === 'month' && day.slice(0, 7) !== month.slice(0, 7) ? true : undefined}
              data-today={day === today ? true : undefined}
              data-over={over === day ? true : undefined}
              data-day={day}
              onDragOver={(e: DragEvent) => {
                if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
                e.preventDefault();
                setOver(day);
              }}
              onDragLeave={() => setOver((o) => (o === day ? null : o))}
              onDrop={onDrop(day)}
            >
              <Text size="xs" fw={day === today ? 700 : 500} className={classes.number}>
                <span aria-hidden>
                  <span className={classes.cellWeekday}>
                    {names[new Date(`${day}T00:00:00Z`).getUTCDay()]}{' '}
                  </span>
                  {Number(day.slice(8))}
                </span>
                <VisuallyHidden>{dates.day(day, { dateStyle: 'full' })}</VisuallyHidden>
              </Text>
              <Stack gap={2}>
                {shown.map((item) => (
                  <ItemChip key={item.key} item={item} companyId={companyId} onOpen={props.onOpen} />
                ))}
                {items.length > shown.length && (
                  <Text size="xs" c="gray.7">
                    {t('scheduler.moreCount', { count: items.length - shown.length })}
                  </Text>
                )}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
