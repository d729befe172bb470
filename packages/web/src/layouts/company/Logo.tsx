import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';

/** The product mark: an icon and the word Teamline. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={compact ? 30 : 34} radius="md" variant="filled" color="blue" aria-hidden>
        <IconMessages size={20} stroke={1.8} />
      </ThemeIcon>
      <Text fw={800} fz={compact ? 'lg' : 'xl'} c="blue.9" style={{ letterSpacing: '-0.02em' }}>
        Teamline
      </Text>
    </Group>
  );
}
