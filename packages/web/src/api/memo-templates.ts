import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCommunityCategories,
  TCommunityTemplate,
  TMemo,
  TMemoTemplate,
  TMemoTemplateCreateRequest,
  TMemoTemplateShareRequest,
  TMemoTemplatesPage,
  TMemoTemplatesQuery,
  TMemoTemplateUpdateRequest,
} from '@teamline/shared';
import { api } from './http';

/** Spec §7 Memo templates: the company's templates and the community (`/api/memo-templates/`). */

export type TemplateListParams = Omit<TMemoTemplatesQuery, 'company_id'>;
export type TemplateCreateBody = Omit<TMemoTemplateCreateRequest, 'company_id'>;
export type TemplateUpdateBody = Omit<TMemoTemplateUpdateRequest, 'company_id'>;
export type TemplateShareBody = Omit<TMemoTemplateShareRequest, 'company_id'>;

export const templateKeys = {
  all: (companyId: number) => ['company', companyId, 'memo-templates'] as const,
  list: (companyId: number, params: TemplateListParams) =>
    ['company', companyId, 'memo-templates', 'list', params] as const,
  one: (companyId: number, id: number) => ['company', companyId, 'memo-templates', 'one', id] as const,
  shared: (companyId: number, id: number) => ['company', companyId, 'memo-templates', 'shared', id] as const,
  categories: (companyId: number) =>
    ['company', companyId, 'memo-templates', 'community-categories'] as const,
};

const scoped = (companyId: number, id: number) => ({ company_id: companyId, id });

export const templatesApi = {
  list: (companyId: number, params: TemplateListParams) =>
    api.post<TMemoTemplatesPage>('memo-templates/list', { company_id: companyId, ...params }),
  get: (companyId: number, id: number) => api.get<TMemoTemplate>('memo-templates/get', scoped(companyId, id)),
  create: (companyId: number, body: TemplateCreateBody) =>
    api.post<TMemoTemplate>('memo-templates/create', { company_id: companyId, ...body }),
  update: (companyId: number, body: TemplateUpdateBody) =>
    api.put<TMemoTemplate>('memo-templates/update', { company_id: companyId, ...body }),
  remove: (companyId: number, id: number) => api.delete<null>('memo-templates/delete', scoped(companyId, id)),
  archive: (companyId: number, id: number, archived: boolean) =>
    api.put<TMemoTemplate>(
      archived ? 'memo-templates/archive' : 'memo-templates/unarchive',
      scoped(companyId, id),
    ),
  /** A new draft memo from the template, to open in compose. */
  startMemo: (companyId: number, id: number) => api.post<TMemo>('memo-templates/use', scoped(companyId, id)),
  shared: (companyId: number, id: number) =>
    api.get<TCommunityTemplate>('memo-templates/share', scoped(companyId, id)),
  /** The categories the community's templates have (the Community page's filter). */
  communityCategories: (companyId: number) =>
    api.get<TCommunityCategories>('memo-templates/share/categories', { company_id: companyId }),
  share: (companyId: number, body: TemplateShareBody, update: boolean) =>
    update
      ? api.put<TMemoTemplate>('memo-templates/share', { company_id: companyId, ...body })
      : api.post<TMemoTemplate>('memo-templates/share', { company_id: companyId, ...body }),
  /** Multipart, as memo media: file, id, company_id. Answers the template. */
  attach: (companyId: number, id: number, file: File) => {
    const form = new FormData();
    form.append('company_id', String(companyId));
    form.append('id', String(id));
    form.append('file', file, file.name);
    return api.put<TMemoTemplate>('memo-templates/media', form);
  },
  /** A file of the company's media library instead of a file (multipart: media_id, id, company_id). */
  attachLibrary: (companyId: number, id: number, mediaId: number) => {
    const form = new FormData();
    form.append('company_id', String(companyId));
    form.append('id', String(id));
    form.append('media_id', String(mediaId));
    return api.put<TMemoTemplate>('memo-templates/media', form);
  },
  detach: (companyId: number, id: number, mediaId: number) =>
    api.delete<TMemoTemplate>('memo-templates/media', { company_id: companyId, id, media_id: mediaId }),
  /** Copies a community template (its community id) into the company's templates. */
  copyShared: (companyId: number, id: number) =>
    api.post<TMemoTemplate>('memo-templates/share/use', scoped(companyId, id)),
};

export function useTemplateList(companyId: number, params: TemplateListParams) {
  return useQuery({
    queryKey: templateKeys.list(companyId, params),
    queryFn: () => templatesApi.list(companyId, params),
    placeholderData: keepPreviousData,
  });
}

export function useTemplate(companyId: number, id: number) {
  return useQuery({
    queryKey: templateKeys.one(companyId, id),
    queryFn: () => templatesApi.get(companyId, id),
    enabled: id > 0,
    retry: false,
  });
}

export function useCommunityCategories(companyId: number) {
  return useQuery({
    queryKey: templateKeys.categories(companyId),
    queryFn: () => templatesApi.communityCategories(companyId),
    staleTime: 60_000,
  });
}

export function useSharedTemplate(companyId: number, id: number) {
  return useQuery({
    queryKey: templateKeys.shared(companyId, id),
    queryFn: () => templatesApi.shared(companyId, id),
    enabled: id > 0,
    retry: false,
  });
}

/** Every write refreshes the template lists and records (the community's too). */
export function useTemplateActions(companyId: number) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: templateKeys.all(companyId) });
  const put = (t: TMemoTemplate) => {
    qc.setQueryData(templateKeys.one(companyId, t.id), t);
    void refresh();
  };
  return {
    create: useMutation({
      mutationFn: (b: TemplateCreateBody) => templatesApi.create(companyId, b),
      onSuccess: put,
    }),
    update: useMutation({
      mutationFn: (b: TemplateUpdateBody) => templatesApi.update(companyId, b),
      onSuccess: put,
    }),
    remove: useMutation({
      mutationFn: (id: number) => templatesApi.remove(companyId, id),
      onSuccess: (_d, id) => {
        qc.removeQueries({ queryKey: templateKeys.one(companyId, id) });
        void refresh();
      },
    }),
    archive: useMutation({
      mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
        templatesApi.archive(companyId, id, archived),
      onSuccess: put,
    }),
    start: useMutation({
      mutationFn: (id: number) => templatesApi.startMemo(companyId, id),
      onSuccess: () => {
        void refresh();
        void qc.invalidateQueries({ queryKey: ['company', companyId, 'memos'] });
      },
    }),
    share: useMutation({
      mutationFn: ({ body, update }: { body: TemplateShareBody; update: boolean }) =>
        templatesApi.share(companyId, body, update),
      onSuccess: put,
    }),
    attach: useMutation({
      mutationFn: ({ id, file }: { id: number; file: File }) => templatesApi.attach(companyId, id, file),
      onSuccess: put,
    }),
    attachLibrary: useMutation({
      mutationFn: ({ id, mediaId }: { id: number; mediaId: number }) =>
        templatesApi.attachLibrary(companyId, id, mediaId),
      onSuccess: put,
    }),
    detach: useMutation({
      mutationFn: ({ id, mediaId }: { id: number; mediaId: number }) =>
        templatesApi.detach(companyId, id, mediaId),
      onSuccess: put,
    }),
    copy: useMutation({ mutationFn: (id: number) => templatesApi.copyShared(companyId, id), onSuccess: put }),
  };
}
