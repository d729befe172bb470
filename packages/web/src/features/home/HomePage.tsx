import { Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHome } from '../../api/home';
import { useUserDetails } from '../../api/user';
import { Hydrated } from '../../first-view-release';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { loadEmployeeHome, loadManagementHome, showsDashboard } from './home-part';
import { Pending } from './Pending';

const ManagementHome = lazy(loadManagementHome);
const EmployeeHome = lazy(loadEmployeeHome);

/** The company Home: a greeting, then a manager's dashboard or an employee's inbox. */
export default function HomePage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const user = useUserDetails().data?.user;
  const name = user?.name?.trim();
  // Both parts read GET home (the dashboard, the inbox's own follow-ups): asked for now, beside
  // their code, rather than once it has loaded.
  useHome(company.id);

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>{name ? t('home.greeting', { name }) : t('home.greetingNoName')}</Title>
        <Text c="gray.7" mt={4}>
          {t('home.teamLine', { team: company.name })}
        </Text>
      </div>
      <Suspense fallback={<Pending />}>
        {showsDashboard(company) ? <ManagementHome company={company} /> : <EmployeeHome company={company} />}
        <Hydrated />
      </Suspense>
    </Stack>
  );
}
