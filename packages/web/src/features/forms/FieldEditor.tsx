import { ActionIcon, Button, Card, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { FORM_FIELD_TYPES, type FormFieldType, isChoiceField } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import type { BuilderValues } from './builder-form';

interface FieldEditorProps {
  form: UseFormReturnType<BuilderValues>;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One field of the builder: its label, type, help text, required flag, options; move and remove. */
export function FieldEditor({ form, index, count, onMove, onRemove }: FieldEditorProps) {
  const { t } = useTranslation();
  const field = form.values.fields[index];
  if (!field) return null;
  const n = index + 1;
  const path = `fields.${index}`;
  const optionsError = form.errors[`${path}.options`];
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={t('forms.builder.field', { n })}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {t('forms.builder.field', { n })}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray.8"
              size="lg"
              aria-label={t('forms.builder.moveUp', { n })}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              size="lg"
              aria-label={t('forms.builder.moveDown', { n })}
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red.9"
              size="lg"
              aria-label={t('forms.builder.remove', { n })}
              onClick={() => onRemove(index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('forms.builder.label')}
            withAsterisk
            style={{ flex: '2 1 260px' }}
            {...form.getInputProps(`${path}.label`)}
          />
          <Select
            label={t('forms.builder.type')}
            data={FORM_FIELD_TYPES.map((type) => ({ value: type, label: t(`forms.types.${type}`) }))}
            allowDeselect={false}
            style={{ flex: '1 1 180px' }}
            value={field.type}
            onChange={(value) => {
              if (!value) return;
              const type = value as FormFieldType;
              form.setFieldValue(`${path}.type`, type);
              if (isChoiceField(type) && field.options.length < 2)
                form.setFieldValue(
                  `${path}.options`,
                  [...field.options, '', ''].slice(0, Math.max(2, field.options.length)),
                );
            }}
          />
        </Group>
        <TextInput label={t('forms.builder.help')} {...form.getInputProps(`${path}.help_text`)} />
        {isChoiceField(field.type) && (
          <Stack gap={6} role="group" aria-label={t('forms.builder.options')}>
            <Text size="sm" fw={500}>
              {t('forms.builder.options')}
            </Text>
            {optionsError && (
              <Text size="sm" c="red.9" role="alert">
                {optionsError}
              </Text>
            )}
            {field.options.map((_, oi) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: options are plain strings
              <Group key={oi} gap="xs" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  aria-label={t('forms.builder.option', { n: oi + 1, field: n })}
                  {...form.getInputProps(`${path}.options.${oi}`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray.8"
                  aria-label={t('forms.builder.removeOption', { n: oi + 1, field: n })}
                  onClick={() => form.removeListItem(`${path}.options`, oi)}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => form.insertListItem(`${path}.options`, '')}
              >
                {t('forms.builder.addOption')}
              </Button>
            </Group>
          </Stack>
        )}
        <Switch
          label={t('forms.builder.required')}
          checked={field.required}
          onChange={(e) => form.setFieldValue(`${path}.required`, e.currentTarget.checked)}
        />
      </Stack>
    </Card>
  );
}
