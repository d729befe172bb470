import { MEDIA_TYPE_CATEGORIES, type MediaSort, type MediaTypeCategory } from '@teamline/shared';
import type { FileListParams } from '../../api/files';

/** The orders the Files screen offers, as the address names them. */
export const FILE_SORTS = ['newest', 'oldest', 'name'] as const;
export type FileSort = (typeof FILE_SORTS)[number];

const SORTS: Record<FileSort, { sort_by: MediaSort; sort_direction: 'asc' | 'desc' }> = {
  newest: { sort_by: 'created_at', sort_direction: 'desc' },
  oldest: { sort_by: 'created_at', sort_direction: 'asc' },
  name: { sort_by: 'name', sort_direction: 'asc' },
};

/** Files a page: a grid of 2, 3 or 4 columns fills its rows. */
export const FILES_PER_PAGE = 24;

export interface FileView {
  page: number;
  terms: string;
  type: MediaTypeCategory | null;
  sort: FileSort;
  /** Files targeted to this location / audience (management's filters), or null for all. */
  location: number | null;
  audience: number | null;
  /** The file open in the viewer, or null. */
  file: number | null;
}

const positive = (raw: string | null): number | null => {
  const n = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The screen's state from the address: page, terms, type, sort, location, audience, file (anything odd is the default). */
export function readFileView(sp: URLSearchParams): FileView {
  const type = sp.get('type');
  const sort = sp.get('sort');
  return {
    page: positive(sp.get('page')) ?? 1,
    terms: sp.get('terms') ?? '',
    type: MEDIA_TYPE_CATEGORIES.find((c) => c === type) ?? null,
    sort: FILE_SORTS.find((s) => s === sort) ?? 'newest',
    location: positive(sp.get('location')),
    audience: positive(sp.get('audience')),
    file: positive(sp.get('file')),
  };
}

/** What media/list is asked for this view. */
export function listParams(view: FileView): FileListParams {
  return {
    page: view.page,
    per_page: FILES_PER_PAGE,
    terms: view.terms,
    ...SORTS[view.sort],
    filters: {
      audiences: view.audience ? [view.audience] : [],
      locations: view.location ? [view.location] : [],
      type_category: view.type ? [view.type] : [],
    },
  };
}
