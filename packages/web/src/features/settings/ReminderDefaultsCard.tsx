import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TMemoSettings, ZMemoSettings } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useSaveMemoSettings } from '../../api/settings';
import { zodValidate } from '../../components/form/zod-validate';
import { showErrorToast, showToast } from '../../stores/toasts';
import { ReminderFields } from '../memos/reminders/ReminderFields';

type ReminderDefaults = Pick<TMemoSettings, 'reminder_steps' | 'escalate_after_hours'>;
const ZReminderDefaults = ZMemoSettings.pick({ reminder_steps: true, escalate_after_hours: true });

/** Settings › Memos: the reminder steps and escalation delay a new memo with a due date starts from. */
export function ReminderDefaultsCard({
  companyId,
  initial,
}: {
  companyId: number;
  initial: ReminderDefaults;
}) {
  const { t } = useTranslation();
  const save = useSaveMemoSettings(companyId);
  const start = {
    reminder_steps: initial.reminder_steps,
    escalate_after_hours: initial.escalate_after_hours,
  };
  const form = useForm<ReminderDefaults>({ initialValues: start, validate: zodValidate(ZReminderDefaults) });

  const handleSubmit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        const kept = {
          reminder_steps: saved.reminder_steps,
          escalate_after_hours: saved.escalate_after_hours,
        };
        form.setValues(kept);
        form.resetDirty(kept);
        showToast({ variant: 'success', messages: t('places.saved') });
      },
      onError: (error) => showErrorToast(error),
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="reminder-defaults-title">
      <Title order={2} size="h4" id="reminder-defaults-title">
        {t('reminders.settingsTitle')}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t('reminders.settingsIntro')}
      </Text>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <ReminderFields
            steps={form.values.reminder_steps}
            escalateAfterHours={form.values.escalate_after_hours}
            onSteps={(steps) => form.setFieldValue('reminder_steps', steps)}
            onEscalate={(hours) => form.setFieldValue('escalate_after_hours', hours)}
            stepsError={form.errors.reminder_steps as string | undefined}
            escalateError={form.errors.escalate_after_hours as string | undefined}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
