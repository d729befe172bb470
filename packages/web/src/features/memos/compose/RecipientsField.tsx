import { Group, Loader, MultiSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TIdName } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { type Targeting, usePicker, useRecipientPreview } from '../../../api/memos';

export interface TargetValues {
  location_ids: string[];
  audience_ids: string[];
  recipient_ids: string[];
}

export const toTargeting = (v: TargetValues): Targeting => ({
  location_ids: v.location_ids.map(Number),
  audience_ids: v.audience_ids.map(Number),
  recipient_ids: v.recipient_ids.map(Number),
});

const options = (list: TIdName[] | undefined) =>
  (list ?? []).map((x) => ({ value: String(x.id), label: x.name }));

interface RecipientsFieldProps {
  companyId: number;
  values: TargetValues;
  onChange: (field: keyof TargetValues, ids: string[]) => void;
  errors?: Partial<Record<keyof TargetValues, string>>;
  /** Counts the targeting before sending (compose); off in the recipients editor. */
  showCount?: boolean;
}

/** Recipients by segments: locations, audiences, individual employees, with the count they reach. */
export function RecipientsField({
  companyId,
  values,
  onChange,
  errors = {},
  showCount = true,
}: RecipientsFieldProps) {
  const { t } = useTranslation();
  const locations = usePicker(companyId, 'locations');
  const audiences = usePicker(companyId, 'audiences');
  const employees = usePicker(companyId, 'employees');
  const targeting = toTargeting(values);
  const preview = useRecipientPreview(companyId, targeting);
  const isEmpty =
    targeting.location_ids.length + targeting.audience_ids.length + targeting.recipient_ids.length === 0;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <MultiSelect
          label={t('memos.compose.locations')}
          placeholder={t('memos.compose.searchFor', { x: t('memos.compose.locationsNoun') })}
          data={options(locations.data)}
          searchable
          value={values.location_ids}
          onChange={(ids) => onChange('location_ids', ids)}
          error={errors.location_ids}
        />
        <MultiSelect
          label={t('memos.compose.audiences')}
          placeholder={t('memos.compose.searchFor', { x: t('memos.compose.audiencesNoun') })}
          data={options(audiences.data)}
          searchable
          value={values.audience_ids}
          onChange={(ids) => onChange('audience_ids', ids)}
          error={errors.audience_ids}
        />
        <MultiSelect
          label={t('memos.compose.employees')}
          placeholder={t('memos.compose.searchFor', { x: t('memos.compose.employeesNoun') })}
          data={options(employees.data)}
          searchable
          limit={50}
          value={values.recipient_ids}
          onChange={(ids) => onChange('recipient_ids', ids)}
          error={errors.recipient_ids}
        />
      </SimpleGrid>
      {showCount && (
        <Group gap="xs" aria-live="polite" data-testid="recipient-count">
          {isEmpty ? (
            <Text size="sm" c="gray.7">
              {t('memos.compose.noRecipientsYet')}
            </Text>
          ) : preview.isError ? (
            <Text size="sm" c="red.8">
              {preview.error.message}
            </Text>
          ) : preview.data ? (
            <Text size="sm" fw={600}>
              {t('memos.compose.recipientCount', { count: preview.data.recipient_count })}
            </Text>
          ) : (
            <Loader size="xs" role="status" aria-label={t('common.loading')} />
          )}
        </Group>
      )}
    </Stack>
  );
}
