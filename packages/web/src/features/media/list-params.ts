import { MEDIA_SORTS, MEDIA_TYPE_CATEGORIES, type MediaSort, type MediaTypeCategory } from '@teamline/shared';
import type { MediaListParams } from '../../api/media-library';

/** 'all' in the address clears a filter (useUrlState's clear list). */
export const ALL = 'all';

const isSort = (v: string | null): v is MediaSort => MEDIA_SORTS.some((s) => s === v);
const isType = (v: string | null): v is MediaTypeCategory => MEDIA_TYPE_CATEGORIES.some((c) => c === v);

/** "3,7" → [3, 7]; anything that is not a positive id is left out. */
export const idsOf = (value: string | null): number[] =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/**
 * The library's list as the address keeps it: page, terms, sort and dir, type, loc and aud (ids
 * "1,2"). Spec §3 file list paging (currentPage, totalPages, sortBy, sortDirection, terms) and
 * filters (audiences, locations); the newest first unless another sort is chosen.
 */
export function readMediaParams(sp: URLSearchParams): MediaListParams {
  const sort = sp.get('sort');
  const type = sp.get('type');
  return {
    page: Math.max(1, Number(sp.get('page')) || 1),
    terms: sp.get('terms') ?? '',
    sort_by: isSort(sort) ? sort : 'created_at',
    sort_direction: sp.get('dir') === 'asc' ? 'asc' : 'desc',
    filters: {
      locations: idsOf(sp.get('loc')),
      audiences: idsOf(sp.get('aud')),
      type_category: isType(type) ? [type] : [],
    },
  };
}
