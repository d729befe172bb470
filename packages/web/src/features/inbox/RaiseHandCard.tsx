import { Button, Card, Checkbox, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconHandStop } from '@tabler/icons-react';
import type { TRaisedHand } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeFollowup } from '../../api/home';
import { useDates } from '../../i18n/dates';
import { showToast } from '../../stores/toasts';

/** Raise a hand to one's manager with a note; while it is open, its state and the manager's answer. */
export function RaiseHandCard({ companyId, hand }: { companyId: number; hand: TRaisedHand | null }) {
  const { t } = useTranslation();
  const when = useDates().dateTime;
  const action = useEmployeeFollowup(companyId);
  const [note, setNote] = useState('');
  const [urgent, setUrgent] = useState(false);
  const [missing, setMissing] = useState(false);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="hand-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="hand-title">
          {t('inbox.hand.title')}
        </Title>
        {hand ? (
          <>
            <Text size="sm">{t('inbox.hand.raisedOn', { date: when(hand.created_at) })}</Text>
            <Text size="sm">“{hand.note}”</Text>
            {hand.manager_acknowledged_at ? (
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {t('inbox.hand.answered', {
                    name: hand.manager?.name ?? t('inbox.hand.yourManager'),
                    date: when(hand.manager_acknowledged_at),
                  })}
                </Text>
                {hand.manager_note && <Text size="sm">{hand.manager_note}</Text>}
              </Stack>
            ) : (
              <Text size="sm" c="gray.7">
                {t('inbox.hand.waiting')}
              </Text>
            )}
            <Button
              variant="default"
              loading={action.isPending}
              onClick={() =>
                action.mutate(
                  { kind: 'close', id: hand.id },
                  { onSuccess: () => showToast({ messages: t('inbox.hand.closed'), variant: 'success' }) },
                )
              }
            >
              {t('inbox.hand.close')}
            </Button>
          </>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (!note.trim()) {
                setMissing(true);
                return;
              }
              setMissing(false);
              action.mutate(
                { kind: 'raise', note, urgent },
                {
                  onSuccess: () => {
                    setNote('');
                    setUrgent(false);
                    showToast({ messages: t('inbox.hand.raised'), variant: 'success' });
                  },
                },
              );
            }}
          >
            <Stack gap="sm">
              <Text size="sm" c="gray.7">
                {t('inbox.hand.body')}
              </Text>
              <Textarea
                label={t('inbox.hand.note')}
                value={note}
                onChange={(e) => setNote(e.currentTarget.value)}
                error={missing ? t('inbox.hand.noteRequired') : undefined}
                maxLength={2000}
                rows={3}
                withAsterisk
              />
              <Checkbox
                label={t('inbox.hand.urgent')}
                checked={urgent}
                onChange={(e) => setUrgent(e.currentTarget.checked)}
              />
              <Button
                type="submit"
                leftSection={<IconHandStop size={18} aria-hidden />}
                loading={action.isPending}
              >
                {t('inbox.hand.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
