import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCelebrationResponse,
  TMemoResponseBundle,
  TMemoResponsesPage,
  TUpcomingCelebrations,
} from '@teamline/shared';
import { showErrorToast } from '../stores/toasts';
import { api } from './http';
import { applyBundle } from './inbox';
import { memoKeys } from './memos';

/** Celebrations (spec §7 Celebrations, employee-celebrate, memo-responses) for both sides. */

export const celebrationKeys = {
  upcoming: (companyId: number, days: number) =>
    ['company', companyId, 'celebrations-upcoming', days] as const,
  wall: (companyId: number, perPage: number) =>
    [...memoKeys.all(companyId), 'celebration-wall', perPage] as const,
};

export const celebrationsApi = {
  upcoming: (companyId: number, days: number) =>
    api.post<TUpcomingCelebrations>('employees/celebrations', { company_id: companyId, days }),
  wall: (companyId: number, perPage: number) =>
    api.get<TMemoResponsesPage>('memo-responses', { company_id: companyId, per_page: perPage }),
  /** A manager celebrating from the web app. */
  celebrate: (companyId: number, id: number, option: string) =>
    api.post<TCelebrationResponse>('memo-responses/celebration', { company_id: companyId, id, option }),
  /** The employee app: celebrate, or acknowledge (seen it); both answer the memo response bundle. */
  employeeCelebrate: (companyId: number, id: number, option: string) =>
    api.post<TMemoResponseBundle>('employee-celebrate', { company_id: companyId, id, option }),
  employeeAcknowledge: (companyId: number, id: number) =>
    api.post<TMemoResponseBundle>('employee-celebrate/acknowledge', { company_id: companyId, id }),
};

export function useUpcomingCelebrations(companyId: number, days = 30) {
  return useQuery({
    queryKey: celebrationKeys.upcoming(companyId, days),
    queryFn: () => celebrationsApi.upcoming(companyId, days),
    staleTime: 300_000,
  });
}

export function useCelebrationWall(companyId: number, perPage = 10) {
  return useQuery({
    queryKey: celebrationKeys.wall(companyId, perPage),
    queryFn: () => celebrationsApi.wall(companyId, perPage),
  });
}

/** A manager celebrates a celebration from its detail page; the detail and the wall refresh. */
export function useManagerCelebrate(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, option }: { id: number; option: string }) =>
      celebrationsApi.celebrate(companyId, id, option),
    onSuccess: () => qc.invalidateQueries({ queryKey: memoKeys.all(companyId) }),
    onError: (error) => showErrorToast(error),
  });
}

type EmployeeAction = { kind: 'celebrate'; option: string } | { kind: 'acknowledge' };

/** The employee celebrates a colleague or acknowledges a celebration; the inbox follows the bundle. */
export function useEmployeeCelebration(companyId: number, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: EmployeeAction) =>
      action.kind === 'celebrate'
        ? celebrationsApi.employeeCelebrate(companyId, id, action.option)
        : celebrationsApi.employeeAcknowledge(companyId, id),
    onSuccess: (bundle) => applyBundle(qc, companyId, bundle),
    onError: (error) => showErrorToast(error),
  });
}
