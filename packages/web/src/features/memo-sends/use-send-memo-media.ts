import { MEDIA_MAX_PER_MEMO, MEDIA_TEXT, type TMemoMedia } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { useSendActions } from '../../api/memo-template-sends';
import { showErrorToast, showToast } from '../../stores/toasts';
import type { MemoMediaState } from '../memos/compose/use-memo-media';

const failureText = (file: File, error: unknown) =>
  `${file.name}: ${error instanceof ApiError ? error.messages.join(' ') : error instanceof Error ? error.message : String(error)}`;

/**
 * One memo's files in a send, for compose's Attachments section (MediaAttachments): a chosen
 * file goes up at once (POST memo/media), removing one is DELETE memo/media. The memo as the
 * send answers it is the truth about what is attached.
 */
export function useSendMemoMedia(
  companyId: number,
  sendId: number,
  memo: { id: number; media: TMemoMedia[] },
): MemoMediaState {
  const { t } = useTranslation();
  const { attach, detach } = useSendActions(companyId);
  const [errors, setErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);

  const add = async (files: File[], refused: string[] = []) => {
    const room = Math.max(0, MEDIA_MAX_PER_MEMO - memo.media.length);
    const problems = [...refused, ...(files.length > room ? [MEDIA_TEXT.tooMany] : [])];
    for (const file of files.slice(0, room)) {
      setUploading(file.name);
      try {
        await attach.mutateAsync({ id: sendId, memoId: memo.id, file });
        showToast({ variant: 'success', messages: t('memos.media.attached', { name: file.name }) });
      } catch (error) {
        problems.push(failureText(file, error));
      } finally {
        setUploading(null);
      }
    }
    setErrors(problems);
  };

  return {
    attached: memo.media,
    queued: [],
    errors,
    uploading,
    add,
    removeQueued: () => undefined,
    detach: (media: TMemoMedia) =>
      detach.mutate(
        { id: sendId, memoId: memo.id, mediaId: media.id },
        {
          onSuccess: () =>
            showToast({ variant: 'success', messages: t('memos.media.removed', { name: media.name }) }),
          onError: (error) => showErrorToast(error),
        },
      ),
    // A send's memos exist already: nothing waits to be created.
    saveNew: async () => undefined,
    isDetaching: detach.isPending,
  };
}
