import '../reminders/i18n';
import { Badge, Card, Center, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TMemo, TMemoReminders } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useMemoReminders } from '../../../api/memo-reminders';
import { useDates } from '../../../i18n/dates';
import { stepLabel } from '../reminders/step-label';

/**
 * The memo detail's reminder and escalation history: each step with when it comes or came and
 * whom it reached (in the app, by SMS, by e-mail), then the escalation delay and each digest
 * with its manager and lines.
 */
export function ReminderHistory({
  companyId,
  memo,
  zone,
}: {
  companyId: number;
  memo: TMemo;
  zone?: string | undefined;
}) {
  const { t } = useTranslation();
  const history = useMemoReminders(companyId, memo.id);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="reminder-history-title">
      <Title order={2} size="h4" id="reminder-history-title" mb="sm">
        {t('reminders.history.title')}
      </Title>
      {history.isError ? (
        <Text c="red.9">{t('reminders.history.loadFailed')}</Text>
      ) : !history.data ? (
        <Center py="md" role="status" aria-label={t('common.loading')}>
          <Loader size="sm" />
        </Center>
      ) : !history.data.due_at ? (
        <Text c="gray.7">{t('reminders.history.noDueDate')}</Text>
      ) : (
        <HistoryBody data={history.data} zone={zone} />
      )}
    </Card>
  );
}

function HistoryBody({ data, zone }: { data: TMemoReminders; zone?: string | undefined }) {
  const { t } = useTranslation();
  const dates = useDates();
  const when = (iso: string) => dates.dateTime(iso, zone);
  const now = Date.now();
  return (
    <Stack gap="md">
      {data.steps.length === 0 ? (
        <Text c="gray.7">{t('reminders.history.off')}</Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.steps.map((s) => (
            <Group key={s.step_hours} component="li" gap="sm" wrap="wrap" align="baseline">
              <Text fw={600} size="sm" miw={150}>
                {stepLabel(t, s.step_hours)}
              </Text>
              {s.sent_at ? (
                <>
                  <Text size="sm">{t('reminders.history.sentAt', { date: when(s.sent_at) })}</Text>
                  <Badge variant="light" color="blue">
                    {t('reminders.history.reminded', { count: s.reminded_count })}
                  </Badge>
                  {s.sms_count > 0 && (
                    <Badge variant="light" color="gray">
                      {t('reminders.history.bySms', { count: s.sms_count })}
                    </Badge>
                  )}
                  {s.mail_count > 0 && (
                    <Badge variant="light" color="gray">
                      {t('reminders.history.byMail', { count: s.mail_count })}
                    </Badge>
                  )}
                </>
              ) : s.scheduled_at && Date.parse(s.scheduled_at) > now ? (
                <Text size="sm" c="gray.7">
                  {t('reminders.history.planned', { date: when(s.scheduled_at) })}
                </Text>
              ) : (
                <Text size="sm" c="gray.7">
                  {t('reminders.history.notSent')}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <Divider />
      <Group gap="sm">
        <Text fw={600} size="sm">
          {t('reminders.history.escalation')}
        </Text>
        <Text size="sm" c="gray.7">
          {data.escalate_after_hours === null
            ? t('reminders.history.escalationOff')
            : stepLabel(t, data.escalate_after_hours)}
        </Text>
      </Group>
      {data.escalate_after_hours !== null && data.escalations.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('reminders.history.noDigests')}
        </Text>
      )}
      {data.escalations.map((e) => (
        <Stack key={`${e.level}-${e.manager.id}`} gap={2}>
          <Group gap="xs">
            <Badge variant="light" color={e.level === 'managers' ? 'orange' : 'red'}>
              {t(`reminders.history.level.${e.level}`)}
            </Badge>
            <Text size="sm">
              {t('reminders.history.digestTo', {
                name: e.manager.name,
                date: e.sent_at ? when(e.sent_at) : '—',
              })}
              {e.by_mail ? ` · ${t('reminders.history.alsoMailed')}` : ''}
            </Text>
          </Group>
          {e.lines.map((l) => (
            <Text key={l.location_id ?? 0} size="sm" c="gray.8" pl="md">
              {t('reminders.history.line', {
                count: l.late,
                late: l.late,
                total: l.total,
                location: l.location ?? t('reminders.history.noLocation'),
              })}
              {l.late_names.length > 0 ? ` — ${l.late_names.join(', ')}` : ''}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
