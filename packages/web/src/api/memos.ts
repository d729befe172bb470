import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnyMemoKind,
  TCelebrationCreateRequest,
  TEmployeeDetail,
  TIdName,
  TMemo,
  TMemoCreateRequest,
  TMemoDetail,
  TMemoRecipientsAnswer,
  TMemosPage,
  TMemosQuery,
  TMemoTranslation,
  TMemoUpdateRequest,
} from '@teamline/shared';
import { useEffect, useRef } from 'react';
import { api, download } from './http';
import { useNotifications } from './notifications';
import { useCompanyDetails } from './user';

/** Manager-side memo calls of spec §7 (Memos, Messages, Surveys, company/translate). */

export type MemoListParams = Omit<TMemosQuery, 'company_id' | 'page' | 'per_page'> & {
  page?: number;
  per_page?: number;
};
export type MemoCreateBody = Omit<TMemoCreateRequest, 'company_id'>;
export type MemoUpdateBody = Omit<TMemoUpdateRequest, 'company_id'>;
/** What compose sends: a memo request, with the celebration's fields when it is one. */
export type ComposeBody = MemoCreateBody & Partial<CelebrationFields>;
export type ComposeUpdateBody = MemoUpdateBody & Partial<CelebrationFields>;
type CelebrationFields = Pick<
  TCelebrationCreateRequest,
  'celebrated_employee_id' | 'celebration_type' | 'celebration_date'
>;
export interface Targeting {
  location_ids: number[];
  audience_ids: number[];
  recipient_ids: number[];
}
export interface TranslateBody {
  title?: string | null;
  content?: string | null;
  options?: { question: string; options: string[] }[] | null;
}

export const memoKeys = {
  all: (companyId: number) => ['company', companyId, 'memos'] as const,
  list: (companyId: number, params: MemoListParams) =>
    ['company', companyId, 'memos', 'list', params] as const,
  one: (companyId: number, id: number, page: number) =>
    ['company', companyId, 'memos', 'one', id, page] as const,
  preview: (companyId: number, t: Targeting) => ['company', companyId, 'memo-preview', t] as const,
  pickers: (companyId: number, what: string) => ['company', companyId, 'pickers', what] as const,
  me: (companyId: number) => ['company', companyId, 'me', 'employee'] as const,
};

const scoped = (companyId: number, id: number) => ({ company_id: companyId, id });

export const memosApi = {
  list: (companyId: number, params: MemoListParams) =>
    api.post<TMemosPage>('memos/list', { company_id: companyId, ...params }),
  get: (companyId: number, id: number, page = 1) =>
    api.get<TMemoDetail>('memos/get', { company_id: companyId, id, page, per_page: 50 }),
  /** Messages and surveys through memos/create; celebrations through company/celebration/new. */
  create: (companyId: number, kind: AnyMemoKind, body: ComposeBody) =>
    kind === 'celebration'
      ? api.post<TMemo>('company/celebration/new', { company_id: companyId, ...body })
      : api.post<TMemo>('memos/create', { company_id: companyId, kind, ...body }),
  update: (companyId: number, kind: AnyMemoKind, body: ComposeUpdateBody) =>
    kind === 'celebration'
      ? api.post<TMemo>('company/celebration', { company_id: companyId, ...body })
      : api.put<TMemo>('memos/update', { company_id: companyId, ...body }),
  remove: (companyId: number, kind: AnyMemoKind, id: number) =>
    api.delete<null>(kind === 'celebration' ? 'company/celebration' : 'memos/delete', scoped(companyId, id)),
  expire: (companyId: number, kind: AnyMemoKind, id: number) =>
    api.post<TMemo>(
      kind === 'celebration' ? 'company/celebration/expire' : `${kind}/expire`,
      scoped(companyId, id),
    ),
  archive: (companyId: number, id: number) => api.post<TMemo>('message/archive', scoped(companyId, id)),
  preview: (companyId: number, t: Targeting) =>
    api.post<TMemoRecipientsAnswer>('memos/recipients', { company_id: companyId, preview: true, ...t }),
  addRecipients: (companyId: number, id: number, t: Targeting) =>
    api.post<TMemoRecipientsAnswer>('memos/recipients', { ...scoped(companyId, id), ...t }),
  removeRecipients: (companyId: number, id: number, t: Targeting) =>
    api.delete<TMemoRecipientsAnswer>('memos/delete-recipients', { ...scoped(companyId, id), ...t }),
  translate: (companyId: number, body: TranslateBody) =>
    api.post<TMemoTranslation>('company/translate', {
      company_id: companyId,
      source: 'en',
      target: 'es',
      ...body,
    }),
  /** Survey CSVs; the file name comes from content-disposition (spec §7, §9 fallbacks). */
  surveyCsv: (companyId: number, id: number, which: 'summary' | 'responses') =>
    download('POST', `survey/${which}`, `survey ${which}.csv`, { body: scoped(companyId, id) }),
  locations: (companyId: number) => api.get<TIdName[]>('locations-list', { company_id: companyId }),
  audiences: (companyId: number) => api.get<TIdName[]>('audiences-list', { company_id: companyId }),
  employees: (companyId: number) => api.get<TIdName[]>('employees-list', { company_id: companyId }),
  me: (companyId: number) => api.get<TEmployeeDetail>(`app/company/get-employee/${companyId}`),
};

export function useMemoList(companyId: number, params: MemoListParams, enabled = true) {
  return useQuery({
    queryKey: memoKeys.list(companyId, params),
    queryFn: () => memosApi.list(companyId, params),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useMemoDetail(companyId: number, id: number, page = 1) {
  return useQuery({
    queryKey: memoKeys.one(companyId, id, page),
    queryFn: () => memosApi.get(companyId, id, page),
    enabled: id > 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** Recipients a targeting reaches, before sending (memos/recipients with preview). */
export function useRecipientPreview(companyId: number, t: Targeting) {
  const empty = t.location_ids.length + t.audience_ids.length + t.recipient_ids.length === 0;
  return useQuery({
    queryKey: memoKeys.preview(companyId, t),
    queryFn: () => memosApi.preview(companyId, t),
    enabled: !empty,
    placeholderData: keepPreviousData,
  });
}

export function usePicker(companyId: number, what: 'locations' | 'audiences' | 'employees') {
  return useQuery({
    queryKey: memoKeys.pickers(companyId, what),
    queryFn: () => memosApi[what](companyId),
    staleTime: 60_000,
  });
}

/** The company's zone (company/details: its first location's, else America/Chicago; decisions.md, Dates). */
export function useCompanyTimeZone(companyId: number): string | undefined {
  return useCompanyDetails(companyId).data?.timezone;
}

/** Every write refreshes the memo lists and details. */
export function useMemoActions(companyId: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: memoKeys.all(companyId) });
  return {
    create: useMutation({
      mutationFn: ({ kind, body }: { kind: AnyMemoKind; body: ComposeBody }) =>
        memosApi.create(companyId, kind, body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ kind, body }: { kind: AnyMemoKind; body: ComposeUpdateBody }) =>
        memosApi.update(companyId, kind, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: ({ kind, id }: { kind: AnyMemoKind; id: number }) => memosApi.remove(companyId, kind, id),
      onSuccess: (_d, { id }) => {
        qc.removeQueries({ queryKey: [...memoKeys.all(companyId), 'one', id] });
        void onSuccess();
      },
    }),
    expire: useMutation({
      mutationFn: ({ kind, id }: { kind: AnyMemoKind; id: number }) => memosApi.expire(companyId, kind, id),
      onSuccess,
    }),
    archive: useMutation({ mutationFn: (id: number) => memosApi.archive(companyId, id), onSuccess }),
    recipients: useMutation({
      mutationFn: ({ id, add, remove }: { id: number; add?: Targeting; remove?: Targeting }) =>
        add
          ? memosApi.addRecipients(companyId, id, add)
          : memosApi.removeRecipients(companyId, id, remove as Targeting),
      onSuccess,
    }),
  };
}

/** Tray items that announce a memo (or a celebration) to its recipient. */
const MEMO_TRAY_TYPES = new Set(['MESSAGE', 'SURVEY', 'CELEBRATION']);

/**
 * Whether the signed-in manager has unread memos of their own (the server's unread counts on
 * their employee record), for the side navigation's dot. A memo notification arriving in the
 * tray refetches it.
 */
export function useHasUnreadMemos(companyId: number, enabled: boolean): boolean {
  const qc = useQueryClient();
  const me = useQuery({
    queryKey: memoKeys.me(companyId),
    queryFn: () => memosApi.me(companyId),
    enabled,
    staleTime: 30_000,
  });
  const tray = useNotifications(companyId);
  const newest = tray.data?.find((n) => MEMO_TRAY_TYPES.has(n.type))?.id ?? null;
  // undefined until the first render has seen the tray; any later change of its newest memo item refetches.
  const seen = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (seen.current !== undefined && newest !== null && newest !== seen.current)
      void qc.invalidateQueries({ queryKey: memoKeys.me(companyId) });
    seen.current = newest;
  }, [newest, qc, companyId]);
  return (me.data?.unread_memo_count ?? 0) > 0;
}
