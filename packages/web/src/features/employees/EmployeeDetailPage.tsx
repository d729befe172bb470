import {
  Alert,
  Anchor,
  Badge,
  Card,
  Center,
  Grid,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { formatPhone, type TEmployeeDetail, type TIdName } from '@teamline/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useEmployee } from '../../api/employees';
import { ApiError } from '../../api/http';
import { Avatar } from '../../components/Avatar';
import { useDates } from '../../i18n/dates';
import { NotForYou, RequireAbility } from '../../layouts/company/NotForYou';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { EmployeeActions } from './EmployeeActions';
import { EmployeeMemos } from './EmployeeMemos';
import { FollowUpMarkers } from './EmployeeTable';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function People({ list, companyId, linked }: { list: TIdName[]; companyId: number; linked: boolean }) {
  const { t } = useTranslation();
  if (list.length === 0) return <Text size="sm">{t('employees.detail.none')}</Text>;
  return (
    <Group gap={6}>
      {list.map((item) =>
        linked ? (
          <Anchor key={item.id} component={Link} to={`/${companyId}/employee/${item.id}`} size="sm">
            {item.name}
          </Anchor>
        ) : (
          <Badge key={item.id} variant="light" color="gray" tt="none">
            {item.name}
          </Badge>
        ),
      )}
    </Group>
  );
}

function DetailBody({ employee, companyId }: { employee: TEmployeeDetail; companyId: number }) {
  const { t } = useTranslation();
  const dates = useDates();
  const date = (iso: string | null, empty: string) => (iso ? dates.dateTime(iso) : empty);
  const birthday =
    employee.birth_date_month && employee.birth_date_day
      ? dates.monthDay(employee.birth_date_month, employee.birth_date_day)
      : '–';
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <Section id="employee-details-title" title={t('employees.detail.details')}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0} spacing="sm">
              <Field label={t('employees.detail.email')}>{employee.email ?? '–'}</Field>
              <Field label={t('employees.detail.phone')}>
                {employee.phone ? formatPhone(employee.phone) : '–'}
              </Field>
              <Field label={t('employees.detail.role')}>{t(`employees.roles.${employee.role}`)}</Field>
              <Field label={t('employees.detail.type')}>{employee.type ?? '–'}</Field>
              <Field label={t('employees.detail.locale')}>{employee.default_locale_label}</Field>
              <Field label={t('employees.detail.birthday')}>{birthday}</Field>
              <Field label={t('employees.detail.anniversary')}>
                {dates.day(employee.work_anniversary) || '–'}
              </Field>
            </SimpleGrid>
          </Section>
          <Section id="employee-invitation-title" title={t('employees.detail.invitation')}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0} spacing="sm">
              <Field label={t('employees.detail.lastInvited')}>
                {date(employee.last_invited_at, t('employees.detail.never'))}
              </Field>
              <Field label={t('employees.detail.accepted')}>
                {date(employee.invite_accepted_at, t('employees.detail.notYet'))}
              </Field>
            </SimpleGrid>
          </Section>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Section id="employee-relations-title" title={t('employees.detail.relations')}>
            <Stack gap="sm" component="dl" m={0}>
              <Field label={t('employees.detail.locations')}>
                <People list={employee.locations} companyId={companyId} linked={false} />
              </Field>
              <Field label={t('employees.detail.audiences')}>
                <People list={employee.audiences} companyId={companyId} linked={false} />
              </Field>
              <Field label={t('employees.detail.managers')}>
                <People list={employee.managers} companyId={companyId} linked />
              </Field>
              <Field label={t('employees.detail.reports')}>
                <People list={employee.employees} companyId={companyId} linked />
              </Field>
            </Stack>
          </Section>
          <EmployeeMemos companyId={companyId} employee={employee} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** EmployeeDetail (spec §2): details, relations, memos and the actions on one employee. */
export default function EmployeeDetailPage() {
  const { t } = useTranslation();
  return (
    <RequireAbility ability="employees.manage" who="management" title={t('employees.detail.title')}>
      <EmployeeDetail />
    </RequireAbility>
  );
}

function EmployeeDetail() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const id = Number(useParams().id);
  const query = useEmployee(company.id, Number.isSafeInteger(id) ? id : 0);
  const employee = query.data;
  // A record the server says is not the caller's to see (403) is that, not "not found".
  if (query.error instanceof ApiError && query.error.isForbidden)
    return <NotForYou title={t('employees.detail.title')} who="management" />;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/${company.id}/employees`} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('employees.detail.back')}
        </Group>
      </Anchor>
      {query.isPending && id > 0 ? (
        <Center py="xl" role="status" aria-label={t('common.loading')}>
          <Loader size="sm" />
        </Center>
      ) : !employee ? (
        <Title order={1}>{t('employees.detail.notFound')}</Title>
      ) : (
        <>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
            <Group gap="md" wrap="nowrap">
              <Avatar name={employee.name} size="md" round decorative />
              <div>
                <Group gap="xs">
                  <Title order={1}>{employee.name}</Title>
                  <FollowUpMarkers employee={employee} />
                </Group>
                <Group gap={6} mt={4}>
                  <Badge variant="light" color={employee.role === 'employee' ? 'gray' : 'grape'}>
                    {t(`employees.roles.${employee.role}`)}
                  </Badge>
                  {!employee.is_active && <Badge color="gray">{t('employees.detail.inactive')}</Badge>}
                  {employee.on_leave && <Badge color="yellow">{t('employees.detail.onLeave')}</Badge>}
                </Group>
              </div>
            </Group>
            <EmployeeActions employee={employee} />
          </Group>
          {query.isError && <Alert color="red">{t('employees.list.loadFailed')}</Alert>}
          <DetailBody employee={employee} companyId={company.id} />
        </>
      )}
    </Stack>
  );
}
