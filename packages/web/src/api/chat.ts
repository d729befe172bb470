import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_LIMITS,
  CHAT_PATHS,
  type TChatColleagues,
  type TChatGroup,
  type TChatGroupCreateRequest,
  type TChatGroupsList,
  type TChatGroupUpdateRequest,
  type TChatImage,
  type TChatMessage,
  type TChatMessageCreateRequest,
  type TChatMessagesPage,
  type TChatReactionResult,
  type TChatReadResult,
} from '@teamline/shared';
import { type ChatThread, mergeOlder, refreshNewest } from '../features/chat/cache';
import { api, request } from './http';
import { memoKeys, memosApi } from './memos';
import { type UploadOptions, uploadForm } from './upload';

/** Chat (issue 16; paths of @teamline/shared CHAT_PATHS under /api): groups, messages, reactions, reads. */

export type GroupBody = Omit<TChatGroupCreateRequest, 'company_id'>;
export type GroupUpdateBody = Omit<TChatGroupUpdateRequest, 'company_id'>;
export type SendBody = Omit<TChatMessageCreateRequest, 'company_id'>;

export const chatKeys = {
  all: (companyId: number) => ['company', companyId, 'chat'] as const,
  groups: (companyId: number) => ['company', companyId, 'chat', 'groups'] as const,
  group: (companyId: number, groupId: number) => ['company', companyId, 'chat', 'group', groupId] as const,
  thread: (companyId: number, groupId: number) => ['company', companyId, 'chat', 'thread', groupId] as const,
  message: (companyId: number, id: number) => ['company', companyId, 'chat', 'message', id] as const,
  colleagues: (companyId: number, terms: string) =>
    ['company', companyId, 'chat', 'colleagues', terms] as const,
};

const scoped = (companyId: number) => ({ company_id: companyId });

export const chatApi = {
  colleagues: (companyId: number, terms: string) =>
    api.get<TChatColleagues>(CHAT_PATHS.colleagues, { company_id: companyId, ...(terms ? { terms } : {}) }),
  groups: (companyId: number) => api.get<TChatGroupsList>(CHAT_PATHS.groups, scoped(companyId)),
  group: (companyId: number, id: number) => api.get<TChatGroup>(CHAT_PATHS.group(id), scoped(companyId)),
  create: (companyId: number, body: GroupBody) =>
    api.post<TChatGroup>(CHAT_PATHS.groups, { company_id: companyId, ...body }),
  createPrivate: (companyId: number, employeeId: number) =>
    api.post<TChatGroup>(CHAT_PATHS.privateGroup, { company_id: companyId, employee_id: employeeId }),
  update: (companyId: number, id: number, body: GroupUpdateBody) =>
    api.put<TChatGroup>(CHAT_PATHS.group(id), { company_id: companyId, ...body }),
  remove: (companyId: number, id: number) =>
    request<null>('DELETE', CHAT_PATHS.group(id), { query: scoped(companyId) }),
  mute: (companyId: number, id: number, active: boolean) =>
    api.put<unknown>(CHAT_PATHS.notifications(id), {
      company_id: companyId,
      is_notifications_active: active,
    }),
  messages: (companyId: number, groupId: number, beforeId?: number) =>
    api.get<TChatMessagesPage>(CHAT_PATHS.messages(groupId), {
      company_id: companyId,
      before_id: beforeId,
      limit: CHAT_LIMITS.pageDefault,
    }),
  message: (companyId: number, id: number) =>
    api.get<TChatMessage>(CHAT_PATHS.message(id), scoped(companyId)),
  send: (companyId: number, groupId: number, body: SendBody) =>
    api.post<TChatMessage>(CHAT_PATHS.messages(groupId), { company_id: companyId, ...body }),
  edit: (companyId: number, id: number, content: string) =>
    api.put<TChatMessage>(CHAT_PATHS.message(id), { company_id: companyId, content }),
  removeMessage: (companyId: number, id: number) =>
    request<null>('DELETE', CHAT_PATHS.message(id), { query: scoped(companyId) }),
  react: (companyId: number, messageId: number, emoji: string) =>
    api.post<TChatReactionResult>(CHAT_PATHS.reactions(messageId), { company_id: companyId, emoji }),
  read: (companyId: number, groupId: number, messageId?: number) =>
    api.post<TChatReadResult>(CHAT_PATHS.read(groupId), { company_id: companyId, message_id: messageId }),
  /** Multipart (file, company_id): the image to send next, answered with its id. */
  uploadImage: (companyId: number, groupId: number, file: File, opts?: UploadOptions) => {
    const form = new FormData();
    form.append('company_id', String(companyId));
    form.append('file', file);
    return uploadForm<TChatImage>(CHAT_PATHS.images(groupId).replace(/^\//, ''), form, opts);
  },
};

/** The caller's own employee id in the company: their messages, their reactions. */
export function useMyEmployeeId(companyId: number): number | undefined {
  return useQuery({
    queryKey: memoKeys.me(companyId),
    queryFn: () => memosApi.me(companyId),
    staleTime: Number.POSITIVE_INFINITY,
  }).data?.id;
}

/** Colleagues to start a private conversation with, found by the server as the caller types. */
export function useChatColleagues(companyId: number, terms: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.colleagues(companyId, terms),
    queryFn: async () => (await chatApi.colleagues(companyId, terms)).colleagues,
    enabled,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

/** The caller's groups, newest activity first (the server's order, kept by the realtime updates). */
export function useChatGroups(companyId: number, enabled = true) {
  return useQuery({
    queryKey: chatKeys.groups(companyId),
    queryFn: async () => (await chatApi.groups(companyId)).groups,
    enabled,
  });
}

/** A conversation's newest page; older pages join it through useLoadOlder. */
export function useChatThread(companyId: number, groupId: number) {
  const queryClient = useQueryClient();
  const key = chatKeys.thread(companyId, groupId);
  return useQuery({
    queryKey: key,
    queryFn: async (): Promise<ChatThread> => {
      const page = await chatApi.messages(companyId, groupId);
      // A refetch (back after a gap) updates the newest page and keeps the older ones shown.
      const shown = queryClient.getQueryData<ChatThread>(key);
      return shown ? refreshNewest(shown, page) : mergeOlder({ messages: [], next_before_id: null }, page);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Fetches the page before the oldest shown and adds what is not there yet (spec §4). */
export function useLoadOlder(companyId: number, groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (beforeId: number) => chatApi.messages(companyId, groupId, beforeId),
    onSuccess: (page) =>
      queryClient.setQueryData<ChatThread>(chatKeys.thread(companyId, groupId), (thread) =>
        thread ? mergeOlder(thread, page) : thread,
      ),
  });
}

/** The group actions; every one refreshes the list. */
export function useGroupActions(companyId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: chatKeys.groups(companyId) });
  return {
    create: useMutation({
      mutationFn: (body: GroupBody) => chatApi.create(companyId, body),
      onSuccess: refresh,
    }),
    createPrivate: useMutation({
      mutationFn: (employeeId: number) => chatApi.createPrivate(companyId, employeeId),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: GroupUpdateBody }) =>
        chatApi.update(companyId, id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => chatApi.remove(companyId, id), onSuccess: refresh }),
    mute: useMutation({
      mutationFn: ({ id, active }: { id: number; active: boolean }) => chatApi.mute(companyId, id, active),
      onSuccess: (_answer, { id, active }) =>
        queryClient.setQueryData<TChatGroup[]>(chatKeys.groups(companyId), (list) =>
          list?.map((g) => (g.id === id ? { ...g, is_notifications_active: active } : g)),
        ),
    }),
  };
}
