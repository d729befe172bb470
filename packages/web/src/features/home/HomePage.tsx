import { Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHome } from '../../api/home';
import { useUserDetails } from '../../api/user';
import { can } from '../../layouts/company/abilities';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { Pending } from './Pending';

// Each role's part loads as its own chunk: a manager's first page does not carry the employee's
// inbox and chat, nor an employee's the dashboard (docs/performance.md, "Lighthouse again").
const ManagementHome = lazy(() => import('./ManagementHome'));
const EmployeeHome = lazy(() => import('./EmployeeHome').then((m) => ({ default: m.EmployeeHome })));

/** The company Home: a greeting, then a manager's dashboard or an employee's inbox. */
export default function HomePage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const user = useUserDetails().data?.user;
  const name = user?.name?.trim();
  // Whoever manages memos gets the dashboard of their reach; everyone else their inbox.
  const showsDashboard = can(company, 'memos.manage');
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
        {showsDashboard ? <ManagementHome company={company} /> : <EmployeeHome company={company} />}
      </Suspense>
    </Stack>
  );
}
