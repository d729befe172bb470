import { Button, Card, FileInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import type { TInboxMemo } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemoAction } from '../../api/inbox';
import { useDates } from '../../i18n/dates';
import { showToast } from '../../stores/toasts';

/** Acknowledge a message, with an optional note and an optional photo (camera or file). */
export function AcknowledgeForm({ companyId, memo }: { companyId: number; memo: TInboxMemo }) {
  const { t } = useTranslation();
  const when = useDates().dateTime;
  const action = useMemoAction(companyId, memo.id);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const r = memo.employee_response;

  if (r.acknowledged_at)
    return (
      <Card withBorder radius="md" padding="md">
        <Stack gap={4}>
          <Text fw={600}>{t('inbox.acknowledge.done', { date: when(r.acknowledged_at) })}</Text>
          {r.acknowledgement && (
            <Text size="sm">{t('inbox.acknowledge.yourNote', { note: r.acknowledgement })}</Text>
          )}
          {r.acknowledgement_data?.photo && (
            <Text size="sm" c="gray.7">
              {t('inbox.acknowledge.photoSent')}
            </Text>
          )}
        </Stack>
      </Card>
    );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="ack-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          action.mutate(
            { kind: 'acknowledge', input: { note, photo } },
            { onSuccess: () => showToast({ messages: t('inbox.acknowledge.success'), variant: 'success' }) },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h4" id="ack-title">
            {t('inbox.acknowledge.title')}
          </Title>
          <Textarea
            label={t('inbox.acknowledge.note')}
            placeholder={t('inbox.acknowledge.notePlaceholder')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={2000}
            rows={3}
          />
          <FileInput
            label={t('inbox.acknowledge.photo')}
            description={t('inbox.acknowledge.photoHint')}
            accept="image/*"
            capture="environment"
            leftSection={<IconCamera size={18} aria-hidden />}
            value={photo}
            onChange={setPhoto}
            clearable
          />
          <Button type="submit" loading={action.isPending}>
            {t('inbox.acknowledge.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
