import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TMediaFile,
  TMediaFileAnswer,
  TMediaListRequest,
  TMediaPage,
  TMediaViewersPage,
} from '@teamline/shared';
import { ApiError, api } from './http';

/**
 * The Files screen's calls (spec §7 Media and upload; shapes in @teamline/shared media-library.ts):
 * media/list answers each caller what is theirs (management every file of the company, an
 * employee the files targeted to them), media/get one file, media/view records an opening,
 * media/viewers who opened a file (management).
 */

export type FileListParams = Omit<TMediaListRequest, 'company_id'>;

/** Under the company's 'media' key, so whatever changes the library refreshes these too. */
export const fileKeys = {
  all: (companyId: number) => ['company', companyId, 'media'] as const,
  list: (companyId: number, params: FileListParams) =>
    ['company', companyId, 'media', 'files', params] as const,
  one: (companyId: number, id: number) => ['company', companyId, 'media', 'file', id] as const,
  viewers: (companyId: number, id: number, page: number) =>
    ['company', companyId, 'media', 'viewers', id, page] as const,
};

export const filesApi = {
  list: (companyId: number, params: FileListParams) =>
    api.post<TMediaPage>('media/list', { company_id: companyId, ...params }),
  get: (companyId: number, id: number) =>
    api.get<TMediaFileAnswer>('media/get', { company_id: companyId, id }).then((a) => a.media),
  view: (companyId: number, id: number) =>
    api.post<TMediaFileAnswer>('media/view', { company_id: companyId, id }).then((a) => a.media),
  viewers: (companyId: number, id: number, page: number) =>
    api.get<TMediaViewersPage>('media/viewers', { company_id: companyId, id, page, per_page: 20 }),
};

/** A page of files; the last page stays on screen while the next loads. */
export function useFileList(companyId: number, params: FileListParams, enabled = true) {
  return useQuery({
    queryKey: fileKeys.list(companyId, params),
    queryFn: () => filesApi.list(companyId, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One file (null: none), for a viewer opened from the address when the file is not on the page shown. */
export function useFile(companyId: number, id: number | null) {
  return useQuery<TMediaFile>({
    queryKey: fileKeys.one(companyId, id ?? 0),
    queryFn: () => filesApi.get(companyId, id ?? 0),
    enabled: id !== null,
    // A file that is not there, or not the caller's (404), is final; other failures get one more try.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}

/** Records that the caller opened a file; the lists learn its viewed_at and view_count, Viewed by its row. */
export function useRecordView(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => filesApi.view(companyId, id),
    onSuccess: async (media) => {
      qc.setQueryData(fileKeys.one(companyId, media.id), media);
      const keys = (['files', 'viewers'] as const).map((part) => [...fileKeys.all(companyId), part]);
      // A first fetch still in flight (Viewed by, asked as the viewer opened) is not refetched by
      // an invalidation: it would answer from before this view. Cancel it, then fetch again.
      await Promise.all(keys.map((queryKey) => qc.cancelQueries({ queryKey })));
      await Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
  });
}

/** Who opened a file (management), a page of 20 at a time. */
export function useFileViewers(companyId: number, id: number, page: number) {
  return useQuery({
    queryKey: fileKeys.viewers(companyId, id, page),
    queryFn: () => filesApi.viewers(companyId, id, page),
    placeholderData: keepPreviousData,
  });
}
