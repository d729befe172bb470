import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The full-screen 'Loading...' overlay with a spinner (spec §2), in the user's language. */
export function FullScreenLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center h="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{label ?? t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}
