import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TSsoCallbackAnswer,
  TSsoLoginOption,
  TSsoSettings,
  TSsoSettingsRequest,
  TSsoStartRequest,
} from '@teamline/shared';
import { api } from './http';

/** Single sign-on: an admin's provider settings, and the login page's steps of the flow. */
export const ssoKeys = {
  settings: (companyId: number) => ['company', companyId, 'sso'] as const,
  option: (companyId: number) => ['sso', 'option', companyId] as const,
};

export const ssoApi = {
  settings: (companyId: number) => api.get<TSsoSettings | null>('company/sso', { company_id: companyId }),
  save: (body: TSsoSettingsRequest) => api.post<TSsoSettings>('company/sso', body),
  remove: (companyId: number) => api.post<null>('company/sso/remove', { company_id: companyId }),
  option: (companyId: number) => api.get<TSsoLoginOption>('sso/provider', { company_id: companyId }),
  start: (body: TSsoStartRequest) => api.post<{ url: string }>('sso/start', body),
  finish: (search: string) => api.post<TSsoCallbackAnswer>('sso/callback', { search }),
};

export function useSsoSettings(companyId: number) {
  return useQuery({ queryKey: ssoKeys.settings(companyId), queryFn: () => ssoApi.settings(companyId) });
}

export function useSaveSso(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TSsoSettingsRequest, 'company_id'>) =>
      ssoApi.save({ ...body, company_id: companyId }),
    onSuccess: (saved) => qc.setQueryData(ssoKeys.settings(companyId), saved),
  });
}

export function useRemoveSso(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => ssoApi.remove(companyId),
    onSuccess: () => qc.setQueryData(ssoKeys.settings(companyId), null),
  });
}

/** The company's sign-in button, or null when it has none (a 404 is an answer, not an error). */
export function useSsoOption(companyId: number | null) {
  return useQuery({
    queryKey: ssoKeys.option(companyId ?? 0),
    queryFn: () => ssoApi.option(companyId ?? 0).catch(() => null),
    enabled: companyId !== null,
    staleTime: 60_000,
    retry: false,
  });
}
