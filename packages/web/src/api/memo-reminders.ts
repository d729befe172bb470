import { useQuery } from '@tanstack/react-query';
import type { TMemoReminders } from '@teamline/shared';
import { api } from './http';

/** A memo's reminder and escalation history (GET memos/reminders; management). */
export function useMemoReminders(companyId: number, id: number) {
  return useQuery({
    // Under the memos' keys: whatever refreshes the company's memos refreshes the history too.
    queryKey: ['company', companyId, 'memos', 'reminders', id] as const,
    queryFn: () => api.get<TMemoReminders>('memos/reminders', { company_id: companyId, id }),
    enabled: id > 0,
    retry: false,
  });
}
