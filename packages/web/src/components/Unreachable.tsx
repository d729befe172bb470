import { Button, Center, Stack, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The server could not be reached (no answer at all): the session stays, and the user may try again. */
export function Unreachable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center h="100vh" p="md">
      <Stack align="center" gap="sm" maw={420} role="alert">
        <IconCloudOff size={32} aria-hidden />
        <Text ta="center">{t('layout.session.unreachable')}</Text>
        <Button onClick={onRetry}>{t('layout.session.retry')}</Button>
      </Stack>
    </Center>
  );
}
