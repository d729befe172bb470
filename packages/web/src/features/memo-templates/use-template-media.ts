import type { TMemoMedia, TMemoTemplate, TTemplateMedia } from '@teamline/shared';
import { useMemo } from 'react';
import { useTemplateActions } from '../../api/memo-templates';
import { useAttachments } from '../memos/compose/use-attachments';

/** A template's files in the memo file shape (a template's name nobody as their uploader). */
const asMemoMedia = (media: TTemplateMedia[]): TMemoMedia[] => media.map((m) => ({ ...m, creator: null }));

/**
 * A template's files in compose's Attachments section, with compose's own hook
 * (use-attachments.ts): uploaded at once on a saved template; on a new one they wait and
 * `uploadQueued` sends them once it is created.
 */
export function useTemplateMedia(companyId: number, template: TMemoTemplate | null) {
  const actions = useTemplateActions(companyId);
  const media = useMemo(() => (template ? asMemoMedia(template.media) : null), [template]);
  return useAttachments({
    ownerId: template?.id ?? null,
    media,
    attach: async (id, file) => asMemoMedia((await actions.attach.mutateAsync({ id, file })).media),
    attachLibrary: async (id, mediaId) =>
      asMemoMedia((await actions.attachLibrary.mutateAsync({ id, mediaId })).media),
    detach: async (id, mediaId) => asMemoMedia((await actions.detach.mutateAsync({ id, mediaId })).media),
    isDetaching: actions.detach.isPending,
    texts: { added: 'templates.media.added', removed: 'templates.media.removed' },
  });
}
