import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role, TCompanyInvitation, TEmployee } from '@teamline/shared';
import { api } from './http';

export interface InvitePersonInput {
  name: string;
  phone?: string;
  email?: string;
  role: Role;
}

export const invitationKeys = {
  pending: (companyId: number) => ['company', companyId, 'invitations'] as const,
};

/** Settings › Team Invitations: invite, list the pending ones, resend, revoke. */
export const invitationsApi = {
  invite: (companyId: number, body: InvitePersonInput) =>
    api.post<TEmployee>('employees/invite', { company_id: companyId, ...body }),
  pending: (companyId: number) =>
    api.get<TCompanyInvitation[]>('company/invitations', { company_id: companyId }),
  resend: (companyId: number, id: number) =>
    api.post<TCompanyInvitation>('company/invitations/resend', { company_id: companyId, id }),
  revoke: (companyId: number, id: number) =>
    api.post<null>('company/invitations/revoke', { company_id: companyId, id }),
};

export function usePendingInvitations(companyId: number, enabled = true) {
  return useQuery({
    queryKey: invitationKeys.pending(companyId),
    queryFn: () => invitationsApi.pending(companyId),
    enabled,
  });
}

/** The three writes of the screen; each refreshes the pending list when it succeeds. */
export function useInvitationActions(companyId: number) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: invitationKeys.pending(companyId) });
  return {
    invite: useMutation({
      mutationFn: (body: InvitePersonInput) => invitationsApi.invite(companyId, body),
      onSuccess: refresh,
    }),
    resend: useMutation({
      mutationFn: (id: number) => invitationsApi.resend(companyId, id),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (id: number) => invitationsApi.revoke(companyId, id),
      onSuccess: refresh,
    }),
  };
}
