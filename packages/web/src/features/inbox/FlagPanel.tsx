import { Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { TInboxMemo } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemoAction } from '../../api/inbox';
import { useDates } from '../../i18n/dates';
import { showToast } from '../../stores/toasts';

/**
 * The employee's side of a flag, by the lifecycle (docs/decisions.md, Follow-up lifecycle): flag
 * with an optional note; while open, Remove flag (the memo's badge says "Flagged"); once a manager
 * answered, their answer and Close (the badge says "Flag answered"); closed, the form again.
 */
export function FlagPanel({ companyId, memo }: { companyId: number; memo: TInboxMemo }) {
  const { t } = useTranslation();
  const when = useDates().dateTime;
  const action = useMemoAction(companyId, memo.id);
  const [note, setNote] = useState('');
  const r = memo.employee_response;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="flag-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="flag-title">
          {t('inbox.flag.title')}
        </Title>
        {r.flag_state === 'open' || r.flag_state === 'answered' ? (
          <>
            <Text fw={600}>{t('inbox.flag.flaggedOn', { date: when(r.flagged_at) })}</Text>
            {r.flag_data?.note && <Text size="sm">“{r.flag_data.note}”</Text>}
            {r.flag_state === 'answered' ? (
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {t('inbox.flag.managerAnswered', {
                    date: when(r.manager_acknowledged_at),
                  })}
                </Text>
                {r.manager_note && <Text size="sm">{r.manager_note}</Text>}
                <Text size="sm" c="gray.7">
                  {t('inbox.flag.closeHint')}
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="gray.7">
                {t('inbox.flag.waiting')}
              </Text>
            )}
            <Button
              variant="default"
              loading={action.isPending}
              onClick={() =>
                action.mutate(
                  { kind: 'unflag' },
                  {
                    onSuccess: () =>
                      showToast({
                        messages: t(r.flag_state === 'open' ? 'inbox.flag.removed' : 'inbox.flag.closed'),
                        variant: 'success',
                      }),
                  },
                )
              }
            >
              {r.flag_state === 'open' ? t('inbox.flag.remove') : t('inbox.flag.close')}
            </Button>
          </>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              action.mutate(
                { kind: 'flag', note },
                {
                  onSuccess: () => {
                    setNote('');
                    showToast({ messages: t('inbox.flag.success'), variant: 'success' });
                  },
                },
              );
            }}
          >
            <Stack gap="sm">
              <Text size="sm" c="gray.7">
                {t('inbox.flag.body')}
              </Text>
              <Textarea
                label={t('inbox.flag.note')}
                value={note}
                onChange={(e) => setNote(e.currentTarget.value)}
                maxLength={2000}
                rows={3}
              />
              <Button
                type="submit"
                variant="outline"
                color="red.9"
                leftSection={<IconFlag size={18} aria-hidden />}
                loading={action.isPending}
              >
                {t('inbox.flag.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
