import { queryOptions } from '@tanstack/react-query';
import type { TInbox } from '@teamline/shared';
import { apiPostRead } from './get-query';

/**
 * The caller's inbox, its first page (spec §7 Employee app), apart from its actions (inbox.ts) so
 * the first page can ask for it early without carrying them (route-preload.ts).
 */
export const INBOX_PAGE_SIZE = 50;

export const inboxKeys = {
  list: (companyId: number) => ['company', companyId, 'inbox'] as const,
  memo: (companyId: number, memoId: number) => ['company', companyId, 'inbox-memo', memoId] as const,
};

/** The caller's inbox, its first page (also in an employee's Home as the server renders it). */
export const inboxQuery = (companyId: number) =>
  queryOptions({
    queryKey: inboxKeys.list(companyId),
    ...apiPostRead<TInbox>('app/employee-messages', { company_id: companyId, per_page: INBOX_PAGE_SIZE }),
  });
