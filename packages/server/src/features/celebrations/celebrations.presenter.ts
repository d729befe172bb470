import type { TCelebrationsPage, TMemo, ZCelebrationsQuery } from '@teamline/shared';
import type { z } from 'zod';
import { pageInfo } from '../../http/paging.js';

type CelebrationsQuery = z.output<typeof ZCelebrationsQuery>;

/** GET company/celebrations: a page of presented celebrations, with the paging and filters asked. */
export function presentCelebrationsPage(
  q: CelebrationsQuery,
  total: number,
  celebrations: TMemo[],
): TCelebrationsPage {
  return {
    celebrations,
    ...pageInfo({ total, page: q.page, perPage: q.per_page }),
    sort_by: q.sort_by,
    sort_direction: q.sort_direction,
    filters: {
      terms: q.terms,
      status: q.status ?? null,
      category: q.category ?? null,
      kind: 'celebration',
      celebration_type: q.celebration_type ?? null,
    },
  };
}
