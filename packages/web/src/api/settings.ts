import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEmailAlerts, TMemoSettings } from '@teamline/shared';
import { api } from './http';
import { userKeys } from './user';

/** Settings › Memos: memo defaults and categories, and the admins' e-mail alerts (spec §7). */
export const settingsKeys = {
  memos: (companyId: number) => ['company', companyId, 'settings', 'memos'] as const,
  emailAlerts: (companyId: number) => ['company', companyId, 'settings', 'email-alerts'] as const,
};

export const settingsApi = {
  memos: (companyId: number) => api.get<TMemoSettings>('settings/memos', { company_id: companyId }),
  saveMemos: (companyId: number, body: Partial<TMemoSettings>) =>
    api.post<TMemoSettings>('settings/memos', { company_id: companyId, ...body }),
  emailAlerts: (companyId: number) =>
    api.get<TEmailAlerts>('settings/email-alerts', { company_id: companyId }),
  saveEmailAlerts: (companyId: number, body: Partial<TEmailAlerts>) =>
    api.post<TEmailAlerts>('settings/email-alerts', { company_id: companyId, ...body }),
};

export function useMemoSettings(companyId: number) {
  return useQuery({ queryKey: settingsKeys.memos(companyId), queryFn: () => settingsApi.memos(companyId) });
}

/** Saving also refreshes the company details, which hand the category lists to the memo screens. */
export function useSaveMemoSettings(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<TMemoSettings>) => settingsApi.saveMemos(companyId, body),
    onSuccess: (saved) => {
      qc.setQueryData(settingsKeys.memos(companyId), saved);
      return qc.invalidateQueries({ queryKey: userKeys.company(companyId) });
    },
  });
}

export function useEmailAlerts(companyId: number) {
  return useQuery({
    queryKey: settingsKeys.emailAlerts(companyId),
    queryFn: () => settingsApi.emailAlerts(companyId),
  });
}

export function useSaveEmailAlerts(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<TEmailAlerts>) => settingsApi.saveEmailAlerts(companyId, body),
    onSuccess: (saved) => qc.setQueryData(settingsKeys.emailAlerts(companyId), saved),
  });
}
