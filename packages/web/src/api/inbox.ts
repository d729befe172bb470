import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInbox, TInboxMemo, TMemoResponseBundle, TSurveyAnswer } from '@teamline/shared';
import { showErrorToast } from '../stores/toasts';
import { api } from './http';
import { inboxKeys, inboxQuery } from './inbox-query';
import { notificationKeys } from './notifications';

// The employee app of spec §7: what the caller does with a memo of their inbox. The inbox's first
// page, which the first page asks for early, is inbox-query.ts.

export interface AcknowledgeInput {
  note: string;
  photo: File | null;
}

export const inboxApi = {
  /** Opens one memo; the server marks it read. */
  open: (companyId: number, memoId: number) =>
    api.post<TInbox>('app/employee-messages', { company_id: companyId, memo_id: memoId }),
  /** Multipart, as the spec's upload payload: company_id, id, acknowledgement and an optional image `file`. */
  acknowledge: (companyId: number, memoId: number, { note, photo }: AcknowledgeInput) => {
    const form = new FormData();
    form.append('company_id', String(companyId));
    form.append('id', String(memoId));
    if (note.trim()) form.append('acknowledgement', note.trim());
    if (photo) form.append('file', photo);
    return api.post<TMemoResponseBundle>('employee-message/acknowledge', form);
  },
  answer: (companyId: number, memoId: number, answers: TSurveyAnswer[]) =>
    api.post<TMemoResponseBundle>('employee-survey', { company_id: companyId, id: memoId, answers }),
  flag: (companyId: number, memoId: number, note: string) =>
    api.post<TMemoResponseBundle>('employee-message/flag', {
      company_id: companyId,
      id: memoId,
      note: note.trim() || null,
    }),
  unflag: (companyId: number, memoId: number) =>
    api.post<TMemoResponseBundle>('employee-message/flag-remove', { company_id: companyId, id: memoId }),
};

export function useInbox(companyId: number) {
  return useQuery(inboxQuery(companyId));
}

/** Marks the memo read in the cached inbox (the open call has just done so on the server). */
function markReadInList(qc: QueryClient, companyId: number, memo: TInboxMemo): void {
  qc.setQueryData<TInbox>(inboxKeys.list(companyId), (inbox) => {
    const cached = inbox?.memos.find((m) => m.id === memo.id);
    if (!inbox || !cached || cached.is_read) return inbox;
    return {
      ...inbox,
      unread_count: Math.max(0, inbox.unread_count - 1),
      memos: inbox.memos.map((m) => (m.id === memo.id ? memo : m)),
    };
  });
}

/**
 * One memo, opened (and so marked read, with the tray's notifications about it): the tray, Home's
 * unread count and the navigation's unread dot refetch, so every count agrees.
 */
export function useInboxMemo(companyId: number, memoId: number) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: inboxKeys.memo(companyId, memoId),
    queryFn: async () => {
      const memo = (await inboxApi.open(companyId, memoId)).memos[0];
      if (!memo) throw new Error('memo not found');
      markReadInList(qc, companyId, memo);
      for (const queryKey of [
        notificationKeys.list(companyId),
        ['company', companyId, 'me'],
        ['company', companyId, 'home'],
      ])
        void qc.invalidateQueries({ queryKey });
      return memo;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The memo response bundle an action answers is the employee's state after it: the inbox's first
 * memos (read and unread alike) and its total. The cached inbox and the open memo follow it.
 */
export function applyBundle(qc: QueryClient, companyId: number, bundle: TMemoResponseBundle): void {
  qc.setQueryData<TInbox>(inboxKeys.list(companyId), (inbox) => {
    if (!inbox) return inbox;
    const complete = bundle.memo_count <= bundle.memos.length;
    const memos = complete ? bundle.memos : bundle.memos.slice(0, Math.max(inbox.memos.length, 1));
    return {
      ...inbox,
      memos,
      celebrations: bundle.celebrations,
      total: bundle.memo_count,
      unread_count: complete ? memos.filter((m) => !m.is_read).length : inbox.unread_count,
    };
  });
  for (const memo of bundle.memos) {
    if (qc.getQueryData(inboxKeys.memo(companyId, memo.id)) !== undefined)
      qc.setQueryData(inboxKeys.memo(companyId, memo.id), memo);
  }
}

type Action =
  | { kind: 'acknowledge'; input: AcknowledgeInput }
  | { kind: 'answer'; answers: TSurveyAnswer[] }
  | { kind: 'flag'; note: string }
  | { kind: 'unflag' };

/** Acknowledge, answer, flag and unflag one memo; each answer updates the inbox from its bundle. */
export function useMemoAction(companyId: number, memoId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => {
      switch (action.kind) {
        case 'acknowledge':
          return inboxApi.acknowledge(companyId, memoId, action.input);
        case 'answer':
          return inboxApi.answer(companyId, memoId, action.answers);
        case 'flag':
          return inboxApi.flag(companyId, memoId, action.note);
        case 'unflag':
          return inboxApi.unflag(companyId, memoId);
      }
    },
    onSuccess: (bundle) => {
      applyBundle(qc, companyId, bundle);
      if (!bundle.memos.some((m) => m.id === memoId))
        void qc.invalidateQueries({ queryKey: inboxKeys.memo(companyId, memoId) });
      // Responding reads the memo's notices on the server: the tray follows.
      void qc.invalidateQueries({ queryKey: notificationKeys.list(companyId) });
    },
    onError: (error) => showErrorToast(error),
  });
}
