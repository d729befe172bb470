import './i18n';
import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NewSendModal } from './NewSendModal';

interface SendTemplatesBarProps {
  companyId: number;
  /** The chosen templates, in the order chosen (the send's memos follow it). */
  templates: Array<{ id: number; title: string }>;
  onClear: () => void;
}

/** Templates chosen on the Templates list: Send opens the new-send dialog. */
export function SendTemplatesBar({ companyId, templates, onClear }: SendTemplatesBarProps) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const count = templates.length;
  return (
    <Group gap="sm" justify="space-between" bg="gray.0" p="xs" style={{ borderRadius: 8 }}>
      <Text size="sm" fw={600} aria-live="polite">
        {t('sends.create.selected', { count })}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={onClear}>
          {t('sends.create.clear')}
        </Button>
        <Button
          size="xs"
          leftSection={<IconSend size={14} aria-hidden />}
          aria-label={t('sends.create.buttonLabel', { count })}
          onClick={dialog.open}
        >
          {t('sends.create.button')}
        </Button>
      </Group>
      <NewSendModal companyId={companyId} opened={opened} templates={templates} onClose={dialog.close} />
    </Group>
  );
}
