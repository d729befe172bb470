import { Center, Loader, Stack, Text } from '@mantine/core';

/** The full-screen 'Loading...' overlay with a spinner (spec §2). */
export function FullScreenLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center h="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
