import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChatPanel } from './ChatPanel';
import './i18n';

/** The Chat page (issue 16): management's groups and everyone's conversations. */
export default function ChatPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={1200}>
      <div>
        <Title order={1}>{t('chat.title')}</Title>
        <Text c="gray.7" mt={4}>
          {t('chat.intro')}
        </Text>
      </div>
      <ChatPanel />
    </Stack>
  );
}
