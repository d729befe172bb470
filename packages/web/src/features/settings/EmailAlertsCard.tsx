import { Button, Card, Group, Stack, Switch, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TEmailAlerts } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useSaveEmailAlerts } from '../../api/settings';
import { showErrorToast, showToast } from '../../stores/toasts';

const ALERTS = ['flagged_messages', 'raised_hands', 'checkins', 'weekly_summary'] as const;

/** Which e-mails the team's admins get. */
export function EmailAlertsCard({ companyId, initial }: { companyId: number; initial: TEmailAlerts }) {
  const { t } = useTranslation();
  const save = useSaveEmailAlerts(companyId);
  const form = useForm<TEmailAlerts>({ initialValues: initial });

  const handleSubmit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.resetDirty(saved);
        showToast({ variant: 'success', messages: t('places.saved') });
      },
      onError: (error) => showErrorToast(error),
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="email-alerts-title">
      <Title order={2} size="h4" id="email-alerts-title" mb="md">
        {t('places.memos.alertsTitle')}
      </Title>
      <form onSubmit={handleSubmit}>
        <Stack>
          {ALERTS.map((key) => (
            <Switch
              key={key}
              label={t(`places.memos.alerts.${key}`)}
              {...form.getInputProps(key, { type: 'checkbox' })}
            />
          ))}
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
