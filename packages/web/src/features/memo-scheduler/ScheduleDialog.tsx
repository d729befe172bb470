import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { REPEATS, SENDABLE_KINDS, TIMEZONE_OPTIONS, type TScheduledSend } from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScheduleActions, useSendables } from '../../api/scheduled-sends';
import { useDates } from '../../i18n/dates';
import { showErrorToast, showToast } from '../../stores/toasts';
import { RecipientsField } from '../memos/compose/RecipientsField';
import { initialValues, type ScheduleValues, toRequest } from './schedule-form';

interface DialogProps {
  companyId: number;
  opened: boolean;
  onClose: () => void;
  /** Editing this schedule; null: a new one. */
  schedule: TScheduledSend | null;
  /** A new schedule's first day. */
  day: string;
}

/** Weekday names in the language, Sunday first. */
const weekdays = (locale: string) => {
  const f = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => ({
    value: String(i),
    label: f.format(new Date(Date.UTC(2023, 0, 1 + i))),
  }));
};

/** Create or edit a schedule: what is sent, to whom, when, how it repeats and ends. */
export function ScheduleDialog({ companyId, opened, onClose, schedule, day }: DialogProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const [values, setValues] = useState<ScheduleValues>(() =>
    initialValues({ schedule, day, zone: dates.zone }),
  );
  const [search, setSearch] = useState('');
  const [terms] = useDebouncedValue(search, 250);
  const sendables = useSendables(companyId, { terms, per_page: 50 });
  const { create, update, remove } = useScheduleActions(companyId);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setValues(initialValues({ schedule, day, zone: dates.zone }));
      setError(null);
    }
  }, [opened, schedule, day, dates.zone]);

  const set = <K extends keyof ScheduleValues>(key: K, value: ScheduleValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const list = sendables.data?.sendables ?? [];
  const current = schedule?.sendable;
  const all =
    current && !list.some((s) => s.kind === current.kind && s.id === current.id) ? [current, ...list] : list;
  const data = SENDABLE_KINDS.map((kind) => ({
    group: t(`scheduler.kinds.${kind}`),
    items: all.filter((s) => s.kind === kind).map((s) => ({ value: `${s.kind}:${s.id}`, label: s.name })),
  })).filter((g) => g.items.length);

  const pending = create.isPending || update.isPending;
  const save = () => {
    if (!values.sendable) {
      setError(t('scheduler.form.required'));
      return;
    }
    const body = toRequest(values);
    const done = {
      onSuccess: () => {
        showToast({ variant: 'success', messages: t('scheduler.saved') });
        onClose();
      },
      onError: (e: unknown) => showErrorToast(e),
    };
    if (schedule) update.mutate({ id: schedule.id, ...body }, done);
    else create.mutate(body, done);
  };
  const destroy = () => {
    if (!schedule || !window.confirm(t('scheduler.confirmDelete'))) return;
    remove.mutate(schedule.id, {
      onSuccess: () => {
        showToast({ variant: 'success', messages: t('scheduler.deleted') });
        onClose();
      },
      onError: (e) => showErrorToast(e),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(schedule ? 'scheduler.form.editTitle' : 'scheduler.form.createTitle')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Select
          label={t('scheduler.form.sendable')}
          placeholder={t('scheduler.form.sendablePlaceholder')}
          data={data}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          value={values.sendable || null}
          onChange={(v) => {
            set('sendable', v ?? '');
            setError(null);
          }}
          error={error}
          nothingFoundMessage={t('scheduler.emptyRange')}
          required
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('scheduler.form.recipients')}
          </Text>
          <RecipientsField companyId={companyId} values={values} onChange={(field, ids) => set(field, ids)} />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            type="date"
            label={t('scheduler.form.date')}
            value={values.start_date}
            onChange={(e) => set('start_date', e.currentTarget.value)}
            required
          />
          <TextInput
            type="time"
            label={t('scheduler.form.time')}
            value={values.time}
            onChange={(e) => set('time', e.currentTarget.value)}
            required
          />
          <Select
            label={t('scheduler.form.timeZone')}
            data={TIMEZONE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
            value={values.time_zone}
            onChange={(v) => v && set('time_zone', v)}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Select
          label={t('scheduler.form.repeat')}
          data={REPEATS.map((r) => ({ value: r, label: t(`scheduler.form.repeats.${r}`) }))}
          value={values.repeat}
          onChange={(v) => v && set('repeat', v as ScheduleValues['repeat'])}
          allowDeselect={false}
        />
        {values.repeat === 'weekly' && (
          <Checkbox.Group
            label={t('scheduler.form.weekdays')}
            value={values.weekdays}
            onChange={(v) => set('weekdays', v)}
          >
            <Group gap="sm" mt={4}>
              {weekdays(dates.locale).map((d) => (
                <Checkbox key={d.value} value={d.value} label={d.label} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        {values.repeat !== 'once' && (
          <Radio.Group
            label={t('scheduler.form.ends')}
            value={values.ends}
            onChange={(v) => set('ends', v as ScheduleValues['ends'])}
          >
            <Stack gap="xs" mt={4}>
              <Radio value="never" label={t('scheduler.form.endsNever')} />
              <Group gap="sm">
                <Radio value="on" label={t('scheduler.form.endsOn')} />
                {values.ends === 'on' && (
                  <TextInput
                    type="date"
                    aria-label={t('scheduler.form.endDate')}
                    value={values.end_date}
                    onChange={(e) => set('end_date', e.currentTarget.value)}
                  />
                )}
              </Group>
              <Group gap="sm">
                <Radio value="after" label={t('scheduler.form.endsAfter')} />
                {values.ends === 'after' && (
                  <NumberInput
                    aria-label={t('scheduler.form.count')}
                    min={1}
                    max={1000}
                    value={values.count}
                    onChange={(v) => set('count', Number(v) || 1)}
                    w={100}
                  />
                )}
              </Group>
            </Stack>
          </Radio.Group>
        )}
        <Group justify="space-between" mt="sm">
          {schedule?.can_edit ? (
            <Button variant="subtle" color="red" onClick={destroy} loading={remove.isPending}>
              {t('scheduler.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('scheduler.form.cancel')}
            </Button>
            <Button onClick={save} loading={pending} disabled={Boolean(schedule && !schedule.can_edit)}>
              {t('scheduler.form.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
