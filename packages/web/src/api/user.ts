import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCompany,
  TCompanySummary,
  TInvitation,
  TManager,
  TUserDetails,
  TUserLocaleRequest,
  TUserUpdateRequest,
} from '@teamline/shared';
import { useIsLoggedIn } from '../stores/auth';
import { apiGet } from './get-query';
import { api } from './http';

export const userKeys = {
  details: ['user', 'details'] as const,
  invites: ['user', 'invites'] as const,
  company: (id: number) => ['company', id, 'details'] as const,
  managers: (id: number) => ['company', id, 'managers'] as const,
};

export const userApi = {
  details: (companyId?: number | null) =>
    api.get<TUserDetails>('user/details', companyId ? { company_id: companyId } : undefined),
  companies: () => api.get<TCompanySummary[]>('user/details', { min: 'true' }),
  update: (body: TUserUpdateRequest) => api.post<TUserDetails>('user/details', body),
  setLocale: (body: TUserLocaleRequest) => api.post<null>('user/locale', body),
  setDefaultCompany: (companyId: number) => api.post<null>('user/default-company', { company_id: companyId }),
  invites: () => api.get<TInvitation[]>('company-invites/me'),
  acceptInvite: (token: string) =>
    api.post<{ company: TCompanySummary; companies: TCompanySummary[] }>('accept-invite', { token }),
  ignoreInvite: (token: string) => api.post<null>('ignore-invite', { token }),
  companyDetails: (companyId: number) => api.get<TCompany>('company/details', { company_id: companyId }),
  managers: (companyId: number) => api.get<TManager[]>('company/managers', { company_id: companyId }),
};

/** The signed-in user's details (user, companies, current company). */
export const userDetailsQuery = queryOptions({
  queryKey: userKeys.details,
  ...apiGet<TUserDetails>('user/details'),
  retry: false,
});

/** A company's details, with the caller's abilities in it. */
export const companyDetailsQuery = (companyId: number) =>
  queryOptions({
    queryKey: userKeys.company(companyId),
    ...apiGet<TCompany>('company/details', { company_id: companyId }),
    retry: false,
  });

/** The signed-in user's details; only while logged in. */
export function useUserDetails() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...userDetailsQuery, enabled: loggedIn });
}

export function useInvites() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: userKeys.invites, queryFn: userApi.invites, enabled: loggedIn });
}

export function useCompanyDetails(companyId: number | null) {
  return useQuery({ ...companyDetailsQuery(companyId ?? 0), enabled: companyId !== null });
}

/** Accept or ignore an invitation, then refresh the invitations and the user's companies. */
export function useInviteAnswer() {
  const qc = useQueryClient();
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: userKeys.invites }),
      qc.invalidateQueries({ queryKey: userKeys.details }),
    ]);
  return {
    accept: useMutation({ mutationFn: userApi.acceptInvite, onSuccess: refresh }),
    ignore: useMutation({ mutationFn: userApi.ignoreInvite, onSuccess: refresh }),
  };
}
