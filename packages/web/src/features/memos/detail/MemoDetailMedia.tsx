import type { TMemo } from '@teamline/shared';
import { MediaAttachments } from '../compose/MediaAttachments';
import { useMemoMedia } from '../compose/use-memo-media';

/** The detail's attachments: added and removed while the memo is a draft, scheduled or published. */
export function MemoDetailMedia({ companyId, memo }: { companyId: number; memo: TMemo }) {
  const media = useMemoMedia(companyId, memo.kind, memo);
  const editable = memo.status === 'draft' || memo.status === 'scheduled' || memo.status === 'published';
  return <MediaAttachments media={media} editable={editable} />;
}
