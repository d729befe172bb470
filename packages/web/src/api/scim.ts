import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TScimTokenCreated, TScimTokenList } from '@teamline/shared';
import { api } from './http';

/** SCIM provisioning tokens (docs/integrations.md, SCIM provisioning): admins only. */
export const scimKeys = {
  tokens: (companyId: number) => ['company', companyId, 'scim-tokens'] as const,
};

export const scimApi = {
  list: (companyId: number) => api.get<TScimTokenList>('company/scim-tokens', { company_id: companyId }),
  create: (companyId: number, name: string) =>
    api.post<TScimTokenCreated>('company/scim-tokens', { company_id: companyId, name }),
  revoke: (companyId: number, id: number) =>
    api.delete<null>('company/scim-tokens', { company_id: companyId, id }),
};

export function useScimTokens(companyId: number, enabled = true) {
  return useQuery({
    queryKey: scimKeys.tokens(companyId),
    queryFn: () => scimApi.list(companyId),
    enabled,
  });
}

export function useScimTokenActions(companyId: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: scimKeys.tokens(companyId) });
  return {
    create: useMutation({ mutationFn: (name: string) => scimApi.create(companyId, name), onSuccess }),
    revoke: useMutation({ mutationFn: (id: number) => scimApi.revoke(companyId, id), onSuccess }),
  };
}
