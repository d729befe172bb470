import { Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconFileImport, IconPlus, IconSend, IconUsersGroup } from '@tabler/icons-react';
import type { EmployeeSort, TEmployeeDetail } from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type EmployeeListParams, useEmployeeActions, useEmployeeList } from '../../api/employees';
import { useUrlState } from '../../hooks/use-url-state';
import { can } from '../../layouts/company/abilities';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { EmployeeFilters, type FilterValues } from './EmployeeFilters';
import { EmployeeTable } from './EmployeeTable';
import { ListPaging } from './ListPaging';
import { readListParams } from './list-params';

/** Team: the paged, sortable, filterable employee list (spec §2 EmployeeList). */
export default function EmployeeListPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const navigate = useNavigate();
  // Managing opens rows, selects them and filters by status; a plain roster otherwise (spec §6).
  const canManage = can(company, 'employees.manage');
  const canImport = can(company, 'employees.import');
  const canInvite = can(company, 'employees.invite');
  const canSeeAll = can(company, 'employees.see_all');
  const [sp, update] = useUrlState();
  const state = readListParams(sp);
  const [search, setSearch] = useState(state.filters.search);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const { invite } = useEmployeeActions(company.id);

  // Only the debounced text drives the URL; update and sp are new on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (debounced !== (sp.get('terms') ?? '')) update({ terms: debounced, page: null });
  }, [debounced]);

  const params: EmployeeListParams = {
    page: state.page,
    per_page: state.perPage,
    terms: state.filters.search,
    locations: state.filters.locations.map(Number),
    audiences: state.filters.audiences.map(Number),
    sort_by: state.sort,
    sort_direction: state.dir,
    see_all: canSeeAll && state.filters.seeAll ? 'yes' : 'no',
    active: state.filters.active,
  };
  const list = useEmployeeList(company.id, params);

  const handleFilterChange = (patch: Partial<FilterValues>) => {
    if (patch.search !== undefined) return setSearch(patch.search);
    update({
      page: null,
      ...(patch.locations !== undefined && { locations: patch.locations.join(',') || null }),
      ...(patch.audiences !== undefined && { audiences: patch.audiences.join(',') || null }),
      ...(patch.active !== undefined && { active: patch.active === 'no' ? 'no' : null }),
      ...(patch.seeAll !== undefined && { see_all: patch.seeAll ? 'yes' : null }),
    });
  };
  const handleSort = (by: EmployeeSort) =>
    update({ sort: by, dir: state.sort === by && state.dir === 'asc' ? 'desc' : 'asc', page: null });
  const handleToggle = (employee: TEmployeeDetail) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(employee.id)) next.delete(employee.id);
      else next.set(employee.id, employee.name);
      return next;
    });
  const handleToggleAll = (checked: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      for (const e of list.data?.employees ?? []) {
        if (checked) next.set(e.id, e.name);
        else next.delete(e.id);
      }
      return next;
    });
  const ids = [...selected.keys()];
  const handleBulkEdit = () =>
    navigate(`bulk-edit?ids=${ids.join(',')}`, { state: { ids, names: [...selected.values()] } });
  const handleInvite = () =>
    invite.mutate(ids, {
      onSuccess: (invited) => {
        showToast({ variant: 'success', messages: t('employees.list.invited', { count: invited.length }) });
        setSelected(new Map());
      },
      onError: (error) => showErrorToast(error),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('employees.list.title')}</Title>
          <Text c="gray.7" mt={4}>
            {t('employees.list.intro')}
          </Text>
        </div>
        {(canManage || canImport) && (
          <Group gap="xs">
            {canManage && (
              <Button component={Link} to="new" leftSection={<IconPlus size={16} aria-hidden />}>
                {t('employees.list.newEmployee')}
              </Button>
            )}
            {canImport && (
              <>
                <Button
                  component={Link}
                  to="employee-import"
                  variant="default"
                  leftSection={<IconFileImport size={16} aria-hidden />}
                >
                  {t('employees.list.import')}
                </Button>
                <Button
                  component={Link}
                  to="employee-manager-import"
                  variant="default"
                  leftSection={<IconUsersGroup size={16} aria-hidden />}
                >
                  {t('employees.list.importManagers')}
                </Button>
              </>
            )}
          </Group>
        )}
      </Group>
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <EmployeeFilters
            values={{ ...state.filters, search }}
            locations={company.locations}
            audiences={company.audiences}
            showStatus={canManage}
            showSeeAll={canSeeAll}
            onChange={handleFilterChange}
          />
          {canManage && (
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Text size="sm" c="gray.7" aria-live="polite">
                {/* How many there are is said under the list, beside the pages. */}
                {ids.length > 0 && t('employees.list.selected', { count: ids.length })}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconEdit size={14} aria-hidden />}
                  disabled={ids.length === 0}
                  onClick={handleBulkEdit}
                >
                  {t('employees.list.bulkEdit')}
                </Button>
                {canInvite && (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconSend size={14} aria-hidden />}
                    disabled={ids.length === 0}
                    loading={invite.isPending}
                    onClick={handleInvite}
                  >
                    {t('employees.list.inviteSelected')}
                  </Button>
                )}
              </Group>
            </Group>
          )}
          {list.isPending ? (
            <Center py="xl" role="status" aria-label={t('common.loading')}>
              <Loader size="sm" />
            </Center>
          ) : list.isError ? (
            <Text c="red.8">{t('employees.list.loadFailed')}</Text>
          ) : list.data.employees.length === 0 ? (
            <Text c="gray.7" py="lg" ta="center">
              {t('employees.list.empty')}
            </Text>
          ) : (
            <EmployeeTable
              employees={list.data.employees}
              sort={{ by: state.sort, direction: state.dir }}
              onSort={handleSort}
              selected={canManage ? new Set(ids) : null}
              onToggle={handleToggle}
              onToggleAll={handleToggleAll}
              canOpen={canManage}
            />
          )}
          {list.data && list.data.total > 0 && (
            <ListPaging
              page={list.data.current_page}
              totalPages={list.data.total_pages}
              total={list.data.total}
              perPage={list.data.per_page}
              onPage={(page) => update({ page: page === 1 ? null : String(page) })}
              onPerPage={(perPage) => update({ per_page: String(perPage), page: null })}
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
