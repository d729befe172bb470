import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ROLES } from '@teamline/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useEmployeeActions } from '../../api/employees';
import { can } from '../../layouts/company/abilities';
import { RequireAbility } from '../../layouts/company/NotForYou';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { BulkLinksField } from './BulkLinksField';
import {
  type BulkFormState,
  describeChanges,
  EMPTY_BULK,
  KEEP,
  NO_TYPE,
  toBulkChanges,
} from './bulk-changes';

/** The selected ids: from the list's router state, else from ?ids=1,2,3 (survives a reload). */
export function selectedIds(state: unknown, query: string | null): number[] {
  const fromState =
    state && typeof state === 'object' && 'ids' in state ? (state as { ids: unknown }).ids : null;
  const raw = Array.isArray(fromState) ? fromState : (query ?? '').split(',');
  return [...new Set(raw.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))];
}

/** The selected people's names, when the list handed them over (a reload keeps only the ids). */
function selectedNames(state: unknown): string[] {
  const names =
    state && typeof state === 'object' && 'names' in state ? (state as { names: unknown }).names : null;
  return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
}

/** EmployeeBulkEdit (spec §2): the same changes for many people, confirmed before they are written. */
export default function EmployeeBulkEditPage() {
  const { t } = useTranslation();
  return (
    <RequireAbility ability="employees.manage" who="management" title={t('employees.bulk.title')}>
      <BulkEdit />
    </RequireAbility>
  );
}

function BulkEdit() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const navigate = useNavigate();
  const location = useLocation();
  const [sp] = useSearchParams();
  const ids = selectedIds(location.state, sp.get('ids'));
  const names = selectedNames(location.state);
  const { bulk } = useEmployeeActions(company.id);
  const canAssignRole = can(company, 'employees.assign_management');
  const [state, setState] = useState<BulkFormState>(EMPTY_BULK);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const keep = { value: KEEP, label: t('employees.bulk.keep') };
  const set = (patch: Partial<BulkFormState>) => setState((prev) => ({ ...prev, ...patch }));
  const back = `/${company.id}/employees`;

  const handleReview = (event: FormEvent) => {
    event.preventDefault();
    const lines = describeChanges(state, company, t);
    if (lines.length === 0) return setError(t('employees.bulk.nothing'));
    setError(null);
    setConfirming(lines);
  };
  const handleApply = () =>
    bulk.mutate(
      { ids, changes: toBulkChanges(state) },
      {
        onSuccess: (updated) => {
          setConfirming(null);
          showToast({ variant: 'success', messages: t('employees.bulk.applied', { count: updated.length }) });
          navigate(back);
        },
        onError: (e) => {
          setConfirming(null);
          showErrorToast(e);
        },
      },
    );

  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to={back} size="sm">
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
          <form onSubmit={handleReview} noValidate>
            <Stack gap="lg">
              <BulkLinksField
                kind="locations"
                options={company.locations}
                value={state.locations}
                onChange={(locations) => set({ locations })}
              />
              <BulkLinksField
                kind="audiences"
                options={company.audiences}
                value={state.audiences}
                onChange={(audiences) => set({ audiences })}
              />
              <BulkLinksField
                kind="managers"
                options={company.managers}
                value={state.managers}
                onChange={(managers) => set({ managers })}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label={t('employees.form.role')}
                  description={canAssignRole ? undefined : t('employees.form.roleHint')}
                  data={[keep, ...ROLES.map((r) => ({ value: r, label: t(`employees.roles.${r}`) }))]}
                  value={state.role}
                  onChange={(v) => set({ role: v ?? KEEP })}
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
                  value={state.type}
                  onChange={(v) => set({ type: v ?? KEEP })}
                  allowDeselect={false}
                />
                <Select
                  label={t('employees.list.status')}
                  data={[
                    keep,
                    { value: 'yes', label: t('employees.list.active') },
                    { value: 'no', label: t('employees.list.inactive') },
                  ]}
                  value={state.active}
                  onChange={(v) => set({ active: v ?? KEEP })}
                  allowDeselect={false}
                />
              </SimpleGrid>
              {error && (
                <Text c="red.8" size="sm" role="alert">
                  {error}
                </Text>
              )}
              <Group justify="flex-end">
                <Button variant="default" component={Link} to={back}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit">{t('employees.bulk.review')}</Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('employees.bulk.confirmTitle', { count: ids.length })}
        centered
      >
        <Stack gap="md">
          {names.length > 0 && (
            <Text size="sm" c="gray.7">
              {names.length > 5
                ? t('employees.bulk.namesMore', {
                    names: names.slice(0, 5).join(', '),
                    count: names.length - 5,
                  })
                : names.join(', ')}
            </Text>
          )}
          <List size="sm" spacing={4}>
            {(confirming ?? []).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={handleApply} loading={bulk.isPending}>
              {t('employees.bulk.apply')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
