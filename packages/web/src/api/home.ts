import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMemoResponseBundle } from '@teamline/shared';
import { showErrorToast } from '../stores/toasts';
import { homeKeys, homeQuery } from './home-query';
import { api } from './http';
import { applyBundle } from './inbox';

export { homeKeys } from './home-query';

/** GET home (spec §7 Employee app): the caller's own follow-up state (open check-in, raised hand). */
export function useHome(companyId: number) {
  return useQuery(homeQuery(companyId));
}

type FollowupAction =
  | { kind: 'raise'; note: string; urgent: boolean }
  | { kind: 'close'; id: number }
  | { kind: 'checkin'; id: number; note: string };

/** Raise a hand, close it, check in: each answers the bundle; the inbox and Home follow it. */
export function useEmployeeFollowup(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: FollowupAction): Promise<TMemoResponseBundle> => {
      switch (action.kind) {
        case 'raise':
          return api.post('employee-hand/raise', {
            company_id: companyId,
            note: action.note.trim(),
            is_urgent: action.urgent,
          });
        case 'close':
          return api.post('employee-hand/acknowledge', { company_id: companyId, id: action.id });
        case 'checkin':
          return api.post('employee-checkin/acknowledge', {
            company_id: companyId,
            id: action.id,
            note: action.note.trim(),
          });
      }
    },
    onSuccess: (bundle) => {
      applyBundle(qc, companyId, bundle);
      return qc.invalidateQueries({ queryKey: homeKeys.mine(companyId) });
    },
    onError: (error) => showErrorToast(error),
  });
}
