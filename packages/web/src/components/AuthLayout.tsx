import { Box, Center, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle, IconMessages } from '@tabler/icons-react';
import { PRODUCT_NAME } from '@teamline/shared';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's default blue-6 buttons and links and red-6 error texts fall short of WCAG AA contrast
 * on white; the auth screens use the darker shades of the same colours.
 */
const ACCESSIBLE_COLORS = {
  '--mantine-primary-color-filled': 'var(--mantine-color-blue-8)',
  '--mantine-primary-color-filled-hover': 'var(--mantine-color-blue-9)',
  '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
  '--mantine-color-error': 'var(--mantine-color-red-9)',
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
} as CSSProperties;

/** The Teamline logo and wordmark. */
export function Wordmark() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap={6}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size={40} radius="md" color="blue.8" aria-hidden>
          <IconMessages size={24} stroke={1.8} />
        </ThemeIcon>
        <Text fw={800} fz={26} c="gray.9" lh={1} style={{ letterSpacing: '-0.02em' }}>
          {PRODUCT_NAME}
        </Text>
      </Group>
      <Text size="sm" c="gray.7" ta="center">
        {t('auth.brand.tagline')}
      </Text>
    </Stack>
  );
}

/** A quiet note above a form (a session that ended, an invitation waiting). */
export function AuthNote({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      p="sm"
      bg="blue.0"
      c="gray.9"
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-blue-2)' }}
    >
      <Box c="blue.9" mt={2} aria-hidden>
        {icon ?? <IconInfoCircle size={18} />}
      </Box>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

interface AuthLayoutProps {
  /** The page's only h1. */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Below the card: links to the other auth screens. */
  footer?: ReactNode;
}

/** The centred card with the logo that every sign-in screen uses; full width on phones. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <Box
      component="main"
      mih="100dvh"
      bg="gray.0"
      style={{ ...ACCESSIBLE_COLORS, display: 'flex', flexDirection: 'column' }}
    >
      <Center flex={1} py={{ base: 'lg', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
        <Container size={440} w="100%" p={0}>
          <Stack gap="lg">
            <Wordmark />
            <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }}>
              <Stack gap="lg">
                <Stack gap={6}>
                  <Title order={1} fz={24} c="gray.9">
                    {title}
                  </Title>
                  {subtitle && (
                    <Text size="sm" c="gray.7">
                      {subtitle}
                    </Text>
                  )}
                </Stack>
                {children}
              </Stack>
            </Paper>
            {footer && (
              <Text size="sm" c="gray.8" ta="center">
                {footer}
              </Text>
            )}
          </Stack>
        </Container>
      </Center>
    </Box>
  );
}
