import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PageHeaderProps {
  title: string;
  intro?: string;
  /** A link back to the parent page. */
  back?: { to: string; label: string };
  actions?: ReactNode;
}

/** The one h1 of a Settings page, its intro line, an optional back link and actions. */
export function PageHeader({ title, intro, back, actions }: PageHeaderProps) {
  return (
    <Stack gap={4}>
      {back && (
        <Anchor component={Link} to={back.to} size="sm" w="fit-content">
          <Group gap={4}>
            <IconChevronLeft size={14} aria-hidden />
            {back.label}
          </Group>
        </Anchor>
      )}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>{title}</Title>
        {actions}
      </Group>
      {intro && <Text c="gray.7">{intro}</Text>}
    </Stack>
  );
}
