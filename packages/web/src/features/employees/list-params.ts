import { EMPLOYEE_SORTS, EMPLOYEES_PER_PAGE, type EmployeeSort } from '@teamline/shared';
import type { FilterValues } from './EmployeeFilters';

/** The page sizes the Team list offers; the server takes up to EMPLOYEES_MAX_PER_PAGE. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

const isSort = (v: string | null): v is EmployeeSort => EMPLOYEE_SORTS.some((s) => s === v);

/** "1,2,x" → ['1', '2']: the positive whole ids of a URL list. */
export function idsParam(value: string | null): string[] {
  return [...new Set((value ?? '').split(',').filter((v) => /^[1-9]\d*$/.test(v)))];
}

export interface ListState {
  filters: FilterValues;
  page: number;
  perPage: number;
  sort: EmployeeSort;
  dir: 'asc' | 'desc';
}

/** Reads the list's state from the URL, so Back from an employee returns to the same page. */
export function readListParams(sp: URLSearchParams): ListState {
  const sort = sp.get('sort');
  const perPage = Number(sp.get('per_page'));
  return {
    filters: {
      search: sp.get('terms') ?? '',
      locations: idsParam(sp.get('locations')),
      audiences: idsParam(sp.get('audiences')),
      active: sp.get('active') === 'no' ? 'no' : 'yes',
      seeAll: sp.get('see_all') === 'yes',
    },
    page: Math.max(1, Number(sp.get('page')) || 1),
    perPage: PAGE_SIZES.some((size) => size === perPage) ? perPage : EMPLOYEES_PER_PAGE,
    sort: isSort(sort) ? sort : 'name',
    dir: sp.get('dir') === 'desc' ? 'desc' : 'asc',
  };
}
