import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JoinCode } from '../../components/JoinCode';
import { can } from '../../layouts/company/abilities';
import { NotForYou } from '../../layouts/company/NotForYou';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { InviteForm } from './InviteForm';
import { PageHeader } from './PageHeader';
import { PendingInvitationsList } from './PendingInvitationsList';

/** Settings › Team Invitations: invite by phone or e-mail, the pending list, the join code. */
export default function TeamInvitationsPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  if (!can(company, 'invitations.manage'))
    return (
      <NotForYou
        title={t('settings.invitations.title')}
        who="management"
        reason={t('settings.invitations.notAllowed')}
      />
    );

  // Back to Settings, as on its other pages.
  const back = { to: `/${company.id}/settings`, label: t('places.back', { name: t('places.index.title') }) };

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={t('settings.invitations.title')}
        intro={t('settings.invitations.intro')}
        back={back}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <InviteForm
              companyId={company.id}
              canAssignManagement={can(company, 'employees.assign_management')}
            />
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="join-code-title">
              <Title order={2} size="h4" id="join-code-title" mb={4}>
                {t('settings.invitations.codeTitle')}
              </Title>
              <Text size="sm" c="gray.7" mb="sm">
                {t('settings.invitations.codeIntro')}
              </Text>
              {company.join_code ? (
                <JoinCode code={company.join_code} />
              ) : (
                <Text size="sm">{t('settings.invitations.noCode')}</Text>
              )}
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PendingInvitationsList companyId={company.id} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
