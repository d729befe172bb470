import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ROLES, type Role } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { type BulkChanges, useEmployeeActions } from '../../api/employees';
import { can } from '../../layouts/company/abilities';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';

const KEEP = 'keep';
const NO_TYPE = 'none';

/** The selected ids: from the list's router state, else from ?ids=1,2,3 (survives a reload). */
export function selectedIds(state: unknown, query: string | null): number[] {
  const fromState =
    state && typeof state === 'object' && 'ids' in state ? (state as { ids: unknown }).ids : null;
  const raw = Array.isArray(fromState) ? fromState : (query ?? '').split(',');
  return [...new Set(raw.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))];
}

/** EmployeeBulkEdit (spec §2): the same locations, audiences, role, type or status for many. */
export default function EmployeeBulkEditPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const navigate = useNavigate();
  const location = useLocation();
  const [sp] = useSearchParams();
  const ids = selectedIds(location.state, sp.get('ids'));
  const { bulk } = useEmployeeActions(company.id);
  const canAssignRole = can(company, 'employees.assign_management');
  const [locations, setLocations] = useState<string[] | null>(null);
  const [audiences, setAudiences] = useState<string[] | null>(null);
  const [role, setRole] = useState<string>(KEEP);
  const [type, setType] = useState<string>(KEEP);
  const [active, setActive] = useState<string>(KEEP);
  const [error, setError] = useState<string | null>(null);
  const options = (list: { id: number; name: string }[]) =>
    list.map((x) => ({ value: String(x.id), label: x.name }));
  const keep = { value: KEEP, label: t('employees.bulk.keep') };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const changes: BulkChanges = {};
    if (locations) changes.location_ids = locations.map(Number);
    if (audiences) changes.audience_ids = audiences.map(Number);
    if (role !== KEEP) changes.role = role as Role;
    if (type !== KEEP) changes.type = type === NO_TYPE ? null : type;
    if (active !== KEEP) changes.is_active = active === 'yes';
    if (Object.keys(changes).length === 0) return setError(t('employees.bulk.nothing'));
    setError(null);
    bulk.mutate(
      { ids, changes },
      {
        onSuccess: (updated) => {
          showToast({ variant: 'success', messages: t('employees.bulk.applied', { count: updated.length }) });
          navigate(`/${company.id}/employees`);
        },
        onError: (e) => showErrorToast(e),
      },
    );
  };

  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to={`/${company.id}/employees`} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('employees.detail.back')}
        </Group>
      </Anchor>
      <div>
        <Title order={1}>{t('employees.bulk.title')}</Title>
        {ids.length > 0 && (
          <Text c="gray.7" mt={4}>
            {t('employees.bulk.intro', { count: ids.length })}
          </Text>
        )}
      </div>
      {ids.length === 0 ? (
        <Alert color="gray">{t('employees.bulk.none')}</Alert>
      ) : (
        <Card withBorder radius="md" padding="lg">
          <form onSubmit={handleSubmit} noValidate>
            <Stack>
              <Checkbox
                label={t('employees.bulk.changeLocations')}
                checked={locations !== null}
                onChange={(e) => setLocations(e.currentTarget.checked ? [] : null)}
              />
              {locations !== null && (
                <MultiSelect
                  label={t('employees.form.locations')}
                  data={options(company.locations)}
                  value={locations}
                  onChange={setLocations}
                  searchable
                />
              )}
              <Checkbox
                label={t('employees.bulk.changeAudiences')}
                checked={audiences !== null}
                onChange={(e) => setAudiences(e.currentTarget.checked ? [] : null)}
              />
              {audiences !== null && (
                <MultiSelect
                  label={t('employees.form.audiences')}
                  data={options(company.audiences)}
                  value={audiences}
                  onChange={setAudiences}
                  searchable
                />
              )}
              <Select
                label={t('employees.form.role')}
                description={canAssignRole ? undefined : t('employees.form.roleHint')}
                data={[keep, ...ROLES.map((r) => ({ value: r, label: t(`employees.roles.${r}`) }))]}
                value={role}
                onChange={(v) => setRole(v ?? KEEP)}
                allowDeselect={false}
                disabled={!canAssignRole}
              />
              <Select
                label={t('employees.form.type')}
                data={[
                  keep,
                  { value: NO_TYPE, label: t('employees.form.noType') },
                  ...company.employee_types,
                ]}
                value={type}
                onChange={(v) => setType(v ?? KEEP)}
                allowDeselect={false}
              />
              <Select
                label={t('employees.list.status')}
                data={[
                  keep,
                  { value: 'yes', label: t('employees.list.active') },
                  { value: 'no', label: t('employees.list.inactive') },
                ]}
                value={active}
                onChange={(v) => setActive(v ?? KEEP)}
                allowDeselect={false}
              />
              {error && (
                <Text c="red.8" size="sm" role="alert">
                  {error}
                </Text>
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={bulk.isPending}>
                  {t('employees.bulk.apply')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}
    </Stack>
  );
}
