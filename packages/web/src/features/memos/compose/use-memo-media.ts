import {
  type AnyMemoKind,
  MEDIA_MAX_PER_MEMO,
  MEDIA_TEXT,
  type TMemo,
  type TMemoMedia,
} from '@teamline/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/http';
import { useMediaActions } from '../../../api/media';
import { type ComposeBody, useMemoActions } from '../../../api/memos';
import { showErrorToast, showToast } from '../../../stores/toasts';

/** A file chosen for a memo that does not exist yet: it attaches when the memo is first saved. */
export interface QueuedFile {
  id: string;
  file: File;
}

export interface SaveCallbacks {
  onSuccess: (saved: TMemo) => void;
  onError: (error: Error) => void;
  onSettled: () => void;
}

const failureText = (file: File, error: unknown) =>
  `${file.name}: ${error instanceof ApiError ? error.messages.join(' ') : error instanceof Error ? error.message : String(error)}`;

/**
 * The attachments of a memo being composed or viewed. On an existing memo a chosen file is
 * uploaded at once; on a new one it waits in `queued`, and `saveNew` saves the memo as a draft
 * first, attaches the files, then publishes if the user pressed Publish.
 */
export function useMemoMedia(companyId: number, kind: AnyMemoKind, memo: TMemo | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useMediaActions(companyId, kind);
  const memoActions = useMemoActions(companyId);
  const [attached, setAttached] = useState<TMemoMedia[]>(memo?.media ?? []);
  const [queued, setQueued] = useState<QueuedFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);
  const nextId = useRef(0);

  // A refetched memo (after any write) is the truth about what is attached.
  useEffect(() => {
    if (memo) setAttached(memo.media);
  }, [memo]);

  const upload = async (memoId: number, file: File): Promise<string | null> => {
    setUploading(file.name);
    try {
      const saved = await actions.attach.mutateAsync({ memoId, file });
      setAttached(saved.media);
      return null;
    } catch (error) {
      return failureText(file, error);
    } finally {
      setUploading(null);
    }
  };

  /** Files chosen (or dropped); those beyond the 10 a memo takes are refused with the server's text. */
  const add = async (files: File[], refused: string[] = []) => {
    const room = Math.max(0, MEDIA_MAX_PER_MEMO - attached.length - queued.length);
    const problems = [...refused, ...(files.length > room ? [MEDIA_TEXT.tooMany] : [])];
    const taking = files.slice(0, room);
    if (!memo) {
      setQueued((q) => [...q, ...taking.map((file) => ({ id: `q${nextId.current++}`, file }))]);
    } else {
      for (const file of taking) {
        const problem = await upload(memo.id, file);
        if (problem) problems.push(problem);
        else showToast({ variant: 'success', messages: t('memos.media.attached', { name: file.name }) });
      }
    }
    setErrors(problems);
  };

  const removeQueued = (id: string) => setQueued((q) => q.filter((f) => f.id !== id));

  const detach = (media: TMemoMedia) => {
    if (!memo) return;
    actions.detach.mutate(
      { memoId: memo.id, mediaId: media.id },
      {
        onSuccess: (saved) => {
          setAttached(saved.media);
          showToast({ variant: 'success', messages: t('memos.media.removed', { name: media.name }) });
        },
        onError: (error) => showErrorToast(error),
      },
    );
  };

  /** A new memo with files waiting: saved as a draft, the files attached, then published if asked. */
  const saveNew = async (body: ComposeBody, cb: SaveCallbacks) => {
    let draft: TMemo;
    try {
      draft = await memoActions.create.mutateAsync({ kind, body: { ...body, publish: false } });
    } catch (error) {
      cb.onError(error as Error);
      cb.onSettled();
      return;
    }
    // From here the memo exists: a failure leads to its edit page, never to a second memo.
    const edit = `/${companyId}/memo/${draft.id}/edit`;
    const problems: string[] = [];
    for (const { file } of queued) {
      const problem = await upload(draft.id, file);
      if (problem) problems.push(problem);
    }
    setQueued([]);
    if (problems.length) {
      showToast({
        variant: 'error',
        title: 'Error',
        messages: [t('memos.media.notAll', { title: draft.title }), ...problems],
      });
      navigate(edit);
      cb.onSettled();
      return;
    }
    try {
      cb.onSuccess(
        body.publish
          ? await memoActions.update.mutateAsync({ kind, body: { id: draft.id, publish: true } })
          : draft,
      );
    } catch (error) {
      showErrorToast(error);
      navigate(edit);
    } finally {
      cb.onSettled();
    }
  };

  return {
    attached,
    queued,
    errors,
    uploading,
    add,
    removeQueued,
    detach,
    saveNew,
    isDetaching: actions.detach.isPending,
  };
}

export type MemoMediaState = ReturnType<typeof useMemoMedia>;
