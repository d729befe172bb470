import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TPackage,
  TPackageCreateRequest,
  TPackagesPage,
  TPackagesQuery,
  TPackageTemplateAddRequest,
  TPackageTemplatesPage,
  TPackageTemplatesQuery,
  TPackageTemplateUpdateRequest,
  TPackageUpdateRequest,
  TPackageUseRequest,
  TTemplateSend,
} from '@teamline/shared';
import { api } from './http';

/** Spec §7 Memo template packages (`/api/memo-template-packages/`). */

export type PackageListParams = Omit<TPackagesQuery, 'company_id'>;
export type PackageTemplateParams = Omit<TPackageTemplatesQuery, 'company_id' | 'id'>;
export type PackageCreateBody = Omit<TPackageCreateRequest, 'company_id'>;
export type PackageUpdateBody = Omit<TPackageUpdateRequest, 'company_id'>;
export type StepAddBody = Omit<TPackageTemplateAddRequest, 'company_id'>;
export type StepUpdateBody = Omit<TPackageTemplateUpdateRequest, 'company_id'>;
export type PackageUseBody = Omit<TPackageUseRequest, 'company_id'>;

const P = 'memo-template-packages';

export const packageKeys = {
  all: (companyId: number) => ['company', companyId, 'memo-packages'] as const,
  list: (companyId: number, params: PackageListParams) =>
    ['company', companyId, 'memo-packages', 'list', params] as const,
  one: (companyId: number, id: number) => ['company', companyId, 'memo-packages', 'one', id] as const,
  templates: (companyId: number, id: number, params: PackageTemplateParams) =>
    ['company', companyId, 'memo-packages', 'templates', id, params] as const,
};

const scoped = (companyId: number, id: number) => ({ company_id: companyId, id });

export const packagesApi = {
  list: (companyId: number, params: PackageListParams) =>
    api.post<TPackagesPage>(`${P}/list`, { company_id: companyId, ...params }),
  templates: (companyId: number, id: number, params: PackageTemplateParams) =>
    api.post<TPackageTemplatesPage>(`${P}/list-templates`, { ...scoped(companyId, id), ...params }),
  get: (companyId: number, id: number) => api.get<TPackage>(`${P}/get`, scoped(companyId, id)),
  create: (companyId: number, body: PackageCreateBody) =>
    api.post<TPackage>(`${P}/create`, { company_id: companyId, ...body }),
  update: (companyId: number, body: PackageUpdateBody) =>
    api.put<TPackage>(`${P}/update`, { company_id: companyId, ...body }),
  remove: (companyId: number, id: number) => api.delete<null>(`${P}/delete`, scoped(companyId, id)),
  addStep: (companyId: number, body: StepAddBody) =>
    api.put<TPackage>(`${P}/template`, { company_id: companyId, ...body }),
  updateStep: (companyId: number, body: StepUpdateBody) =>
    api.put<TPackage>(`${P}/template/update`, { company_id: companyId, ...body }),
  removeStep: (companyId: number, id: number, stepId: number) =>
    api.delete<TPackage>(`${P}/template`, { ...scoped(companyId, id), step_id: stepId }),
  /** Applies the package: answers the template send it made (published, its memos scheduled). */
  use: (companyId: number, body: PackageUseBody) =>
    api.post<TTemplateSend>(`${P}/use`, { company_id: companyId, ...body }),
};

export function usePackageList(companyId: number, params: PackageListParams) {
  return useQuery({
    queryKey: packageKeys.list(companyId, params),
    queryFn: () => packagesApi.list(companyId, params),
    placeholderData: keepPreviousData,
  });
}

export function usePackage(companyId: number, id: number) {
  return useQuery({
    queryKey: packageKeys.one(companyId, id),
    queryFn: () => packagesApi.get(companyId, id),
    enabled: id > 0,
    retry: false,
  });
}

export function usePackageTemplates(
  companyId: number,
  id: number,
  params: PackageTemplateParams,
  enabled: boolean,
) {
  return useQuery({
    queryKey: packageKeys.templates(companyId, id, params),
    queryFn: () => packagesApi.templates(companyId, id, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every write puts the package it answers in the cache and refreshes the lists. */
export function usePackageActions(companyId: number) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: packageKeys.all(companyId) });
  const put = (p: TPackage) => {
    qc.setQueryData(packageKeys.one(companyId, p.id), p);
    void refresh();
  };
  return {
    create: useMutation({
      mutationFn: (b: PackageCreateBody) => packagesApi.create(companyId, b),
      onSuccess: put,
    }),
    update: useMutation({
      mutationFn: (b: PackageUpdateBody) => packagesApi.update(companyId, b),
      onSuccess: put,
    }),
    remove: useMutation({
      mutationFn: (id: number) => packagesApi.remove(companyId, id),
      onSuccess: (_d, id) => {
        qc.removeQueries({ queryKey: packageKeys.one(companyId, id) });
        void refresh();
      },
    }),
    addStep: useMutation({
      mutationFn: (b: StepAddBody) => packagesApi.addStep(companyId, b),
      onSuccess: put,
    }),
    updateStep: useMutation({
      mutationFn: (b: StepUpdateBody) => packagesApi.updateStep(companyId, b),
      onSuccess: put,
    }),
    removeStep: useMutation({
      mutationFn: ({ id, stepId }: { id: number; stepId: number }) =>
        packagesApi.removeStep(companyId, id, stepId),
      onSuccess: put,
    }),
    use: useMutation({
      mutationFn: (b: PackageUseBody) => packagesApi.use(companyId, b),
      onSuccess: () => void refresh(),
    }),
  };
}
