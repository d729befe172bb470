import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  CELEBRATION_START_TIME,
  CELEBRATION_TYPE_LABELS,
  CELEBRATION_TYPES,
  type CelebrationType,
} from '@teamline/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePicker } from '../../../api/memos';
import type { ComposeValues } from './compose-form';

const isType = (v: string | null): v is CelebrationType => CELEBRATION_TYPES.some((x) => x === v);

/**
 * Whom a celebration celebrates, why, and on which day. Choosing the person or the reason suggests
 * a title while the manager has not written their own; choosing the day moves the start to that
 * day's send time (the celebration-date helper starts one day ahead, spec §9).
 */
export function CelebrationFields({
  form,
  companyId,
}: {
  form: UseFormReturnType<ComposeValues>;
  companyId: number;
}) {
  const { t } = useTranslation();
  const employees = usePicker(companyId, 'employees');
  const suggested = useRef(form.values.title);
  const list = employees.data ?? [];
  const selected = list.find((e) => String(e.id) === form.values.celebrated_employee_id);
  const data = [
    ...list.map((e) => ({ value: String(e.id), label: e.name })),
    // The celebrated employee of a saved celebration, before (or without) the list.
    ...(!selected && form.values.celebrated_employee_id
      ? [{ value: form.values.celebrated_employee_id, label: `#${form.values.celebrated_employee_id}` }]
      : []),
  ];

  const suggest = (employeeId: string, type: CelebrationType) => {
    const person = list.find((e) => String(e.id) === employeeId);
    if (!person || form.values.title !== suggested.current) return;
    const title = t(`memos.celebration.suggestedTitle.${type}`, { name: person.name.split(' ')[0] });
    suggested.current = title;
    form.setFieldValue('title', title);
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={t('memos.celebration.employee')}
        placeholder={t('memos.compose.searchFor', { x: t('memos.compose.employeesNoun') })}
        withAsterisk
        searchable
        data={data}
        value={form.values.celebrated_employee_id || null}
        onChange={(value) => {
          form.setFieldValue('celebrated_employee_id', value ?? '');
          form.clearFieldError('celebrated_employee_id');
          suggest(value ?? '', form.values.celebration_type);
        }}
        error={form.errors.celebrated_employee_id}
      />
      <Select
        label={t('memos.celebration.type')}
        data={CELEBRATION_TYPES.map((type) => ({
          value: type,
          label: t(`memos.celebration.types.${type}`, CELEBRATION_TYPE_LABELS[type]),
        }))}
        allowDeselect={false}
        value={form.values.celebration_type}
        onChange={(value) => {
          if (!isType(value)) return;
          form.setFieldValue('celebration_type', value);
          suggest(form.values.celebrated_employee_id, value);
        }}
      />
      <TextInput
        type="date"
        label={t('memos.celebration.date')}
        description={t('memos.celebration.dateHint', { time: CELEBRATION_START_TIME })}
        value={form.values.celebration_date}
        onChange={(e) => {
          const day = e.currentTarget.value;
          form.setFieldValue('celebration_date', day);
          if (day) form.setFieldValue('start_at', `${day}T${CELEBRATION_START_TIME}`);
        }}
        error={form.errors.celebration_date}
      />
    </SimpleGrid>
  );
}
