import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCheckinTopic, TEmailAlerts, TMemoSettings } from '@teamline/shared';
import { api } from './http';
import { templateKeys } from './memo-templates';
import { userKeys } from './user';

/** Settings › Memos: memo defaults and categories, and the admins' e-mail alerts (spec §7). */
export const settingsKeys = {
  memos: (companyId: number) => ['company', companyId, 'settings', 'memos'] as const,
  emailAlerts: (companyId: number) => ['company', companyId, 'settings', 'email-alerts'] as const,
  checkinTopics: (companyId: number) => ['company', companyId, 'settings', 'checkin-topics'] as const,
};

export const settingsApi = {
  memos: (companyId: number) => api.get<TMemoSettings>('settings/memos', { company_id: companyId }),
  saveMemos: (companyId: number, body: Partial<TMemoSettings>) =>
    api.post<TMemoSettings>('settings/memos', { company_id: companyId, ...body }),
  emailAlerts: (companyId: number) =>
    api.get<TEmailAlerts>('settings/email-alerts', { company_id: companyId }),
  saveEmailAlerts: (companyId: number, body: Partial<TEmailAlerts>) =>
    api.post<TEmailAlerts>('settings/email-alerts', { company_id: companyId, ...body }),
  checkinTopics: (companyId: number) =>
    api.get<TCheckinTopic[]>('company/checkins', { company_id: companyId }),
  saveCheckinTopics: (companyId: number, topics: string[]) =>
    api.post<TCheckinTopic[]>('company/checkins', { company_id: companyId, topics }),
};

export function useMemoSettings(companyId: number) {
  return useQuery({ queryKey: settingsKeys.memos(companyId), queryFn: () => settingsApi.memos(companyId) });
}

/**
 * Saving also refreshes the company details, which hand the category lists to the memo screens,
 * and the templates, whose can_share follows template_sharing.
 */
export function useSaveMemoSettings(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<TMemoSettings>) => settingsApi.saveMemos(companyId, body),
    onSuccess: (saved) => {
      qc.setQueryData(settingsKeys.memos(companyId), saved);
      return Promise.all([
        qc.invalidateQueries({ queryKey: userKeys.company(companyId) }),
        qc.invalidateQueries({ queryKey: templateKeys.all(companyId) }),
      ]);
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

export function useCheckinTopics(companyId: number) {
  return useQuery({
    queryKey: settingsKeys.checkinTopics(companyId),
    queryFn: () => settingsApi.checkinTopics(companyId),
  });
}

/** Replaces the whole list, in its order; the company details carry the topics too. */
export function useSaveCheckinTopics(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (topics: string[]) => settingsApi.saveCheckinTopics(companyId, topics),
    onSuccess: (saved) => {
      qc.setQueryData(settingsKeys.checkinTopics(companyId), saved);
      return qc.invalidateQueries({ queryKey: userKeys.company(companyId) });
    },
  });
}
