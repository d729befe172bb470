import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MediaSort,
  MediaTypeCategory,
  TMediaFile,
  TMediaFileAnswer,
  TMediaPage,
  TMediaUpdateRequest,
} from '@teamline/shared';
import { api } from './http';
import { type UploadOptions, uploadForm } from './upload';

/** Spec §7 Media and upload: the company's media library (media/list, create, update, delete). */

/** media/list's body besides company_id (ZMediaListRequest). */
export interface MediaListParams {
  page: number;
  terms: string;
  sort_by: MediaSort;
  sort_direction: 'asc' | 'desc';
  filters: { audiences: number[]; locations: number[]; type_category: MediaTypeCategory[] };
}
/** company/media's query besides company_id (ZCompanyMediaQuery). */
export interface MediaPickerParams {
  page: number;
  terms: string;
  type_category?: MediaTypeCategory;
}
export type MediaUpdateBody = Omit<TMediaUpdateRequest, 'company_id'>;

/** The server's default limit of a library file (MEDIA_LIBRARY_MAX_BYTES); a server set lower answers 413. */
export const LIBRARY_MAX_BYTES = 200 * 1024 * 1024;

/** What one file of an upload sends besides its bytes (spec §3 Media create). */
export interface MediaCreateBody {
  name: string;
  content: string;
  location_ids: number[];
  audience_ids: number[];
  recipient_ids: number[];
  viewable: boolean;
}

export const mediaKeys = {
  all: (companyId: number) => ['company', companyId, 'media'] as const,
  list: (companyId: number, params: MediaListParams) =>
    ['company', companyId, 'media', 'list', params] as const,
  picker: (companyId: number, params: MediaPickerParams) =>
    ['company', companyId, 'media', 'picker', params] as const,
};

export const mediaLibraryApi = {
  list: (companyId: number, params: MediaListParams) =>
    api.post<TMediaPage>('media/list', { company_id: companyId, ...params }),
  /** The library as memo compose and templates pick from it (GET company/media). */
  picker: (companyId: number, params: MediaPickerParams) =>
    api.get<TMediaPage>('company/media', { company_id: companyId, ...params }),
  /**
   * Multipart (spec §3 Media create: file, name, company_id, recipient_ids, location_ids,
   * audience_ids; content and viewable beside them), with its progress; a dropped connection is
   * retried with the same Idempotency-Key (`opts.idempotencyKey`).
   */
  create: (companyId: number, file: File, body: MediaCreateBody, opts: UploadOptions) => {
    const form = new FormData();
    form.append('company_id', String(companyId));
    form.append('name', body.name);
    if (body.content) form.append('content', body.content);
    form.append('location_ids', body.location_ids.join(','));
    form.append('audience_ids', body.audience_ids.join(','));
    form.append('recipient_ids', body.recipient_ids.join(','));
    form.append('viewable', body.viewable ? 'true' : 'false');
    form.append('file', file, file.name);
    return uploadForm<TMediaFileAnswer>('media/create', form, opts);
  },
  update: (companyId: number, body: MediaUpdateBody) =>
    api.put<TMediaFileAnswer>('media/update', { company_id: companyId, ...body }),
  remove: (companyId: number, id: number) =>
    api.delete<{ id: number }>('media/delete', { company_id: companyId, id }),
};

export function useMediaList(companyId: number, params: MediaListParams) {
  return useQuery({
    queryKey: mediaKeys.list(companyId, params),
    queryFn: () => mediaLibraryApi.list(companyId, params),
    placeholderData: keepPreviousData,
  });
}

export function useMediaPicker(companyId: number, params: MediaPickerParams, enabled: boolean) {
  return useQuery({
    queryKey: mediaKeys.picker(companyId, params),
    queryFn: () => mediaLibraryApi.picker(companyId, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Edit and delete; the library's lists refresh after each. */
export function useMediaLibraryActions(companyId: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: mediaKeys.all(companyId) });
  return {
    update: useMutation({
      mutationFn: (body: MediaUpdateBody) => mediaLibraryApi.update(companyId, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (file: Pick<TMediaFile, 'id'>) => mediaLibraryApi.remove(companyId, file.id),
      onSuccess,
    }),
  };
}
