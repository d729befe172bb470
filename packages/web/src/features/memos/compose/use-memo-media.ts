import type { AnyMemoKind, TMemo } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMediaActions } from '../../../api/media';
import { type ComposeBody, useMemoActions } from '../../../api/memos';
import { showErrorToast, showToast } from '../../../stores/toasts';
import { useAttachments } from './use-attachments';

export type { QueuedFile } from './use-attachments';

export interface SaveCallbacks {
  onSuccess: (saved: TMemo) => void;
  onError: (error: Error) => void;
  onSettled: () => void;
}

/**
 * The attachments of a memo being composed or viewed (use-attachments.ts: uploaded at once on
 * an existing memo, waiting on a new one). `saveNew` saves a new memo with waiting files as a
 * draft first, attaches the files, then publishes if the user pressed Publish.
 */
export function useMemoMedia(companyId: number, kind: AnyMemoKind, memo: TMemo | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useMediaActions(companyId, kind);
  const memoActions = useMemoActions(companyId);
  const state = useAttachments({
    ownerId: memo?.id ?? null,
    media: memo?.media ?? null,
    attach: async (memoId, file) => (await actions.attach.mutateAsync({ memoId, file })).media,
    attachLibrary: async (memoId, mediaId) =>
      (await actions.attachLibrary.mutateAsync({ memoId, mediaId })).media,
    detach: async (memoId, mediaId) => (await actions.detach.mutateAsync({ memoId, mediaId })).media,
    isDetaching: actions.detach.isPending,
    texts: { added: 'memos.media.attached', removed: 'memos.media.removed' },
  });

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
    const problems = await state.uploadQueued(draft.id);
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

  return { ...state, saveNew };
}
