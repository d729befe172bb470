import {
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { joinName, LOCALES, ROLES, type TCompany, type TEmployeeDetail } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useEmployee, useEmployeeActions } from '../../api/employees';
import { ApiError } from '../../api/http';
import { firstFieldErrors, zodValidate } from '../../components/form/zod-validate';
import { PhoneInput } from '../../components/PhoneInput';
import { useDates } from '../../i18n/dates';
import { can } from '../../layouts/company/abilities';
import { NotForYou, RequireAbility } from '../../layouts/company/NotForYou';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import {
  EMPTY_EMPLOYEE,
  type EmployeeFormValues,
  employeeToForm,
  formToSaveBody,
  ZEmployeeForm,
} from './employee-form';

const options = (list: { id: number; name: string }[]) =>
  list.map((x) => ({ value: String(x.id), label: x.name }));
const range = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

interface EmployeeFormProps {
  company: TCompany;
  employee: TEmployeeDetail | null;
}

/** The create/edit form of an employee (spec §3 fields; §5 texts). */
export function EmployeeForm({ company, employee }: EmployeeFormProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const navigate = useNavigate();
  const { create, update } = useEmployeeActions(company.id);
  const canAssignRole = can(company, 'employees.assign_management');
  const form = useForm<EmployeeFormValues>({
    initialValues: employee ? employeeToForm(employee) : EMPTY_EMPLOYEE,
    validate: zodValidate(ZEmployeeForm),
  });
  const months = range(12).map((m) => ({
    value: m,
    label: dates.month(Number(m)),
  }));
  const types = [...new Set([...company.employee_types, ...(employee?.type ? [employee.type] : [])])];
  const managers = company.managers.filter((m) => m.id !== employee?.id);
  const mutation = employee ? update : create;
  const blankable = (field: 'birth_date_month' | 'birth_date_day') => ({
    value: form.values[field] || null,
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
    error: form.errors[field],
    clearable: true,
  });

  const handleSubmit = form.onSubmit((values) => {
    const body = formToSaveBody(values, canAssignRole);
    const callbacks = {
      onSuccess: (saved: TEmployeeDetail) => {
        const key = employee ? 'employees.form.saved' : 'employees.form.created';
        showToast({ variant: 'success', messages: t(key, { name: saved.name }) });
        navigate(`/${company.id}/employee/${saved.id}`);
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.isValidation) form.setErrors(firstFieldErrors(error.errors));
        showErrorToast(error);
      },
    };
    if (employee) update.mutate({ id: employee.id, body }, callbacks);
    else create.mutate(body, callbacks);
  });

  return (
    <Card withBorder radius="md" padding="lg" maw={860}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('employees.form.nameFirst')}
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('name_first')}
            />
            <TextInput
              label={t('employees.form.nameLast')}
              autoComplete="off"
              {...form.getInputProps('name_last')}
            />
          </SimpleGrid>
          <Text size="sm" c="gray.7" aria-live="polite" data-testid="employee-full-name">
            {t('employees.form.shownAs', {
              name: joinName(form.values.name_first, form.values.name_last) || '–',
            })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('employees.form.email')}
              type="email"
              autoComplete="off"
              {...form.getInputProps('email')}
            />
            <PhoneInput
              label={t('employees.form.phone')}
              value={form.values.phone}
              onChange={(value) => form.setFieldValue('phone', value)}
              error={form.errors.phone}
            />
            <Select
              label={t('employees.form.role')}
              description={canAssignRole ? undefined : t('employees.form.roleHint')}
              data={ROLES.map((role) => ({ value: role, label: t(`employees.roles.${role}`) }))}
              allowDeselect={false}
              disabled={!canAssignRole}
              {...form.getInputProps('role')}
            />
            <Select
              label={t('employees.form.type')}
              placeholder={t('employees.form.noType')}
              data={types}
              clearable
              value={form.values.type || null}
              onChange={(value) => form.setFieldValue('type', value ?? '')}
            />
          </SimpleGrid>
          <MultiSelect
            label={t('employees.form.locations')}
            data={options(company.locations)}
            searchable
            {...form.getInputProps('location_ids')}
          />
          <MultiSelect
            label={t('employees.form.audiences')}
            data={options(company.audiences)}
            searchable
            {...form.getInputProps('audience_ids')}
          />
          <MultiSelect
            label={t('employees.form.managers')}
            data={options(managers)}
            searchable
            {...form.getInputProps('manager_ids')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }}>
            <Select label={t('employees.form.birthMonth')} data={months} {...blankable('birth_date_month')} />
            <Select label={t('employees.form.birthDay')} data={range(31)} {...blankable('birth_date_day')} />
            <TextInput
              label={t('employees.form.anniversary')}
              type="date"
              {...form.getInputProps('work_anniversary')}
            />
            <Select
              label={t('employees.form.locale')}
              data={LOCALES.map((l) => ({ value: l, label: t(`employees.form.locales.${l}`) }))}
              allowDeselect={false}
              {...form.getInputProps('default_locale')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              variant="default"
              component={Link}
              to={employee ? `/${company.id}/employee/${employee.id}` : `/${company.id}/employees`}
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {employee ? t('common.save') : t('employees.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** EmployeeNew and EmployeeEdit (spec §2): the same form, empty or filled from the employee. */
export default function EmployeeFormPage() {
  const { t } = useTranslation();
  const isEdit = Number(useParams().id ?? 0) > 0;
  return (
    <RequireAbility
      ability="employees.manage"
      who="management"
      title={isEdit ? t('employees.form.editGeneric') : t('employees.form.newTitle')}
    >
      <EmployeeFormBody />
    </RequireAbility>
  );
}

function EmployeeFormBody() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const id = Number(useParams().id ?? 0);
  const isEdit = id > 0;
  const query = useEmployee(company.id, isEdit ? id : 0);
  if (isEdit && query.error instanceof ApiError && query.error.isForbidden)
    return <NotForYou title={t('employees.form.editGeneric')} who="management" />;

  return (
    <Stack gap="lg">
      <Anchor
        component={Link}
        to={isEdit ? `/${company.id}/employee/${id}` : `/${company.id}/employees`}
        size="sm"
      >
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('employees.detail.back')}
        </Group>
      </Anchor>
      {!isEdit ? (
        <>
          <Title order={1}>{t('employees.form.newTitle')}</Title>
          <EmployeeForm company={company} employee={null} />
        </>
      ) : query.isPending ? (
        <Center py="xl" role="status" aria-label={t('common.loading')}>
          <Loader size="sm" />
        </Center>
      ) : !query.data ? (
        <Title order={1}>{t('employees.detail.notFound')}</Title>
      ) : (
        <>
          <Title order={1}>{t('employees.form.editTitle', { name: query.data.name })}</Title>
          <EmployeeForm company={company} employee={query.data} />
        </>
      )}
    </Stack>
  );
}
