import { Button, Card, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_TIMEZONE, requiredString, TIMEZONE_OPTIONS, timezoneField } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../api/http';
import type { PlaceKind } from '../../api/places';
import { firstFieldErrors, zodValidate } from '../../components/form/zod-validate';
import { showErrorToast } from '../../stores/toasts';

export interface PlaceValues {
  name: string;
  timezone: string;
}

/** The same field rules the server applies, so the texts match (spec §5: 'This field is required'). */
const ZLocationForm = z.object({ name: requiredString(120), timezone: timezoneField });
const ZAudienceForm = z.object({ name: requiredString(120) });

export const EMPTY_PLACE: PlaceValues = { name: '', timezone: DEFAULT_TIMEZONE };
const TIMEZONE_DATA = TIMEZONE_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

interface PlaceFormProps {
  kind: PlaceKind;
  initial: PlaceValues;
  isSaving: boolean;
  /** Resolves when saved; a rejection shows its texts on the fields and in an error toast. */
  onSubmit: (values: PlaceValues) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
}

/** Name (and, for a location, its time zone, default America/Chicago). */
export function PlaceForm({ kind, initial, isSaving, onSubmit, onCancel, submitLabel }: PlaceFormProps) {
  const { t } = useTranslation();
  const isLocation = kind === 'location';
  const form = useForm<PlaceValues>({
    initialValues: initial,
    validate: zodValidate(isLocation ? ZLocationForm : ZAudienceForm),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await onSubmit({ ...values, name: values.name.trim() });
      form.resetDirty();
    } catch (error) {
      if (error instanceof ApiError && error.isValidation) form.setErrors(firstFieldErrors(error.errors));
      showErrorToast(error);
    }
  });

  return (
    <Card withBorder radius="md" padding="lg" maw={560}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label={t(`places.${kind}.name`)}
            withAsterisk
            autoComplete="off"
            maxLength={120}
            {...form.getInputProps('name')}
          />
          {isLocation && (
            <Select
              label={t('places.location.timezone')}
              withAsterisk
              data={TIMEZONE_DATA}
              allowDeselect={false}
              {...form.getInputProps('timezone')}
            />
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSaving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
