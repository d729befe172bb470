import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TFranchiseLocations,
  TFranchisePreview,
  TFranchiseRun,
  TFranchiseStatus,
} from '@teamline/shared';
import { api } from './http';

/** The franchise location directory (spec §7 "Integration"; docs/integrations.md). Admins only. */
export const franchiseKeys = {
  all: (companyId: number) => ['company', companyId, 'franchise'] as const,
  status: (companyId: number) => ['company', companyId, 'franchise', 'status'] as const,
  locations: (companyId: number) => ['company', companyId, 'franchise', 'locations'] as const,
  runs: (companyId: number) => ['company', companyId, 'franchise', 'runs'] as const,
};

const base = 'company/integration';

export const franchiseApi = {
  status: (companyId: number) => api.get<TFranchiseStatus>(base, { company_id: companyId }),
  start: (companyId: number) =>
    api.post<{ authorize_url: string }>(`${base}/start`, { company_id: companyId }),
  saveToken: (companyId: number, state: string, code: string) =>
    api.post<TFranchiseStatus>(`${base}/token`, { company_id: companyId, state, code }),
  clear: (companyId: number) => api.post<TFranchiseStatus>(`${base}/clear`, { company_id: companyId }),
  locations: (companyId: number) =>
    api.get<TFranchiseLocations>(`${base}/locations`, { company_id: companyId }),
  add: (companyId: number, extId: string, locationId: number | null) =>
    api.post<TFranchiseLocations>(`${base}/locations/add`, {
      company_id: companyId,
      ext_id: extId,
      location_id: locationId,
    }),
  remove: (companyId: number, extId: string) =>
    api.post<TFranchiseLocations>(`${base}/locations/remove`, { company_id: companyId, ext_id: extId }),
  preview: (companyId: number) =>
    api.post<TFranchisePreview>(`${base}/location-members`, { company_id: companyId }),
  sync: (companyId: number) => api.post<TFranchiseRun>(`${base}/sync`, { company_id: companyId }),
  runs: (companyId: number) => api.get<TFranchiseRun[]>(`${base}/runs`, { company_id: companyId }),
};

export const isUnderWay = (run: TFranchiseRun | undefined | null) =>
  run?.status === 'queued' || run?.status === 'running';

export function useFranchiseStatus(companyId: number, enabled = true) {
  return useQuery({
    queryKey: franchiseKeys.status(companyId),
    queryFn: () => franchiseApi.status(companyId),
    enabled,
    retry: false,
  });
}

export function useFranchiseLocations(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: franchiseKeys.locations(companyId),
    queryFn: () => franchiseApi.locations(companyId),
    enabled,
    retry: false,
  });
}

/** The last runs; polled every second while one is under way (the progress bar follows it). */
export function useFranchiseRuns(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: franchiseKeys.runs(companyId),
    queryFn: () => franchiseApi.runs(companyId),
    enabled,
    refetchInterval: (q) => (isUnderWay(q.state.data?.[0]) ? 1000 : false),
  });
}

/** Add, remove, sync and clear; each refreshes what it changes (a finished sync refreshes Team). */
export function useFranchiseActions(companyId: number) {
  const qc = useQueryClient();
  const setLocations = (data: TFranchiseLocations) => {
    qc.setQueryData(franchiseKeys.locations(companyId), data);
    void qc.invalidateQueries({ queryKey: franchiseKeys.status(companyId) });
  };
  return {
    add: useMutation({
      mutationFn: (input: { extId: string; locationId: number | null }) =>
        franchiseApi.add(companyId, input.extId, input.locationId),
      onSuccess: setLocations,
    }),
    remove: useMutation({
      mutationFn: (extId: string) => franchiseApi.remove(companyId, extId),
      onSuccess: setLocations,
    }),
    preview: useMutation({ mutationFn: () => franchiseApi.preview(companyId) }),
    sync: useMutation({
      mutationFn: () => franchiseApi.sync(companyId),
      onSuccess: () => qc.invalidateQueries({ queryKey: franchiseKeys.runs(companyId) }),
    }),
    clear: useMutation({
      mutationFn: () => franchiseApi.clear(companyId),
      onSuccess: () => qc.invalidateQueries({ queryKey: franchiseKeys.all(companyId) }),
    }),
  };
}
