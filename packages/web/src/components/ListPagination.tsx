import { Group, Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's Pagination with every control named (first, previous, next, last, each page), as
 * screen readers and axe need: use it wherever a list has pages.
 */
export function PageControls(props: PaginationProps & { 'aria-label': string }) {
  const { t } = useTranslation();
  return (
    <Pagination
      getControlProps={(control) => ({ 'aria-label': t(`layout.pages.controls.${control}`) })}
      getItemProps={(item) => ({ 'aria-label': t('layout.pages.number', { page: item }) })}
      {...props}
    />
  );
}

/**
 * A paged list's page numbers, shown once there is more than one page. The chosen page goes to
 * `onPage` as the address keeps it: null for the first page (a clean address), else its number.
 */
export function ListPagination({
  paging,
  label,
  onPage,
}: {
  paging: { current_page: number; total_pages: number } | undefined;
  label: string;
  onPage: (page: string | null) => void;
}) {
  if (!paging || paging.total_pages <= 1) return null;
  return (
    <Group justify="center">
      <PageControls
        total={paging.total_pages}
        value={paging.current_page}
        onChange={(page) => onPage(page === 1 ? null : String(page))}
        aria-label={label}
      />
    </Group>
  );
}
