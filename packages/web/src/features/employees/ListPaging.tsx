import { Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageControls } from '../../components/ListPagination';
import { PAGE_SIZES } from './list-params';

interface ListPagingProps {
  page: number;
  totalPages: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** Under the Team list: which rows these are of how many, the pages, and how many rows a page shows. */
export function ListPaging({ page, totalPages, total, perPage, onPage, onPerPage }: ListPagingProps) {
  const { t } = useTranslation();
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="gray.7" aria-live="polite">
        {t('employees.list.showing', { from, to, count: total })}
      </Text>
      {totalPages > 1 && (
        <PageControls
          total={totalPages}
          value={page}
          onChange={onPage}
          size="sm"
          siblings={1}
          aria-label={t('employees.list.pagination')}
        />
      )}
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="gray.7" component="label" htmlFor="employees-per-page">
          {t('employees.list.perPage')}
        </Text>
        <Select
          id="employees-per-page"
          w={84}
          size="xs"
          data={PAGE_SIZES.map(String)}
          value={String(perPage)}
          onChange={(value) => value && onPerPage(Number(value))}
          allowDeselect={false}
        />
      </Group>
    </Group>
  );
}
