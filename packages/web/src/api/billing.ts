import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillingInterval,
  TBillingAcknowledge,
  TBillingSubscription,
  TBillingSummary,
  TBillingUrls,
  TCompany,
  TCoveredLocations,
} from '@teamline/shared';
import { api } from './http';
import { userApi, userKeys } from './user';

/** Settings › Subscription and the payment pages (spec §2, §3 Billing, §7 billing calls). */
export const billingKeys = {
  all: (companyId: number) => ['company', companyId, 'billing'] as const,
  summary: (companyId: number) => ['company', companyId, 'billing', 'summary'] as const,
  acknowledge: (companyId: number, sessionId: string | null) =>
    ['company', companyId, 'billing', 'acknowledge', sessionId] as const,
};

export interface BillingUrlOptions {
  interval?: BillingInterval;
  locations?: TCoveredLocations;
}

export const billingApi = {
  summary: (companyId: number) => api.post<TBillingSummary>('billing/summary', { company_id: companyId }),
  urls: (companyId: number, opts: BillingUrlOptions = {}) =>
    api.post<TBillingUrls>('company/billing/url', { company_id: companyId, ...opts }),
  acknowledge: (companyId: number, sessionId: string | null) =>
    api.get<TBillingAcknowledge>('billing/acknowledge', {
      company_id: companyId,
      session_id: sessionId ?? undefined,
    }),
  updateSubscription: (companyId: number, locations: TCoveredLocations) =>
    api.put<TBillingSubscription>('billing/subscription', { company_id: companyId, locations }),
};

/** The Subscription page's summary (admins only); `enabled` false asks nothing. */
export function useBillingSummary(companyId: number, enabled = true) {
  return useQuery({
    queryKey: billingKeys.summary(companyId),
    queryFn: () => billingApi.summary(companyId),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * After fetching billing URLs or updating billing the company is refreshed and the banner
 * recomputed (spec §4): the company details and the summary are read again.
 */
function useRefreshBilling(companyId: number) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: userKeys.company(companyId) }),
      qc.invalidateQueries({ queryKey: billingKeys.summary(companyId) }),
    ]);
}

/**
 * POST company/billing/url: checkout (to subscribe) or the billing portal (to manage). A failure is
 * swallowed and answers null (spec §8), so a caller shows nothing broken.
 */
export function useBillingUrls(companyId: number) {
  const refresh = useRefreshBilling(companyId);
  return useMutation({
    mutationFn: async (opts: BillingUrlOptions): Promise<TBillingUrls | null> => {
      try {
        return await billingApi.urls(companyId, opts);
      } catch {
        return null;
      }
    },
    onSuccess: () => refresh(),
  });
}

/** PUT billing/subscription: the locations covered from now on. */
export function useUpdateCoveredLocations(companyId: number) {
  const refresh = useRefreshBilling(companyId);
  return useMutation({
    mutationFn: (locations: TCoveredLocations) => billingApi.updateSubscription(companyId, locations),
    onSuccess: () => refresh(),
  });
}

/**
 * GET billing/acknowledge once, back from checkout: the server reads the subscription from the
 * provider; its fields go straight into the company (the banner goes at once), then both refresh.
 */
export function useAcknowledgePayment(companyId: number, sessionId: string | null, enabled: boolean) {
  const qc = useQueryClient();
  const refresh = useRefreshBilling(companyId);
  return useQuery({
    queryKey: billingKeys.acknowledge(companyId, sessionId),
    queryFn: async () => {
      const answer = await billingApi.acknowledge(companyId, sessionId);
      const { status: _status, ...fields } = answer;
      qc.setQueryData<TCompany>(userKeys.company(companyId), (company) =>
        company ? { ...company, ...fields } : company,
      );
      await refresh();
      return answer;
    },
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The team's admins' names (company/managers, which every member may read), to say whom to ask. */
export function useAdminNames(companyId: number, enabled: boolean) {
  const managers = useQuery({
    queryKey: userKeys.managers(companyId),
    queryFn: () => userApi.managers(companyId),
    enabled,
    staleTime: 60_000,
  });
  return (managers.data ?? []).filter((m) => m.role === 'admin').map((m) => m.name);
}
