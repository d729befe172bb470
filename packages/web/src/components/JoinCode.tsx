import { Button, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A team's join code with a copy button. */
export function JoinCode({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      <Text ff="monospace" fz="xl" fw={700} style={{ letterSpacing: '0.12em' }} data-testid="join-code">
        {code}
      </Text>
      <CopyButton value={code} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            size="compact-sm"
            variant="light"
            color={copied ? 'teal' : 'blue'}
            onClick={copy}
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            aria-live="polite"
          >
            {copied ? t('settings.invitations.copied') : t('settings.invitations.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
