import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnyMemoKind, TMemo } from '@teamline/shared';
import { api } from './http';
import { memoKeys } from './memos';

/** Memo media (spec §7 message/media, company/survey/media, company/celebration/media, /detach). */

const PATHS: Record<AnyMemoKind, string> = {
  message: 'message/media',
  survey: 'company/survey/media',
  celebration: 'company/celebration/media',
};

/** What the file picker offers; the server checks the bytes (images, video, audio, PDF). */
export const MEDIA_ACCEPT = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
  'application/pdf',
];

/** The server's default limit (MEDIA_MAX_BYTES); a server set lower still answers 413. */
export const MEDIA_MAX_BYTES = 25 * 1024 * 1024;

export const mediaApi = {
  /** Multipart, as the spec's upload payload: file, memo_id, company_id. Answers the memo. */
  attach: (companyId: number, kind: AnyMemoKind, memoId: number, file: File) => {
    const form = new FormData();
    form.append('company_id', String(companyId));
    form.append('memo_id', String(memoId));
    form.append('file', file, file.name);
    return api.post<TMemo>(PATHS[kind], form);
  },
  /** A file of the company's media library instead of a file (multipart: media_id, memo_id, company_id). */
  attachLibrary: (companyId: number, kind: AnyMemoKind, memoId: number, mediaId: number) => {
    const form = new FormData();
    form.append('company_id', String(companyId));
    form.append('memo_id', String(memoId));
    form.append('media_id', String(mediaId));
    return api.post<TMemo>(PATHS[kind], form);
  },
  detach: (companyId: number, kind: AnyMemoKind, memoId: number, mediaId: number) =>
    api.post<TMemo>(`${PATHS[kind]}/detach`, { company_id: companyId, memo_id: memoId, media_id: mediaId }),
};

/** Attach (a file, or one of the media library) and detach; each answers the memo, and the memo lists and details refresh. */
export function useMediaActions(companyId: number, kind: AnyMemoKind) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: memoKeys.all(companyId) });
  return {
    attach: useMutation({
      mutationFn: ({ memoId, file }: { memoId: number; file: File }) =>
        mediaApi.attach(companyId, kind, memoId, file),
      onSuccess,
    }),
    attachLibrary: useMutation({
      mutationFn: ({ memoId, mediaId }: { memoId: number; mediaId: number }) =>
        mediaApi.attachLibrary(companyId, kind, memoId, mediaId),
      onSuccess,
    }),
    detach: useMutation({
      mutationFn: ({ memoId, mediaId }: { memoId: number; mediaId: number }) =>
        mediaApi.detach(companyId, kind, memoId, mediaId),
      onSuccess,
    }),
  };
}
