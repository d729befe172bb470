import { Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import type { TCheckin } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeFollowup } from '../../api/home';
import { showToast } from '../../stores/toasts';

/** An open check-in (only when the company's 'checkins' flag is on): the employee answers with a note. */
export function CheckinCard({ companyId, checkin }: { companyId: number; checkin: TCheckin }) {
  const { t } = useTranslation();
  const action = useEmployeeFollowup(companyId);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="checkin-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!note.trim()) {
            setMissing(true);
            return;
          }
          action.mutate(
            { kind: 'checkin', id: checkin.id, note },
            { onSuccess: () => showToast({ messages: t('inbox.checkin.done'), variant: 'success' }) },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="checkin-title">
            {t('inbox.checkin.title')}
          </Title>
          <Text fw={600}>{checkin.topic}</Text>
          <Textarea
            label={t('inbox.checkin.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={missing ? t('inbox.checkin.noteRequired') : undefined}
            maxLength={2000}
            rows={3}
            withAsterisk
          />
          <Button type="submit" loading={action.isPending}>
            {t('inbox.checkin.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
