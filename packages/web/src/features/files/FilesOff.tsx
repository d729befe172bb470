import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilesOff } from '@tabler/icons-react';
import type { TCompany } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '../../layouts/company/abilities';

/**
 * Files while the company's 'files' flag is off (spec §2: the nav shows Files only then): someone
 * who types the address is told so plainly — an admin where to turn it on, anyone else who can.
 */
export function FilesOff({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const admin = can(company, 'settings.manage');
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('files.title')}</Title>
      <Card withBorder radius="md" padding="lg" role="note" aria-labelledby="files-off-heading">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="gray" size={40} radius="xl" aria-hidden>
            <IconFilesOff size={22} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text fw={700} id="files-off-heading">
              {t('files.off.heading')}
            </Text>
            <Text>{admin ? t('files.off.admin') : t('files.off.other')}</Text>
            <Group gap="lg">
              {admin && (
                <Anchor component={Link} to={`/${company.id}/settings/flags`} fw={600}>
                  {t('files.off.adminLink')}
                </Anchor>
              )}
              <Anchor component={Link} to={`/${company.id}`} fw={600}>
                {t('files.off.home')}
              </Anchor>
            </Group>
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
