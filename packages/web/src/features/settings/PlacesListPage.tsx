import { Anchor, Button, Card, Center, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { TIMEZONE_OPTIONS } from '@teamline/shared';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type PlaceKind, usePlacesPage } from '../../api/places';
import { PageControls } from '../../components/ListPagination';
import { nextSort, SortHeader, type SortState } from '../../components/SortHeader';
import { useDates } from '../../i18n/dates';
import { can } from '../../layouts/company/abilities';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { ManagementOnly } from './AdminOnly';
import { PageHeader } from './PageHeader';

const SEARCH_DEBOUNCE_MS = 300;

export const timezoneLabel = (zone: string): string =>
  TIMEZONE_OPTIONS.find((o) => o.value === zone)?.label ?? zone;

type PlaceSort = 'name' | 'created_at';

/**
 * Settings › Locations and Settings › Audiences: a paged table searched by name and sorted by
 * name or creation. Management reads it; only admins get the button to add (decisions.md, Places).
 */
export function PlacesListPage({ kind }: { kind: PlaceKind }) {
  const { t } = useTranslation();
  const dates = useDates();
  const company = useCurrentCompany();
  const [terms, setTerms] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState<PlaceSort>>({ by: 'name', direction: 'asc' });
  const [debouncedTerms] = useDebouncedValue(terms.trim(), SEARCH_DEBOUNCE_MS);
  const list = usePlacesPage(company.id, kind, {
    page,
    terms: debouncedTerms,
    sort_by: sort.by,
    sort_direction: sort.direction,
  });
  const canManage = can(company, 'places.manage');
  const isLocation = kind === 'location';
  const k = `places.${kind}`;
  const base = `/${company.id}/settings`;

  const handleSearch = (event: ChangeEvent<HTMLInputElement>) => {
    setTerms(event.currentTarget.value);
    setPage(1);
  };

  const handleSort = (by: PlaceSort) => {
    setSort((current) => nextSort(current, by));
    setPage(1);
  };
  const sortHeader = (column: PlaceSort, label: string) => (
    <SortHeader
      column={column}
      label={label}
      ariaLabel={t('places.sortBy', { column: label })}
      sort={sort}
      onSort={handleSort}
    />
  );

  const rows = list.data?.items ?? [];
  const totalPages = list.data?.total_pages ?? 0;

  return (
    <ManagementOnly title={t(`${k}.listTitle`)} ability="places.view">
      <Stack gap="lg" maw={1100}>
        <PageHeader
          title={t(`${k}.listTitle`)}
          intro={t(`${k}.listIntro`)}
          back={{ to: base, label: t('places.back', { name: t('places.index.title') }) }}
          actions={
            canManage ? (
              <Button
                component={Link}
                to={`${base}/new-${kind}`}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {t(`${k}.add`)}
              </Button>
            ) : null
          }
        />
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <TextInput
              type="search"
              label={t('places.searchLabel', { what: t(`${k}.what`) })}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={terms}
              onChange={handleSearch}
              maw={360}
              rightSection={list.isFetching ? <Loader size={14} aria-hidden /> : null}
            />
            {list.isPending ? (
              <Center py="xl" role="status" aria-label={t('common.loading')}>
                <Loader size="sm" />
              </Center>
            ) : list.isError ? (
              <Group>
                <Text c="red.8">{t('places.loadFailed')}</Text>
                <Button variant="light" size="xs" onClick={() => void list.refetch()}>
                  {t('places.retry')}
                </Button>
              </Group>
            ) : rows.length === 0 ? (
              <Text c="gray.7">{debouncedTerms ? t('places.noResults') : t(`${k}.empty`)}</Text>
            ) : (
              <Table.ScrollContainer minWidth={480}>
                <Table striped highlightOnHover verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      {sortHeader('name', t(`${k}.name`))}
                      {isLocation && <Table.Th scope="col">{t('places.location.timezone')}</Table.Th>}
                      {sortHeader('created_at', t('places.created'))}
                      <Table.Th scope="col" ta="right">
                        {t(`${k}.employees`)}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`${base}/${kind}/${row.id}`} fw={600}>
                            {row.name}
                          </Anchor>
                        </Table.Td>
                        {isLocation && <Table.Td>{timezoneLabel(row.timezone ?? '')}</Table.Td>}
                        <Table.Td>{dates.date(row.created_at, 'medium', row.timezone)}</Table.Td>
                        <Table.Td ta="right">{row.employee_count}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {totalPages > 1 && (
              <Group justify="space-between">
                <Text size="sm" c="gray.7">
                  {t('places.pageOf', { page, total: totalPages })}
                </Text>
                <PageControls
                  total={totalPages}
                  value={page}
                  onChange={setPage}
                  aria-label={t('places.pagination', { what: t(`${k}.what`) })}
                />
              </Group>
            )}
          </Stack>
        </Card>
      </Stack>
    </ManagementOnly>
  );
}
