import { Button } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { TMemo } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaAttachments } from '../compose/MediaAttachments';
import { useMemoMedia } from '../compose/use-memo-media';

/**
 * The detail's attachments, listed compactly; while the memo is a draft, scheduled or published,
 * 'Add files' opens the drop area (and 'Done' closes it). Each file can be removed.
 */
export function MemoDetailMedia({ companyId, memo }: { companyId: number; memo: TMemo }) {
  const { t } = useTranslation();
  const media = useMemoMedia(companyId, memo.kind, memo);
  const [adding, setAdding] = useState(false);
  const editable = memo.status === 'draft' || memo.status === 'scheduled' || memo.status === 'published';
  const action = editable && (
    <Button
      size="xs"
      variant="default"
      leftSection={adding ? undefined : <IconPaperclip size={14} aria-hidden />}
      onClick={() => setAdding((open) => !open)}
      aria-expanded={adding}
    >
      {adding ? t('memos.media.done') : t('memos.media.add')}
    </Button>
  );
  return <MediaAttachments media={media} editable={editable} dropzone={adding} action={action} />;
}
