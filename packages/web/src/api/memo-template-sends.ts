import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TTemplateSendCreateRequest,
  TTemplateSendDetail,
  TTemplateSendMemoRequest,
  TTemplateSendsPage,
  TTemplateSendsQuery,
  TTemplateSendUpdateRequest,
} from '@teamline/shared';
import { api, newIdempotencyKey } from './http';
import { memoKeys } from './memos';

/** Spec §7 Memo template sends (`/api/memo-template-sends/`): batches of memos made from templates. */

export type SendListParams = Omit<TTemplateSendsQuery, 'company_id'>;
export type SendCreateBody = Omit<TTemplateSendCreateRequest, 'company_id'>;
export type SendUpdateBody = Omit<TTemplateSendUpdateRequest, 'company_id'>;
export type SendMemoBody = Omit<TTemplateSendMemoRequest, 'company_id'>;

export const sendKeys = {
  all: (companyId: number) => ['company', companyId, 'memo-template-sends'] as const,
  list: (companyId: number, params: SendListParams) =>
    ['company', companyId, 'memo-template-sends', 'list', params] as const,
  one: (companyId: number, id: number) => ['company', companyId, 'memo-template-sends', 'one', id] as const,
};

export { newIdempotencyKey };

const scoped = (companyId: number, id: number) => ({ company_id: companyId, id });
const keyed = (key: string) => ({ 'Idempotency-Key': key });

export const sendsApi = {
  list: (companyId: number, params: SendListParams) =>
    api.post<TTemplateSendsPage>('memo-template-sends/list', { company_id: companyId, ...params }),
  get: (companyId: number, id: number) =>
    api.get<TTemplateSendDetail>('memo-template-sends/get', { ...scoped(companyId, id), per_page: 1 }),
  create: (companyId: number, body: SendCreateBody, key: string) =>
    api.post<TTemplateSendDetail>(
      'memo-template-sends/create',
      { company_id: companyId, ...body },
      keyed(key),
    ),
  update: (companyId: number, body: SendUpdateBody) =>
    api.put<TTemplateSendDetail>('memo-template-sends/update', { company_id: companyId, ...body }),
  /** Save as draft: update, refused for anything but a draft. */
  saveDraft: (companyId: number, body: SendUpdateBody) =>
    api.post<TTemplateSendDetail>('memo-template-sends/drafts', { company_id: companyId, ...body }),
  publish: (companyId: number, id: number, key: string) =>
    api.post<TTemplateSendDetail>('memo-template-sends/publish', scoped(companyId, id), keyed(key)),
  archive: (companyId: number, id: number, archived: boolean) =>
    api.put<TTemplateSendDetail>(
      archived ? 'memo-template-sends/archive' : 'memo-template-sends/unarchive',
      scoped(companyId, id),
    ),
  remove: (companyId: number, id: number) =>
    api.delete<null>('memo-template-sends/delete', scoped(companyId, id)),
  removeList: (companyId: number, ids: number[]) =>
    api.delete<null>('memo-template-sends/delete/list', { company_id: companyId, ids }),
  /** Edits a memo (memo_id) or adds one from a template (template_id). */
  saveMemo: (companyId: number, body: SendMemoBody) =>
    api.put<TTemplateSendDetail>('memo-template-sends/memo', { company_id: companyId, ...body }),
  removeMemo: (companyId: number, id: number, memoId: number) =>
    api.delete<TTemplateSendDetail>('memo-template-sends/memo', {
      ...scoped(companyId, id),
      memo_id: memoId,
    }),
  /** Multipart: a file for one memo of the send. */
  attach: (companyId: number, id: number, memoId: number, file: File) => {
    const form = new FormData();
    form.append('company_id', String(companyId));
    form.append('id', String(id));
    form.append('memo_id', String(memoId));
    form.append('file', file, file.name);
    return api.post<TTemplateSendDetail>('memo-template-sends/memo/media', form);
  },
  /** Multipart: one file for every memo of the send (a copy each). */
  attachEvery: (companyId: number, id: number, file: File) => {
    const form = new FormData();
    form.append('company_id', String(companyId));
    form.append('id', String(id));
    form.append('file', file, file.name);
    return api.put<TTemplateSendDetail>('memo-template-sends/media', form);
  },
  detach: (companyId: number, id: number, memoId: number, mediaId: number) =>
    api.delete<TTemplateSendDetail>('memo-template-sends/memo/media', {
      ...scoped(companyId, id),
      memo_id: memoId,
      media_id: mediaId,
    }),
};

export function useSendList(companyId: number, params: SendListParams, enabled = true) {
  return useQuery({
    queryKey: sendKeys.list(companyId, params),
    queryFn: () => sendsApi.list(companyId, params),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useSend(companyId: number, id: number) {
  return useQuery({
    queryKey: sendKeys.one(companyId, id),
    queryFn: () => sendsApi.get(companyId, id),
    enabled: id > 0,
    retry: false,
  });
}

/** Every write puts the answered send in place and refreshes the send lists and the memo lists. */
export function useSendActions(companyId: number) {
  const qc = useQueryClient();
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: [...sendKeys.all(companyId), 'list'] });
    void qc.invalidateQueries({ queryKey: memoKeys.all(companyId) });
  };
  const put = (send: TTemplateSendDetail) => {
    qc.setQueryData(sendKeys.one(companyId, send.id), send);
    refresh();
  };
  const gone = (ids: number[]) => {
    for (const id of ids) qc.removeQueries({ queryKey: sendKeys.one(companyId, id) });
    refresh();
  };
  return {
    create: useMutation({
      mutationFn: ({ body, key }: { body: SendCreateBody; key: string }) =>
        sendsApi.create(companyId, body, key),
      onSuccess: put,
    }),
    update: useMutation({ mutationFn: (b: SendUpdateBody) => sendsApi.update(companyId, b), onSuccess: put }),
    saveDraft: useMutation({
      mutationFn: (b: SendUpdateBody) => sendsApi.saveDraft(companyId, b),
      onSuccess: put,
    }),
    publish: useMutation({
      mutationFn: ({ id, key }: { id: number; key: string }) => sendsApi.publish(companyId, id, key),
      onSuccess: put,
    }),
    archive: useMutation({
      mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
        sendsApi.archive(companyId, id, archived),
      onSuccess: put,
    }),
    remove: useMutation({
      mutationFn: (ids: number[]) =>
        ids.length === 1 ? sendsApi.remove(companyId, ids[0] as number) : sendsApi.removeList(companyId, ids),
      onSuccess: (_d, ids) => gone(ids),
    }),
    saveMemo: useMutation({
      mutationFn: (b: SendMemoBody) => sendsApi.saveMemo(companyId, b),
      onSuccess: put,
    }),
    removeMemo: useMutation({
      mutationFn: ({ id, memoId }: { id: number; memoId: number }) =>
        sendsApi.removeMemo(companyId, id, memoId),
      onSuccess: put,
    }),
    attach: useMutation({
      mutationFn: ({ id, memoId, file }: { id: number; memoId: number; file: File }) =>
        sendsApi.attach(companyId, id, memoId, file),
      onSuccess: put,
    }),
    attachEvery: useMutation({
      mutationFn: ({ id, file }: { id: number; file: File }) => sendsApi.attachEvery(companyId, id, file),
      onSuccess: put,
    }),
    detach: useMutation({
      mutationFn: ({ id, memoId, mediaId }: { id: number; memoId: number; mediaId: number }) =>
        sendsApi.detach(companyId, id, memoId, mediaId),
      onSuccess: put,
    }),
  };
}
