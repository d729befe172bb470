import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { MEDIA_TEXT } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES } from '../../api/media';
import { useSendActions } from '../../api/memo-template-sends';
import { showToast } from '../../stores/toasts';

/**
 * A draft's "Add a file to every memo" (PUT memo-template-sends/media): one upload, a copy on
 * each memo of the send. A refusal (type, size, a memo already holding 10 files) is said under
 * the button with the server's text; each memo's own Files section lists the copy it got.
 */
export function AttachToEvery({ companyId, sendId }: { companyId: number; sendId: number }) {
  const { t } = useTranslation();
  const { attachEvery } = useSendActions(companyId);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    const failed = (text: string) =>
      setProblem(`${t('sends.page.everyFileFailed', { name: file.name })}: ${text}`);
    if (file.size > MEDIA_MAX_BYTES) return failed(MEDIA_TEXT.fileTooLarge);
    setProblem(null);
    attachEvery.mutate(
      { id: sendId, file },
      {
        onSuccess: () =>
          showToast({ variant: 'success', messages: t('sends.page.everyFileAdded', { name: file.name }) }),
        onError: (error) =>
          failed(error instanceof ApiError ? error.messages.join(' ') : (error as Error).message),
      },
    );
  };

  return (
    <Stack gap={4}>
      <Group gap="sm">
        <FileButton onChange={choose} accept={MEDIA_ACCEPT.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              loading={attachEvery.isPending}
            >
              {t('sends.page.everyFile')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="gray.7">
          {t('sends.page.everyFileHelp')}
        </Text>
      </Group>
      {problem && (
        <Text role="alert" size="sm" c="red.9">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
