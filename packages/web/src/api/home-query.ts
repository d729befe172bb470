import { queryOptions } from '@tanstack/react-query';
import type { THome } from '@teamline/shared';
import { apiGet } from './get-query';

/** GET home (spec §7 Employee app), apart from its mutations so the first page can ask for it early. */
export const homeKeys = {
  /** Under 'home', so a realtime notification refreshes it. */
  mine: (companyId: number) => ['company', companyId, 'home', 'mine'] as const,
};

export const homeQuery = (companyId: number) =>
  queryOptions({
    queryKey: homeKeys.mine(companyId),
    ...apiGet<THome>('home', { company_id: companyId }),
  });
