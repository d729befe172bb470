import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';

export interface SortState<C extends string> {
  by: C;
  direction: 'asc' | 'desc';
}

/** The next sort when a column header is pressed: the same column flips, another starts ascending. */
export function nextSort<C extends string>(sort: SortState<C>, by: C): SortState<C> {
  return { by, direction: sort.by === by && sort.direction === 'asc' ? 'desc' : 'asc' };
}

interface SortHeaderProps<C extends string> {
  column: C;
  label: string;
  /** The button's accessible name, e.g. "Sort by Name". */
  ariaLabel: string;
  sort: SortState<C>;
  onSort: (by: C) => void;
  ta?: 'left' | 'right';
}

/** A table column header that sorts by its column; `aria-sort` tells which way it is sorted now. */
export function SortHeader<C extends string>({
  column,
  label,
  ariaLabel,
  sort,
  onSort,
  ta,
}: SortHeaderProps<C>) {
  const isActive = sort.by === column;
  const Icon = !isActive ? IconArrowsSort : sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th
      scope="col"
      ta={ta}
      aria-sort={isActive ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton onClick={() => onSort(column)} aria-label={ariaLabel}>
        <Group gap={4} wrap="nowrap" justify={ta === 'right' ? 'flex-end' : undefined}>
          <Text fw={700} size="sm">
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
