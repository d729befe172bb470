import { Badge, Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconPlus, IconTicket } from '@tabler/icons-react';
import type { TCompanySummary } from '@teamline/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useInvites, useUserDetails } from '../../api/user';
import { Avatar } from '../../components/Avatar';
import { DashboardLayout } from '../../layouts/DashboardLayout';
import { selectCompany, useSelectedCompanyId } from '../../stores/company';
import { PendingInvitations } from './PendingInvitations';
import { autoRedirectTarget, companyToSelect, roleLabelKey } from './selection';

function TeamButton({ company, isCurrent, onChoose }: TeamButtonProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={() => onChoose(company)}
      p="md"
      bg="white"
      w="100%"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar name={company.name} size="sm" color="teal" decorative />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {company.name}
            </Text>
            <Group gap={6}>
              <Text size="xs" c="gray.7">
                {t(roleLabelKey(company))}
              </Text>
              {isCurrent && (
                <Badge size="xs" variant="light">
                  {t('teams.current')}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <IconChevronRight size={20} aria-hidden color="var(--mantine-color-gray-6)" />
      </Group>
    </UnstyledButton>
  );
}

interface TeamButtonProps {
  company: TCompanySummary;
  isCurrent: boolean;
  onChoose: (company: TCompanySummary) => void;
}

/** The team selection screen (spec §2): teams, pending invitations, Create Team and Join a Team by Code. */
export default function SelectionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const details = useUserDetails();
  const invites = useInvites();
  const selectedId = useSelectedCompanyId();
  const companies = details.data?.companies;
  const toSelect = companyToSelect(details.data);

  useEffect(() => {
    if (toSelect !== null) selectCompany(toSelect);
  }, [toSelect]);

  const redirect = autoRedirectTarget({
    show: params.get('show') === 'yes',
    companies,
    invites: invites.data,
  });
  if (redirect) return <Navigate to={redirect} replace />;

  const handleChoose = (company: TCompanySummary) => {
    selectCompany(company.id);
    navigate(`/${company.id}`);
  };

  return (
    <DashboardLayout>
      <Stack gap="lg">
        <Title order={1}>{t('teams.selectTitle')}</Title>
        <Stack gap="sm" component="section" aria-label={t('teams.yourTeams')}>
          {companies && companies.length > 0 ? (
            companies.map((company) => (
              <TeamButton
                key={company.id}
                company={company}
                isCurrent={company.id === selectedId}
                onChoose={handleChoose}
              />
            ))
          ) : (
            <Card withBorder radius="md" padding="lg">
              <Text c="gray.7">{t('teams.noTeams')}</Text>
            </Card>
          )}
        </Stack>
        <PendingInvitations invites={invites.isError ? [] : invites.data} />
        <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <Button component={Link} to="/create-team" leftSection={<IconPlus size={18} />}>
            {t('teams.createTeam')}
          </Button>
          <Button component={Link} to="/join-team" variant="default" leftSection={<IconTicket size={18} />}>
            {t('teams.joinTeam')}
          </Button>
        </Group>
      </Stack>
    </DashboardLayout>
  );
}
