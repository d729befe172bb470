import './i18n';
import { Card, Chip, Group, Input, Select, Stack, Text, Title } from '@mantine/core';
import { ESCALATION_CHOICES, REMINDER_STEP_CHOICES } from '@teamline/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { stepLabel } from './step-label';

interface ReminderFieldsProps {
  steps: number[];
  escalateAfterHours: number | null;
  onSteps: (steps: number[]) => void;
  onEscalate: (hours: number | null) => void;
  stepsError?: string | undefined;
  escalateError?: string | undefined;
}

const NEVER = 'never';

/**
 * When reminders go (chips of steps relative to the due date) and when the late are escalated
 * to their managers: compose and settings › memos share it. A step or delay saved elsewhere
 * (the API takes any whole hour) shows among the choices.
 */
export function ReminderFields(p: ReminderFieldsProps) {
  const { t } = useTranslation();
  const stepsId = useId();
  const choices = [...new Set<number>([...REMINDER_STEP_CHOICES, ...p.steps])].sort((a, b) => a - b);
  const delays = [
    ...new Set<number>([...ESCALATION_CHOICES, ...(p.escalateAfterHours ? [p.escalateAfterHours] : [])]),
  ];
  return (
    <Stack gap="md">
      <Input.Wrapper
        id={stepsId}
        label={t('reminders.steps')}
        description={t('reminders.stepsHint')}
        error={p.stepsError}
      >
        <Chip.Group
          multiple
          value={p.steps.map(String)}
          onChange={(values) => p.onSteps(values.map(Number).sort((a, b) => a - b))}
        >
          <Group gap="xs" mt={6} role="group" aria-labelledby={`${stepsId}-label`}>
            {choices.map((hours) => (
              <Chip key={hours} value={String(hours)} size="sm" variant="outline">
                {stepLabel(t, hours)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <Select
        label={t('reminders.escalate')}
        description={t('reminders.escalateHint')}
        data={[
          { value: NEVER, label: t('reminders.never') },
          ...delays.map((h) => ({ value: String(h), label: stepLabel(t, h) })),
        ]}
        value={p.escalateAfterHours === null ? NEVER : String(p.escalateAfterHours)}
        onChange={(v) => p.onEscalate(v === null || v === NEVER ? null : Number(v))}
        allowDeselect={false}
        error={p.escalateError}
        maw={360}
      />
    </Stack>
  );
}

/** Compose's Reminders card (messages and surveys): says a due date is needed until one is set. */
export function ComposeReminders({ dueSet, ...fields }: ReminderFieldsProps & { dueSet: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="compose-reminders">
      <Title order={2} size="h4" id="compose-reminders">
        {t('reminders.composeTitle')}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {dueSet ? t('reminders.composeIntro') : t('reminders.needsDueDate')}
      </Text>
      <ReminderFields {...fields} />
    </Card>
  );
}
