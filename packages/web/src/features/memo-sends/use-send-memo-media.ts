import type { TMemoMedia, TTemplateSendDetail } from '@teamline/shared';
import { useSendActions } from '../../api/memo-template-sends';
import { useAttachments } from '../memos/compose/use-attachments';

/** The memo's files in the send the server answered (the truth about what is attached). */
const filesOf = (send: TTemplateSendDetail, memoId: number): TMemoMedia[] =>
  send.memos.find((m) => m.id === memoId)?.media ?? [];

/**
 * One memo's files in a send, in compose's Attachments section with compose's own hook
 * (use-attachments.ts): a send's memos exist already, so a chosen file goes up at once
 * (POST memo/media) and removing one is DELETE memo/media.
 */
export function useSendMemoMedia(
  companyId: number,
  sendId: number,
  memo: { id: number; media: TMemoMedia[] },
) {
  const { attach, detach } = useSendActions(companyId);
  return useAttachments({
    ownerId: memo.id,
    media: memo.media,
    attach: async (memoId, file) => filesOf(await attach.mutateAsync({ id: sendId, memoId, file }), memoId),
    detach: async (memoId, mediaId) =>
      filesOf(await detach.mutateAsync({ id: sendId, memoId, mediaId }), memoId),
    isDetaching: detach.isPending,
    texts: { added: 'memos.media.attached', removed: 'memos.media.removed' },
  });
}
