import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" p="md">
      <Stack align="center" ta="center">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Anchor component={Link} to="/">
          {t('notFound.home')}
        </Anchor>
      </Stack>
    </Center>
  );
}
