import './i18n';
import { Anchor, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { PACKAGE_SORTS, type TPackage } from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type PackageListParams, usePackageList } from '../../api/memo-packages';
import { ListPagination } from '../../components/ListPagination';
import { SortHeader } from '../../components/SortHeader';
import { useDates } from '../../i18n/dates';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { EmptyState, Loading, useUrlState } from '../memo-templates/shared';
import { ManagementOnly } from '../settings/AdminOnly';
import { PackageFormModal } from './PackageFormModal';

type Sort = (typeof PACKAGE_SORTS)[number];
const isSort = (v: string | null): v is Sort => PACKAGE_SORTS.some((s) => s === v);

export function readPackageParams(sp: URLSearchParams): PackageListParams {
  const sort = sp.get('sort');
  return {
    page: Math.max(1, Number(sp.get('page')) || 1),
    terms: sp.get('terms') ?? '',
    sort_by: isSort(sort) ? sort : 'updated_at',
    sort_direction: sp.get('dir') === 'asc' ? 'asc' : 'desc',
  };
}

function PackageTable({
  packages,
  sort,
  onSort,
}: {
  packages: TPackage[];
  sort: { by: Sort; direction: 'asc' | 'desc' };
  onSort: (by: Sort) => void;
}) {
  const { t } = useTranslation();
  const when = useDates().dateTime;
  const company = useCurrentCompany();
  const header = (column: Sort) => {
    const label = t(`packages.columns.${column}`);
    return (
      <SortHeader
        column={column}
        label={label}
        ariaLabel={t('packages.sortBy', { column: label })}
        sort={sort}
        onSort={onSort}
      />
    );
  };
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {header('name')}
            <Table.Th>{t('packages.columns.steps')}</Table.Th>
            <Table.Th>{t('packages.columns.span')}</Table.Th>
            {header('use_count')}
            {header('updated_at')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {packages.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Anchor component={Link} to={`/${company.id}/memo-package/${p.id}`} fw={600}>
                  {p.name}
                </Anchor>
                {p.description && (
                  <Text size="xs" c="gray.7" lineClamp={1}>
                    {p.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t('packages.steps', { count: p.step_count })}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t('packages.spanDays', { count: p.span_days + 1 })}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{p.use_count}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{when(p.updated_at)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Memos › Packages (memo-packages): search, sort, pages, and a new package. */
function PackagesListContent() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const [sp, update] = useUrlState();
  const params = readPackageParams(sp);
  const list = usePackageList(company.id, params);
  const [creating, createModal] = useDisclosure(false);
  const [search, setSearch] = useState(params.terms ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the URL
  useEffect(() => {
    if (debounced !== (sp.get('terms') ?? '')) update({ terms: debounced, page: null });
  }, [debounced]);
  const sort = { by: (params.sort_by ?? 'updated_at') as Sort, direction: params.sort_direction ?? 'desc' };
  const onSort = (by: Sort) =>
    update({ sort: by, dir: sort.by === by && sort.direction === 'asc' ? 'desc' : 'asc', page: null });
  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createModal.open}>
      {t('packages.newPackage')}
    </Button>
  );

  const body = list.isPending ? (
    <Loading />
  ) : list.isError ? (
    <Text c="red.8" role="alert">
      {t('packages.loadFailed')}
    </Text>
  ) : list.data.memo_template_packages.length === 0 ? (
    params.terms ? (
      <Text c="gray.7" py="lg" ta="center">
        {t('packages.empty')}
      </Text>
    ) : (
      <EmptyState title={t('packages.emptyTitle')} text={t('packages.emptyText')} action={newButton} />
    )
  ) : (
    <PackageTable packages={list.data.memo_template_packages} sort={sort} onSort={onSort} />
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('packages.title')}</Title>
          <Text c="gray.7" mt={4} maw={640}>
            {t('packages.intro')}
          </Text>
        </div>
        {newButton}
      </Group>
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <TextInput
            type="search"
            aria-label={t('packages.search')}
            placeholder={t('packages.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maw={420}
          />
          {list.data && (
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('packages.total', { count: list.data.total })}
            </Text>
          )}
          {body}
          <ListPagination
            paging={list.data}
            label={t('packages.pagination')}
            onPage={(page) => update({ page })}
          />
        </Stack>
      </Card>
      {creating && <PackageFormModal companyId={company.id} opened={creating} onClose={createModal.close} />}
    </Stack>
  );
}

/** Management only, as the server answers (memo_template_packages.manage); others get a clear note. */
export default function MemoPackagesListPage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('packages.title')} ability="memo_template_packages.manage" publishes>
      <PackagesListContent />
    </ManagementOnly>
  );
}
