import { Group, Pagination } from '@mantine/core';

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
      <Pagination
        total={paging.total_pages}
        value={paging.current_page}
        onChange={(page) => onPage(page === 1 ? null : String(page))}
        aria-label={label}
      />
    </Group>
  );
}
