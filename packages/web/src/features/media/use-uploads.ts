import { useQueryClient } from '@tanstack/react-query';
import type { TMediaFile } from '@teamline/shared';
import { useRef, useState } from 'react';
import { ApiError, newIdempotencyKey } from '../../api/http';
import { type MediaCreateBody, mediaKeys, mediaLibraryApi } from '../../api/media-library';
import { localText } from '../../i18n/server-texts';

export type UploadStatus = 'ready' | 'uploading' | 'retrying' | 'done' | 'failed';

/** One file of an upload: what the person named it, how far it has come. */
export interface UploadItem {
  id: string;
  file: File;
  name: string;
  content: string;
  status: UploadStatus;
  /** 0–100. */
  progress: number;
  error: string | null;
  /** The Idempotency-Key every attempt of this file sends: the server makes it once. */
  key: string;
  /**
   * An attempt with this key may have reached the server (its answer was lost): the name and
   * description stay as sent, since the same key with another body is refused.
   */
  sent: boolean;
  /** The targets its attempts sent (a retry of a lost attempt sends them again). */
  sentWith: UploadTargets | null;
  result: TMediaFile | null;
}

/** Who the files of an upload are for, and whether employees may open them in Files. */
export interface UploadTargets {
  location_ids: number[];
  audience_ids: number[];
  recipient_ids: number[];
  viewable: boolean;
}

export const NO_TARGETS: UploadTargets = {
  location_ids: [],
  audience_ids: [],
  recipient_ids: [],
  viewable: false,
};

/** Uploads run two at a time: a phone on a shop's network keeps its bandwidth for them. */
const PARALLEL = 2;

/** The file's name without its extension: the name it gets unless the person types another. */
export const nameOf = (file: File) => file.name.replace(/\.[^.]+$/, '') || file.name;

/** Why a file failed, in the reader's language where the text is one of the server's fixed ones. */
const failure = (error: unknown) =>
  error instanceof ApiError
    ? error.messages.map(localText).join(' ')
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * The files of an upload (media/create): chosen or dropped, named and described, then sent with a
 * progress bar each. A dropped connection is retried with the same key (api/upload.ts); when the
 * retries give up the file waits for the person's Retry, which sends the same key again.
 */
export function useUploads(companyId: number) {
  const qc = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [targets, setTargets] = useState<UploadTargets>(NO_TARGETS);
  /** Files the picker refused (type, size), in the server's words. */
  const [refused, setRefused] = useState<string[]>([]);
  const latest = useRef<UploadItem[]>([]);
  latest.current = items;
  const nextId = useRef(0);

  const patch = (id: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((it) => (it.id === id ? { ...it, ...change } : it)));

  const add = (files: File[]) =>
    setItems((list) => [
      ...list,
      ...files.map((file) => ({
        id: `u${nextId.current++}`,
        file,
        name: nameOf(file),
        content: '',
        status: 'ready' as const,
        progress: 0,
        error: null,
        key: newIdempotencyKey(),
        sent: false,
        sentWith: null,
        result: null,
      })),
    ]);

  const setText = (id: string, field: 'name' | 'content', value: string) => patch(id, { [field]: value });
  const remove = (id: string) => setItems((list) => list.filter((it) => it.id !== id));

  const sendOne = async (item: UploadItem, chosen: UploadTargets) => {
    const targets = item.sent && item.sentWith ? item.sentWith : chosen;
    patch(item.id, { status: 'uploading', progress: 0, error: null, sent: true, sentWith: targets });
    const body: MediaCreateBody = {
      ...targets,
      name: item.name.trim() || nameOf(item.file),
      content: item.content.trim(),
    };
    try {
      const answer = await mediaLibraryApi.create(companyId, item.file, body, {
        idempotencyKey: item.key,
        onProgress: ({ loaded, total }) =>
          patch(item.id, { progress: total > 0 ? Math.round((loaded / total) * 100) : 0 }),
        onRetry: () => patch(item.id, { status: 'retrying' }),
      });
      patch(item.id, { status: 'done', progress: 100, result: answer.media });
      // The new file is the list's first (created_at desc): the lists load again.
      await qc.invalidateQueries({ queryKey: mediaKeys.all(companyId) });
    } catch (error) {
      // An answer (a refusal) is kept by the server under the key: a new try needs a new key.
      const answered = error instanceof ApiError && error.status !== 0;
      patch(item.id, {
        status: 'failed',
        error: failure(error),
        ...(answered ? { key: newIdempotencyKey(), sent: false, sentWith: null } : {}),
      });
    }
  };

  /** Sends every file not sent yet (and those that failed), two at a time. */
  const start = async () => {
    const waiting = latest.current.filter((it) => it.status === 'ready' || it.status === 'failed');
    const queue = [...waiting];
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const current = latest.current.find((it) => it.id === item?.id) ?? item;
        await sendOne(current, targets);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
  };

  /** One failed file again, with the same key. */
  const retry = (id: string) => {
    const item = latest.current.find((it) => it.id === id);
    if (item) void sendOne(item, targets);
  };

  /** Forgets the files that are in the library now; once none is left, the targets start afresh. */
  const clearDone = () => {
    const left = latest.current.filter((it) => it.status !== 'done');
    setItems(left);
    if (left.length === 0) setTargets(NO_TARGETS);
    setRefused([]);
  };

  const busy = items.some((it) => it.status === 'uploading' || it.status === 'retrying');
  return {
    items,
    targets,
    setTargets,
    refused,
    setRefused,
    add,
    setText,
    remove,
    start,
    retry,
    clearDone,
    busy,
  };
}

export type UploadsState = ReturnType<typeof useUploads>;
