import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TScheduledSend,
  TScheduledSendCreateRequest,
  TScheduledSendsPage,
  TScheduledSendsQuery,
  TScheduledSendUpdateRequest,
  TSendablesPage,
  TSendablesQuery,
} from '@teamline/shared';
import { api } from './http';

/** Spec §7 Scheduled sends (`/api/scheduled-sends/`): the Scheduler's calls. */

export type ScheduleListParams = Omit<TScheduledSendsQuery, 'company_id'>;
export type SendableParams = Omit<TSendablesQuery, 'company_id'>;
export type ScheduleCreateBody = Omit<TScheduledSendCreateRequest, 'company_id'>;
export type ScheduleUpdateBody = Omit<TScheduledSendUpdateRequest, 'company_id'>;

export const scheduleKeys = {
  all: (companyId: number) => ['company', companyId, 'scheduled-sends'] as const,
  list: (companyId: number, params: ScheduleListParams) =>
    ['company', companyId, 'scheduled-sends', 'list', params] as const,
  sendables: (companyId: number, params: SendableParams) =>
    ['company', companyId, 'scheduled-sends', 'sendables', params] as const,
};

export const schedulesApi = {
  list: (companyId: number, params: ScheduleListParams) =>
    api.post<TScheduledSendsPage>('scheduled-sends/list', { company_id: companyId, ...params }),
  sendables: (companyId: number, params: SendableParams) =>
    api.post<TSendablesPage>('scheduled-sends/list-sendables', { company_id: companyId, ...params }),
  get: (companyId: number, id: number) =>
    api.get<TScheduledSend>('scheduled-sends/get', { company_id: companyId, id }),
  create: (companyId: number, body: ScheduleCreateBody) =>
    api.post<TScheduledSend>('scheduled-sends/create', { company_id: companyId, ...body }),
  update: (companyId: number, body: ScheduleUpdateBody) =>
    api.put<TScheduledSend>('scheduled-sends/update', { company_id: companyId, ...body }),
  remove: (companyId: number, id: number) =>
    api.delete<null>('scheduled-sends/delete', { company_id: companyId, id }),
};

export function useScheduleList(companyId: number, params: ScheduleListParams) {
  return useQuery({
    queryKey: scheduleKeys.list(companyId, params),
    queryFn: () => schedulesApi.list(companyId, params),
    placeholderData: keepPreviousData,
  });
}

export function useSendables(companyId: number, params: SendableParams) {
  return useQuery({
    queryKey: scheduleKeys.sendables(companyId, params),
    queryFn: () => schedulesApi.sendables(companyId, params),
    placeholderData: keepPreviousData,
  });
}

/** Create, update (an edit, or a drag in the calendar) and delete; every list is refetched after. */
export function useScheduleActions(companyId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: scheduleKeys.all(companyId) });
  return {
    create: useMutation({
      mutationFn: (body: ScheduleCreateBody) => schedulesApi.create(companyId, body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (body: ScheduleUpdateBody) => schedulesApi.update(companyId, body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => schedulesApi.remove(companyId, id),
      onSuccess: refresh,
    }),
  };
}
